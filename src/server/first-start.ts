import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { paths } from '#common/paths';
import { seedDemoContent } from './db/seed/demo';
import { makeAdminAccount } from './features/users/admin-accounts';
import { firstAdminNotice } from './first-admin-notice';
import { adminExists } from './features/users/repo';
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
async function ensureFirstAdmin(db: Db, config: Config, log: Pick<Logger, 'info' | 'warn'>) {
  if (await adminExists(db)) return;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const made = await makeAdminAccount(db, {
    email: config.ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    userName: 'Administrator',
    mobileNo: null,
  });
  if (made === 'unverified') {
    log.warn(
      { email: config.ADMIN_EMAIL },
      'no admin made: ADMIN_EMAIL names an account whose e-mail address was never verified (decision 034). Have its owner verify it from their profile page and start again, set ADMIN_EMAIL to another address, or run npm run create-admin with another address',
    );
    return;
  }
  log.info({ email: config.ADMIN_EMAIL }, 'first admin created');
  if (!config.ADMIN_PASSWORD) {
    const loginUrl = `${config.PUBLIC_URL}${paths.login.getHref()}`;
    process.stdout.write(firstAdminNotice(config.ADMIN_EMAIL, password, loginUrl));
  }
}

export async function firstStart(
  db: Db,
  storage: Storage,
  config: Config,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  await ensureFirstAdmin(db, config, log);
  if (config.SEED_DEMO && (await seedDemoContent(db, storage))) log.info('demo content added');
  const widths = await addMissingWidths(storage);
  if (widths.length > 0) log.info({ files: widths.length }, 'pictures given their missing widths');
}
