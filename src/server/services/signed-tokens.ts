import { createHmac, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

/** Tokens are kept short enough for a link; a longer one is refused unread. */
const MAX_TOKEN = 600;

export interface SignedTokens {
  /** The text and its MAC, in base64url: no expiry, no row kept. */
  sign(text: string): string;
  /** The text a token carries, or undefined when this site did not sign it for this purpose. */
  read(token: string): string | undefined;
}

/**
 * Tokens signed with HMAC-SHA256 under a key derived (HKDF) from the site's signing key for one
 * `purpose`, so every server that shares that key (CREDENTIAL_SIGNING_KEY) reads the others' links
 * and a token made for one purpose is worthless for another.
 */
export function signedTokens(signingKey: KeyObject, purpose: string): SignedTokens {
  const key = Buffer.from(
    hkdfSync('sha256', signingKey.export({ format: 'der', type: 'pkcs8' }), '', purpose, 32),
  );
  const mac = (subject: Buffer) => createHmac('sha256', key).update(subject).digest();
  return {
    sign(text) {
      const subject = Buffer.from(text, 'utf8');
      return `${subject.toString('base64url')}.${mac(subject).toString('base64url')}`;
    },
    read(token) {
      if (token.length > MAX_TOKEN) return undefined;
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0) return undefined;
      const subject = Buffer.from(payload, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(subject);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return subject.toString('utf8') || undefined;
    },
  };
}
