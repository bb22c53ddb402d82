import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { bitIsSet, type CredentialClaims, type StatusListClaims } from '#common/credentials';
import { letterPdf } from '../helpers/pdf-reading';
import { as, multipart } from '../helpers/requests';
import { certificateSite, fields } from './certificate-site';

const PUBLIC_URL = 'https://certificates.vidya.example.in';
const DID = 'did:web:certificates.vidya.example.in';

describe('certificates: signed credentials', () => {
  const ctx = certificateSite({ PUBLIC_URL });
  const get = (url: string, headers: Record<string, string> = {}) =>
    as(ctx.app, undefined, { method: 'GET', url, headers });
  const admin = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    as(ctx.app, ctx.admin, { method, url: `/api/v1/certificate${url}`, payload });

  /** The published key, fetched as a verifier would, as jose's key set. */
  const publishedKeys = async () =>
    createLocalJWKSet((await get('/.well-known/jwks.json')).json() as JSONWebKeySet);

  const credentialOf = async (fileId: string) => {
    const res = await get(`/api/v1/certificate/verify/${fileId}/credential`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  /** Whether the status list a credential points to says it is revoked (verified with jose). */
  async function revoked(jwt: string): Promise<boolean> {
    const { credentialStatus } = decodeJwt(jwt) as unknown as CredentialClaims;
    const url = new URL(credentialStatus.statusListCredential);
    expect(url.origin).toBe(PUBLIC_URL);
    const res = await get(url.pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vc+jwt');
    const { payload } = await jwtVerify(res.body, await publishedKeys(), { issuer: DID });
    const list = (payload as unknown as StatusListClaims).credentialSubject;
    expect(list.statusPurpose).toBe('revocation');
    const bits = gunzipSync(Buffer.from(list.encodedList.slice(1), 'base64url'));
    expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
    return bitIsSet(bits, Number(credentialStatus.statusListIndex));
  }

  it('publishes the public key as a JWK Set and a did:web document, and never the private key', async () => {
    const jwks = await get('/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const [key] = jwks.json().keys;
    expect(key).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.stringMatching(/^[\w-]{43}$/),
      kid: expect.stringMatching(new RegExp(`^${DID}#[\\w-]{43}$`)),
      alg: 'EdDSA',
      use: 'sig',
    });
    const did = await get('/.well-known/did.json');
    expect(did.statusCode).toBe(200);
    expect(did.json()).toMatchObject({
      id: DID,
      verificationMethod: [
        { id: key.kid, controller: DID, publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: key.x } },
      ],
      assertionMethod: [key.kid],
    });
    for (const body of [jwks.body, did.body]) expect(body).not.toMatch(/"d"\s*:/);
    const keyFile = path.join(ctx.site.dataDir, 'credential-signing-key.pem');
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
    for (const url of ['/credential-signing-key.pem', '/media/../credential-signing-key.pem']) {
      expect((await get(url)).body).not.toContain('PRIVATE KEY');
    }
  });

  it('gives each certificate an Open Badges 3.0 credential that verifies with the published key', async () => {
    const issued = (await ctx.create({ name: 'Signed Student' })).json().data;
    const res = await get(`/api/v1/certificate/verify/${issued.fileId}/credential`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${issued.number}.jwt"`);
    const { payload, protectedHeader } = await jwtVerify(res.body, await publishedKeys(), {
      issuer: DID,
      algorithms: ['EdDSA'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `${PUBLIC_URL}/verify/${issued.fileId}`,
      jti: `${PUBLIC_URL}/verify/${issued.fileId}`,
      name: `Certificate ${issued.number}: ${fields.course}`,
      issuer: { id: DID, type: ['Profile'], url: PUBLIC_URL, name: expect.any(String) },
      validFrom: `${issued.issueDate}T00:00:00+05:30`,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ identityType: 'name', identityHash: 'SIGNED STUDENT', hashed: false }],
        achievement: { type: ['Achievement'], name: fields.course },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: `${PUBLIC_URL}/credentials/status/${issued.issueDate.slice(0, 4)}`,
        statusListIndex: String(Number(issued.number.slice(-6))),
      },
    });
    expect(await revoked(res.body)).toBe(false);
    // The same certificate always gives the same credential.
    expect(await credentialOf(issued.fileId)).toBe(res.body);
  });

  it('refuses a credential with one byte changed, in the claims or in the signature', async () => {
    const jwt = await credentialOf((await ctx.create({ name: 'Byte Flip' })).json().data.fileId);
    const keys = await publishedKeys();
    await expect(jwtVerify(jwt, keys)).resolves.toBeTruthy();
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const claims = Buffer.from(payload, 'base64url');
    claims[claims.indexOf('BYTE FLIP')] = 'C'.charCodeAt(0);
    const forged = [header, claims.toString('base64url'), signature].join('.');
    await expect(jwtVerify(forged, keys)).rejects.toThrow('signature verification failed');
    const sig = Buffer.from(signature, 'base64url');
    sig[10] = (sig[10] ?? 0) ^ 1;
    const badSignature = [header, payload, sig.toString('base64url')].join('.');
    await expect(jwtVerify(badSignature, keys)).rejects.toThrow('signature verification failed');
  });

  it('shows a revocation, a restore and a delete through the status list at once', async () => {
    const issued = (await ctx.create({ name: 'Status Student' })).json().data;
    const other = (await ctx.create({ name: 'Other Student' })).json().data;
    const jwt = await credentialOf(issued.fileId);
    const otherJwt = await credentialOf(other.fileId);
    const listUrl = new URL(
      (decodeJwt(jwt) as unknown as CredentialClaims).credentialStatus.statusListCredential,
    ).pathname;
    // The list is a cached public response: asked twice, the second comes from the cache.
    const first = await get(listUrl);
    const again = await get(listUrl, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(await revoked(jwt)).toBe(false);

    await admin('PATCH', `/revoke/${issued._id}`, { reason: 'Issued in error' });
    expect([await revoked(jwt), await revoked(otherJwt)]).toEqual([true, false]);
    await admin('PATCH', `/restore/${issued._id}`);
    expect(await revoked(jwt)).toBe(false);
    await admin('DELETE', `/${issued._id}`);
    expect([await revoked(jwt), await revoked(otherJwt)]).toEqual([true, false]);
    // The credential of a deleted certificate still verifies as signed; only its status says no.
    await expect(jwtVerify(jwt, await publishedKeys())).resolves.toBeTruthy();
  });

  it('answers 404 for the status list of a year with no certificates', async () => {
    expect((await get('/credentials/status/1999')).statusCode).toBe(404);
    expect((await get('/credentials/status/abc')).statusCode).toBe(400);
  });
});

describe('certificates: the fingerprint of the issued PDF', () => {
  const ctx = certificateSite();
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

  it('is the SHA-256 of the stamped PDF as served and stored, and not of an edited copy', async () => {
    const issued = (await ctx.create({ name: 'Finger Print' })).json().data;
    const page = (
      await as(ctx.app, undefined, {
        method: 'GET',
        url: `/api/v1/certificate/verify/${issued.fileId}`,
      })
    ).json().data;
    const served = (await as(ctx.app, undefined, { method: 'GET', url: page.downloadUrl }))
      .rawPayload;
    const row = await ctx.app.db
      .selectFrom('certificates')
      .select(['storage_key', 'original_key'])
      .where('id', '=', issued._id)
      .executeTakeFirstOrThrow();
    const uploads = path.join(ctx.site.dataDir, 'uploads');
    const stored = await fs.readFile(path.join(uploads, row.storage_key));
    const original = await fs.readFile(path.join(uploads, row.original_key));
    expect(page.pdfSha256).toBe(sha256(served));
    expect(page.pdfSha256).toBe(sha256(stored));
    expect(page.pdfSha256).not.toBe(sha256(original));
    const edited = Buffer.from(served);
    edited[edited.length - 10] = (edited[edited.length - 10] ?? 0) ^ 1;
    expect(page.pdfSha256).not.toBe(sha256(edited));
  });

  it('is worked out for a certificate issued before fingerprints were kept', async () => {
    const issued = (await ctx.create({ name: 'Old Timer' })).json().data;
    await ctx.app.db
      .updateTable('certificates')
      .set({ pdf_sha256: null })
      .where('id', '=', issued._id)
      .execute();
    const page = (
      await as(ctx.app, undefined, {
        method: 'GET',
        url: `/api/v1/certificate/verify/${issued.fileId}`,
      })
    ).json().data;
    expect(page.pdfSha256).toBe(issued.pdfSha256);
    const row = await ctx.app.db
      .selectFrom('certificates')
      .select('pdf_sha256')
      .where('id', '=', issued._id)
      .executeTakeFirstOrThrow();
    expect(row.pdf_sha256).toBe(issued.pdfSha256);
  });

  it('of the replaced PDF is kept in the history when Update Certificate replaces it', async () => {
    const issued = (await ctx.create({ name: 'Replaced File' })).json().data;
    const res = await as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: `/api/v1/certificate/updateImg/${issued._id}`,
      ...(await multipart(
        {},
        {
          certificateImg: {
            name: 'new.pdf',
            data: await letterPdf('Corrected'),
            type: 'application/pdf',
          },
        },
      )),
    });
    expect(res.statusCode).toBe(200);
    const now = res.json().data.certificate.pdfSha256;
    expect(now).not.toBe(issued.pdfSha256);
    const detail = (
      await as(ctx.app, ctx.admin, {
        method: 'GET',
        url: `/api/v1/certificate/single-certificate/${issued._id}`,
      })
    ).json().data;
    expect(detail.history.at(-1)).toMatchObject({
      action: 'file_replaced',
      detail: `Replaced the PDF. Old SHA-256: ${issued.pdfSha256}. New SHA-256: ${now}.`,
    });
  });
});
