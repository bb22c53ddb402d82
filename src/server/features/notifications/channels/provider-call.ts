import { parseJsonOrUndefined } from '#server/parse-json';
import { ChannelError } from './channel';

export interface ProviderAnswer {
  status: number;
  /** The answer's JSON; undefined when it was not JSON. */
  body: unknown;
}

/**
 * POSTs JSON to a provider. A time-out or a network error is a retryable ChannelError; any
 * HTTP answer is returned for the channel to judge.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: parseJsonOrUndefined(await response.text()) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ChannelError(
      timedOut
        ? `${provider} did not answer within ${timeoutMs} ms.`
        : `${provider} could not be reached: ${(error as Error).message}`,
      true,
    );
  }
}

/** The digits of an E.164 number, as the providers want it: +919876543210 -> 919876543210. */
export function providerNumber(to: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(to)) throw new ChannelError(`Not a phone number: ${to}`, false);
  return to.slice(1);
}
