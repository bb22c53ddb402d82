import pino, { type DestinationStream, type Logger } from 'pino';
import { batchedDestination } from './log-destination';

/**
 * Paths whose last segment or query carries a secret (reset and verification tokens, OAuth codes,
 * opt-out links' and webhooks' tokens).
 */
const secretInUrl = [
  [/(\/reset-password\/)[^/?]+/, '$1[redacted]'],
  [/(\/verify-email\/)[^/?]+/, '$1[redacted]'],
  [/([?&]code=)[^&]+/, '$1[redacted]'],
  [/([?&]token=)[^&]+/, '$1[redacted]'],
] as const;

export function redactUrl(url: string): string {
  return secretInUrl.reduce<string>(
    (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
    url,
  );
}

/**
 * Structured JSON logs; cookies, authorisation headers and secrets in URLs never reach them: a
 * request is logged as its method, URL (secrets redacted) and address, an answer as its status.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return pino(options, destination ?? batchedDestination(1));
}
