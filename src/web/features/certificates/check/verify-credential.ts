import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  bitIsSet,
  domainOfDid,
  JWKS_PATH,
  type CredentialClaims,
  type StatusListClaims,
} from '#common/credentials';

export interface CredentialCheck {
  /** The domain whose published key signed the credential. */
  issuerDomain: string;
  /** What the institute's status list says of it. */
  revoked: boolean;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The bits of a Bitstring Status List (multibase base64url of gzip). */
async function listBits(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('unknown status list encoding');
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  const gzipped = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const stream = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Checks a certificate's credential as any verifier would: its signature against the key the
 * site publishes, its issuer against the site's did:web, then the status list it points to
 * (signed the same way). Loaded only by the verification page: it brings `jose`.
 */
export async function verifyCredential(
  credentialUrl: string,
  issuer: string,
): Promise<CredentialCheck> {
  const [jwt, jwks] = await Promise.all([
    fetchText(credentialUrl),
    fetchText(JWKS_PATH).then((text) => JSON.parse(text) as JSONWebKeySet),
  ]);
  const keys = createLocalJWKSet(jwks);
  const options = { issuer, algorithms: ['EdDSA'] };
  const { payload } = await jwtVerify<CredentialClaims>(jwt, keys, options);
  const status = payload.credentialStatus;
  const listJwt = await fetchText(new URL(status.statusListCredential).pathname);
  const list = await jwtVerify<StatusListClaims>(listJwt, keys, options);
  const bits = await listBits(list.payload.credentialSubject.encodedList);
  return {
    issuerDomain: domainOfDid(payload.iss),
    revoked: bitIsSet(bits, Number(status.statusListIndex)),
  };
}
