import { gzipSync } from 'node:zlib';
import { STATUS_LIST_MIN_BITS, statusListPath, VC_CONTEXT } from '#common/credentials';
import type { CredentialIssuer } from './credential-issuer';
import { signJwt } from './credential';

/**
 * The bits of a year's revocation list: a serial's bit is set unless a valid certificate has it,
 * so a revoked certificate, a deleted one and a serial never used all read as revoked.
 */
export function revocationBits({ last, valid }: { last: number; valid: number[] }): Uint8Array {
  const size = Math.max(STATUS_LIST_MIN_BITS, Math.ceil((last + 1) / 8) * 8);
  const bits = new Uint8Array(size / 8);
  const validSerials = new Set(valid);
  for (let serial = 1; serial <= last; serial++) {
    if (validSerials.has(serial)) continue;
    bits[serial >> 3] = (bits[serial >> 3] ?? 0) | (0x80 >> (serial & 7));
  }
  return bits;
}

/** Multibase base64url (`u`) of the gzipped bits, as W3C Bitstring Status List encodes them. */
export const encodeList = (bits: Uint8Array) => `u${gzipSync(bits).toString('base64url')}`;

/**
 * A BitstringStatusListCredential for a year's certificates (or, at `listPath`, marksheets),
 * signed like the credentials.
 */
export function statusListCredential(
  issuer: CredentialIssuer,
  publicUrl: string,
  year: number,
  bits: Uint8Array,
  listPath = statusListPath(year),
): Promise<string> {
  const id = publicUrl + listPath;
  const now = new Date();
  return signJwt(issuer, {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.did,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeList(bits),
    },
    iss: issuer.did,
    jti: id,
    iat: Math.floor(now.getTime() / 1000),
  });
}
