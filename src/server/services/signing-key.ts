import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** Where a generated key is kept: in the data folder, never under the served uploads. */
export const signingKeyFile = (dataDir: string) => path.join(dataDir, 'credential-signing-key.pem');

const fromPem = (pem: string) => createPrivateKey({ key: pem, format: 'pem' });

/**
 * The Ed25519 key that signs credentials: CREDENTIAL_SIGNING_KEY when set (every server of a
 * group must use the same one), else the one kept in the data folder, made on the first start.
 * Two servers starting together on one data folder keep whichever key was written first.
 */
export async function loadSigningKey(
  config: Pick<Config, 'CREDENTIAL_SIGNING_KEY' | 'DATA_DIR'>,
  log: Pick<Logger, 'info'>,
): Promise<KeyObject> {
  if (config.CREDENTIAL_SIGNING_KEY) {
    return createPrivateKey({
      key: Buffer.from(config.CREDENTIAL_SIGNING_KEY, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
  }
  const file = signingKeyFile(config.DATA_DIR);
  const kept = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (kept) return fromPem(kept);
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  try {
    await fs.writeFile(file, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPem(await fs.readFile(file, 'utf8'));
  }
  log.info(
    { file },
    'generated the key that signs credentials; servers sharing this site need the same key (CREDENTIAL_SIGNING_KEY)',
  );
  return privateKey;
}
