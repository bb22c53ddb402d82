import { createHmac, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

/** A check-in code lives for one window of 15 seconds; the one before is still accepted. */
export const CHECK_IN_WINDOW_MS = 15_000;

export interface CheckInCodes {
  /** The six-digit code of a class at a time, and when its window ends. */
  codeAt(sessionId: string, at: Date): { code: string; changesAt: Date };
  /** Whether `code` is the class's code of the window of `at` or of the one before. */
  accepts(sessionId: string, code: string, at: Date): boolean;
}

/**
 * Check-in codes (decision 058): an HMAC of the time window under the class's secret, which is
 * itself an HMAC of its id under a key derived (HKDF) from the site's signing key. No secret is
 * stored, every server sharing the signing key gives the same codes, and one class's code is
 * worthless for another. The code is six digits (as an authenticator app's), short enough to
 * type where the camera does not work; the QR code carries the same digits.
 */
export function checkInCodes(signingKey: KeyObject): CheckInCodes {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      signingKey.export({ format: 'der', type: 'pkcs8' }),
      '',
      'class check-in',
      32,
    ),
  );
  const secretOf = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest();
  const codeOf = (sessionId: string, window: number) => {
    const mac = createHmac('sha256', secretOf(sessionId)).update(String(window)).digest();
    // Dynamic truncation (RFC 4226): 31 bits from an offset the MAC itself picks.
    const offset = (mac[mac.length - 1] ?? 0) & 0xf;
    return String(mac.readUInt32BE(offset) % 1_000_000).padStart(6, '0');
  };
  const windowOf = (at: Date) => Math.floor(at.getTime() / CHECK_IN_WINDOW_MS);
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    codeAt(sessionId, at) {
      const window = windowOf(at);
      return {
        code: codeOf(sessionId, window),
        changesAt: new Date((window + 1) * CHECK_IN_WINDOW_MS),
      };
    },
    accepts(sessionId, code, at) {
      const window = windowOf(at);
      return [window, window - 1].some((w) => same(codeOf(sessionId, w), code));
    },
  };
}
