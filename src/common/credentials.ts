/**
 * Signed credentials (decision 016): where the institute publishes its key and status lists,
 * and how a status list's bits are read. Shared by the server that writes them and the
 * verification page that checks them.
 */

export const JWKS_PATH = '/.well-known/jwks.json';
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

/** The revocation list of the certificates of one year of issue; a certificate's bit is its serial. */
export const statusListPath = (year: number | string) => `/credentials/status/${year}`;

/** The revocation list of the marksheets of one year of issue (decision 069). */
export const marksheetStatusListPath = (year: number | string) =>
  `/credentials/marksheet-status/${year}`;

/** W3C Bitstring Status List: at least 16 KB of bits, so one list hides who was revoked. */
export const STATUS_LIST_MIN_BITS = 131_072;

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** did:web of a site address: https://example.com:8443 is did:web:example.com%3A8443. */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const segments = url.pathname.split('/').filter(Boolean);
  return ['did:web', encodeURIComponent(url.host), ...segments].join(':');
}

/** The domain a did:web names (example.com, or localhost:3000). */
export const domainOfDid = (did: string) =>
  decodeURIComponent(did.replace(/^did:web:/, '').split(':')[0] ?? '');

/** Whether bit `index` is set; bit 0 is the most significant bit of the first byte. */
export function bitIsSet(bits: Uint8Array, index: number): boolean {
  const byte = bits[Math.floor(index / 8)] ?? 0;
  return ((byte >> (7 - (index % 8))) & 1) === 1;
}

/** What the verification page reads from a credential's payload. */
export interface CredentialClaims {
  iss: string;
  credentialStatus: {
    id: string;
    type: 'BitstringStatusListEntry';
    statusPurpose: 'revocation';
    statusListIndex: string;
    statusListCredential: string;
  };
}

/** What it reads from a status list credential's payload. */
export interface StatusListClaims {
  iss: string;
  credentialSubject: { statusPurpose: string; encodedList: string };
}
