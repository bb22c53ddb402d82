import path from 'node:path';
import type { Logger } from 'pino';
import type { AppDeps } from './app';
import { outboxDir, type Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { getSiteSettings } from './db/site-settings';
import { notificationChannels } from './features/notifications/channels/channel-set';
import { optOutLinks } from './features/notifications/opt-out-links';
import { unsubscribeTokens } from './features/notifications/unsubscribe-token';
import { createOutboxMailer, createSmtpMailer } from './services/mail';
import { createRazorpayProvider, createTestProvider } from './services/payments';
import { createS3Storage } from './services/s3-storage';
import { loadSigningKey } from './services/signing-key';
import { createDiskStorage } from './services/storage';

/**
 * The database (migrated), storage (a folder or a bucket), mailer, message channels and signing
 * key the configuration asks for.
 */
export async function openServices(
  config: Config,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<Omit<AppDeps, 'webRoot' | 'logger'>> {
  const db = openDatabase({
    url: config.DATABASE_URL,
    file: path.join(config.DATA_DIR, 'site.db'),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(outboxDir(config), config.MAIL_FROM, log);
  const officeEmail = () => getSiteSettings(db).then((site) => site.email);
  const signingKey = await loadSigningKey(config, log);
  const optOut = optOutLinks(config.PUBLIC_URL, unsubscribeTokens(signingKey));
  return {
    config,
    db,
    signingKey,
    ...openStorage(config),
    payments:
      config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
        ? createRazorpayProvider({
            keyId: config.RAZORPAY_KEY_ID,
            keySecret: config.RAZORPAY_KEY_SECRET,
            apiUrl: config.RAZORPAY_API_URL,
          })
        : createTestProvider(),
    mailer,
    channels: notificationChannels(config, mailer, officeEmail, log, optOut),
  };
}

/** A bucket when one is configured, the uploads folder (served as it is) otherwise. */
export function openStorage(config: Config): Pick<AppDeps, 'storage' | 'mediaRoot'> {
  if (!config.S3_BUCKET) {
    const uploads = path.join(config.DATA_DIR, 'uploads');
    return { storage: createDiskStorage(uploads), mediaRoot: path.join(uploads, 'public') };
  }
  return {
    storage: createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
    }),
  };
}
