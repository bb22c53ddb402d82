import { SignJWT, type JWTPayload } from 'jose';
import {
  OPEN_BADGES_CONTEXT,
  statusListPath,
  VC_CONTEXT,
  type CredentialClaims,
} from '#common/credentials';
import type { Certificate } from '#server/db/schema';
import type { CredentialIssuer } from './credential-issuer';
import { paths } from '#common/paths';

/** Signs a credential's payload as a JWT the JWKS and DID document verify. */
export const signJwt = (issuer: CredentialIssuer, payload: JWTPayload) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', kid: issuer.kid, typ: 'JWT' })
    .sign(issuer.privateKey);

/** The revocation entry of a certificate: its serial's bit in its year's list. */
function statusEntry(publicUrl: string, row: Certificate): CredentialClaims['credentialStatus'] {
  const list = publicUrl + statusListPath(row.issue_year);
  return {
    id: `${list}#${row.serial}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(row.serial),
    statusListCredential: list,
  };
}

/**
 * A certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0) in a JWT
 * signed with the institute's Ed25519 key: the credential is the payload, with `iss`, `jti` and
 * `nbf` beside it. The student is named, never their date of birth. The same certificate always
 * gives the same bytes (Ed25519 signatures are deterministic and no signing time is written).
 */
export function certificateCredential(
  issuer: CredentialIssuer,
  { publicUrl, institute }: { publicUrl: string; institute: string },
  row: Certificate,
): Promise<string> {
  const id = publicUrl + paths.certificateVerification.getHref(row.file_id);
  const validFrom = `${row.issued_on}T00:00:00+05:30`;
  const host = new URL(publicUrl).hostname;
  const description = `Completed the course ${row.course} at ${institute}.`;
  return signJwt(issuer, {
    '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate ${row.number}: ${row.course}`,
    description: `${institute} certificate ${row.number}. ${description}`,
    issuer: { id: issuer.did, type: ['Profile'], name: institute, url: publicUrl },
    validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityHash: row.name, identityType: 'name', hashed: false },
      ],
      achievement: {
        id: `tag:${host},2021:course:${encodeURIComponent(row.course)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.course,
        description,
        criteria: { narrative: description },
      },
    },
    credentialStatus: statusEntry(publicUrl, row),
    iss: issuer.did,
    jti: id,
    nbf: Math.floor(Date.parse(validFrom) / 1000),
  });
}
