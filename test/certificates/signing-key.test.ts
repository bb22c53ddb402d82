import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { signingKeyFile } from '#server/services/signing-key';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.dispose()));
});

/** The `x` of the key a site publishes, from a fresh start of it. */
async function publishedX(site: TestSite): Promise<string> {
  const app = await startApp(site);
  try {
    return (await app.inject({ url: '/.well-known/jwks.json' })).json().keys[0].x;
  } finally {
    await app.close();
  }
}

async function site(env: Record<string, string> = {}) {
  const created = await createTestSite(env);
  sites.push(created);
  return created;
}

describe('the key that signs credentials', () => {
  it('is made on the first start, kept in the data folder and used again after a restart', async () => {
    const one = await site();
    const first = await publishedX(one);
    const kept = await fs.readFile(signingKeyFile(one.dataDir), 'utf8');
    expect(kept).toContain('BEGIN PRIVATE KEY');
    expect(await publishedX(one)).toBe(first);
    expect(await publishedX(await site())).not.toBe(first);
  });

  it('comes from CREDENTIAL_SIGNING_KEY when set, which wins over a kept one', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const configured = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const expected = createPublicKey(privateKey).export({ format: 'jwk' }).x;
    const configuredSite = await site({ CREDENTIAL_SIGNING_KEY: configured });
    await fs.writeFile(
      signingKeyFile(configuredSite.dataDir),
      generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }),
    );
    expect(await publishedX(configuredSite)).toBe(expected);
    // Two servers configured with the same key publish the same key.
    expect(await publishedX(await site({ CREDENTIAL_SIGNING_KEY: configured }))).toBe(expected);
  });
});
