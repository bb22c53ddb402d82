import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { seedDemoContent } from './db/seed/demo';
import { createUser, findUserByEmail } from './db/users';
import { adminExists, makeAdmin } from './features/users/repo';
import { addMissingWidths } from './services/images';
import { hashPassword } from './services/passwords';
import type { Storage } from './services/storage';

/** A password that meets the register rule: 8+ characters, an uppercase letter and a digit. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}A7`;
}

/**
 * On a site with no admin, makes one from ADMIN_EMAIL / ADMIN_PASSWORD; a generated password is
 * printed once to the console (never to the structured log).
 */
async function ensureFirstAdmin(db: Db, config: Config, log: Pick<Logger, 'info'>) {
  if (await adminExists(db)) return;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, config.ADMIN_EMAIL);
  if (existing) await makeAdmin(db, existing.id, passwordHash);
  else {
    await createUser(db, {
      userName: 'Administrator',
      email: config.ADMIN_EMAIL,
      mobileNo: null,
      passwordHash,
      role: 'admin',
    });
  }
  log.info({ email: config.ADMIN_EMAIL }, 'first admin created');
  if (!config.ADMIN_PASSWORD) {
    process.stdout.write(
      `\n  First admin: ${config.ADMIN_EMAIL}\n  Password:    ${password}\n  (shown once; change it after logging in)\n\n`,
    );
  }
}

export async function firstStart(
  db: Db,
  storage: Storage,
  config: Config,
  log: Pick<Logger, 'info'>,
): Promise<void> {
  await ensureFirstAdmin(db, config, log);
  if (config.SEED_DEMO && (await seedDemoContent(db, storage))) log.info('demo content added');
  const widths = await addMissingWidths(storage);
  if (widths.length > 0) log.info({ files: widths.length }, 'pictures given their missing widths');
}
