import { createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { didWebOf } from '#common/credentials';

export interface CredentialIssuer {
  /** did:web of PUBLIC_URL: the issuer of every credential. */
  did: string;
  /** The key's id in the JWT header, the JWK Set and the DID document: `<did>#<thumbprint>`. */
  kid: string;
  privateKey: KeyObject;
  /** The public half, as published at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** The did:web document, as published at /.well-known/did.json. */
  didDocument: Record<string, unknown>;
}

/** The institute as an issuer: its DID from PUBLIC_URL, and its key's public half. */
export async function credentialIssuer(
  publicUrl: string,
  privateKey: KeyObject,
): Promise<CredentialIssuer> {
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicJwk = { kty, crv, x } as JWK;
  const did = didWebOf(publicUrl);
  const kid = `${did}#${await calculateJwkThumbprint(publicJwk)}`;
  return {
    did,
    kid,
    privateKey,
    jwks: { keys: [{ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }] },
    didDocument: {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
      id: did,
      verificationMethod: [
        { id: kid, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk },
      ],
      assertionMethod: [kid],
      authentication: [kid],
    },
  };
}
