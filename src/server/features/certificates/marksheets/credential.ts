import { marksheetStatusListPath, OPEN_BADGES_CONTEXT, VC_CONTEXT } from '#common/credentials';
import { marksheetPagePath } from '#common/schemas/marksheets';
import type { Marksheet } from '#server/db/schema';
import { signJwt } from '../credential';
import type { CredentialIssuer } from '../credential-issuer';
import { contentOf } from './mapper';

/**
 * A marksheet as an Open Badges 3.0 credential, signed as the certificates' are (decision 016):
 * the course as an `Assessment` achievement, the grade and total as its results, its status
 * the serial's bit in the year's marksheet status list.
 */
export function marksheetCredential(
  issuer: CredentialIssuer,
  publicUrl: string,
  row: Marksheet,
): Promise<string> {
  const c = contentOf(row);
  const id = publicUrl + marksheetPagePath(row.file_id);
  const list = publicUrl + marksheetStatusListPath(row.issue_year);
  const validFrom = `${row.issued_on}T00:00:00+05:30`;
  const host = new URL(publicUrl).hostname;
  const achievementId = `tag:${host},2021:course:${encodeURIComponent(c.course)}:marksheet`;
  return signJwt(issuer, {
    '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Marksheet ${row.number}: ${c.course}`,
    issuer: { id: issuer.did, type: ['Profile'], name: c.institute, url: publicUrl },
    validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityHash: c.student, identityType: 'name', hashed: false },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Assessment',
        name: c.course,
        description: `The tests of ${c.course} at ${c.institute}.`,
        criteria: { narrative: `The released results of the tests of ${c.course}.` },
        resultDescription: [
          {
            id: `${achievementId}:grade`,
            type: ['ResultDescription'],
            name: 'Grade',
            resultType: 'LetterGrade',
          },
          {
            id: `${achievementId}:total`,
            type: ['ResultDescription'],
            name: 'Total marks',
            resultType: 'RawScore',
          },
        ],
      },
      result: [
        { type: ['Result'], resultDescription: `${achievementId}:grade`, value: c.grade ?? '' },
        {
          type: ['Result'],
          resultDescription: `${achievementId}:total`,
          value: `${c.total}/${c.maxTotal}`,
        },
      ],
    },
    credentialStatus: {
      id: `${list}#${row.serial}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(row.serial),
      statusListCredential: list,
    },
    iss: issuer.did,
    jti: id,
    nbf: Math.floor(Date.parse(validFrom) / 1000),
  });
}
