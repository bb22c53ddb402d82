import { createHmac, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

/** What a token names: the e-mail channel and one address. */
const SUBJECT = 'email:';

/** An address is at most 254 characters; its token, in base64url with the MAC, well under this. */
const MAX_TOKEN = 600;

export interface UnsubscribeTokens {
  /** The token that opts `address` out of e-mails: signed, without an expiry, no row kept. */
  sign(address: string): string;
  /** The address a token names, or undefined when it is not one this site signed. */
  read(token: string): string | undefined;
}

/**
 * Opt-out tokens signed with HMAC-SHA256 under a key derived (HKDF) from the site's signing key,
 * so every server that shares that key (CREDENTIAL_SIGNING_KEY) reads the others' links.
 */
export function unsubscribeTokens(signingKey: KeyObject): UnsubscribeTokens {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      signingKey.export({ format: 'der', type: 'pkcs8' }),
      '',
      'e-mail unsubscribe link',
      32,
    ),
  );
  const mac = (subject: Buffer) => createHmac('sha256', key).update(subject).digest();
  return {
    sign(address) {
      const subject = Buffer.from(SUBJECT + address, 'utf8');
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
      const text = subject.toString('utf8');
      return text.startsWith(SUBJECT) ? text.slice(SUBJECT.length) || undefined : undefined;
    },
  };
}
