import pino, { type DestinationStream, type Logger } from 'pino';

/** Paths whose last segment or query carries a secret (reset tokens, OAuth codes). */
const secretInUrl = [
  [/(\/reset-password\/)[^/?]+/, '$1[redacted]'],
  [/([?&]code=)[^&]+/, '$1[redacted]'],
] as const;

export function redactUrl(url: string): string {
  return secretInUrl.reduce<string>(
    (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
    url,
  );
}

/** Structured JSON logs; cookies, authorisation headers and secrets in URLs never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  // Standard output is written asynchronously: under load, lines queue and leave in one write.
  // pino flushes the queue when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
