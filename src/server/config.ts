import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const count = z.coerce.number().int().min(1);

/** An Ed25519 private key as base64 PKCS#8 DER (one line, as `openssl genpkey` writes it). */
const isEd25519Key = (text: string) => {
  try {
    const key = createPrivateKey({
      key: Buffer.from(text, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
};

/** Messages a second a channel may be sent by one server. */
const rate = z.coerce.number().positive().max(1000);

/** Hours in IST as `from-until` (21-9: nine at night to nine in the morning), or `off`. */
const quietHours = z
  .string()
  .regex(
    /^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/,
    'must be two hours of the day as from-until (21-9), or off',
  )
  .refine(
    (text) => text === 'off' || new Set(text.split('-')).size === 2,
    'must be two different hours',
  )
  .transform((text) => {
    if (text === 'off') return null;
    const [from, until] = text.split('-').map(Number) as [number, number];
    return { from, until };
  });

/** proxy-addr's names for the private ranges, besides addresses and CIDR ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For to believe: nobody's, or the proxies at these addresses. `true` would
 * believe any address a client writes there, and a count of proxies any written by a client that
 * reaches the server directly (Fastify trusts nobody for a count), so both are refused.
 */
const trustedProxies = z.string().transform((value, ctx): false | string[] => {
  if (value === 'false' || value === '0') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  const why =
    value === 'true'
      ? 'true believes any address a client writes in X-Forwarded-For, so anyone could get past every per-address limit'
      : /^\d+$/.test(value)
        ? 'a count of proxies believes an address written by any client that reaches the server directly'
        : 'must be false or a comma-separated list of addresses and CIDR ranges';
  ctx.addIssue({
    code: 'custom',
    message: `${why}; set the addresses your proxies connect from (e.g. 10.0.0.0/8 for load balancers in a private network, 127.0.0.1 for a proxy on the same machine), or false without a proxy`,
  });
  return z.NEVER;
});

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustedProxies.default(false),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.email().default('admin@institute.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vidya Computer Institute <no-reply@institute.local>'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(7),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 of a-z, 0-9, . and -)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  RATE_LIMIT_WINDOW_MINUTES: count.default(15),
  // Per-address limits leave room for a computer lab: forty students behind one address.
  LOGIN_LIMIT_PER_IP: count.default(300),
  LOGIN_LIMIT_PER_ACCOUNT_AND_IP: count.default(10),
  LOGIN_LIMIT_PER_ACCOUNT: count.default(100),
  REGISTER_LIMIT_PER_IP: count.default(100),
  // Sign-in codes: the per-number limits (decision 061) do the work; an address may be a lab's.
  PHONE_CODE_LIMIT_PER_IP: count.default(150),
  FORGOT_PASSWORD_LIMIT_PER_IP: count.default(100),
  FORGOT_PASSWORD_LIMIT_PER_ACCOUNT: count.default(3),
  CONTACT_LIMIT_PER_IP: count.default(60),
  DEMO_BOOKING_LIMIT_PER_IP: count.default(30),
  REGISTRATION_FORM_LIMIT_PER_IP: count.default(60),
  UPLOAD_LIMIT_PER_USER: count.default(30),
  REVIEW_LIMIT_PER_USER: count.default(5),
  VERIFY_EMAIL_LIMIT_PER_USER: count.default(5),
  // A class checks its certificates together; one address guesses at one name only so often.
  CERTIFICATE_CHECK_LIMIT_PER_IP: count.default(200),
  CERTIFICATE_CHECK_LIMIT_PER_NAME: count.default(10),
  // A number alone shows its holder's name: an employer checks a few, nobody needs many.
  CERTIFICATE_NUMBER_LIMIT_PER_IP: count.default(20),
  // Coupon codes tried in quotes and checkouts: a lab applying one code, a student's typos.
  COUPON_LIMIT_PER_IP: count.default(200),
  COUPON_LIMIT_PER_USER: count.default(20),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  PAYMENTS_TEST_MODE: bool.default(false),
  // WhatsApp Business Cloud API (Meta): the Graph API with its version, the business number's id,
  // a system user's token, the app secret that signs webhooks and the webhook's verify token.
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_RATE: rate.default(20),
  // MSG91: its API, the account's authkey, the DLT-registered sender id (header) and the secret
  // token its callbacks carry in their address.
  SMS_API_URL: z.url().default('https://control.msg91.com/api/v5'),
  SMS_AUTH_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be the six letters of the DLT-registered header')
    .optional(),
  SMS_WEBHOOK_TOKEN: z
    .string()
    .min(16, 'at least 16 characters; it guards the callbacks')
    .optional(),
  SMS_RATE: rate.default(10),
  EMAIL_RATE: rate.default(5),
  // Reminders and marketing wait out these hours, in IST (TRAI's window for promotional messages).
  QUIET_HOURS: quietHours.prefault('21-9'),
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .refine(isEd25519Key, 'must be an Ed25519 private key, base64 PKCS#8 DER (see .env.example)')
    .optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** The folder where mail and, without providers, WhatsApp and SMS messages are written. */
export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

/** Settings that are fine on a laptop but would hurt a live site. */
function refuseUnsafeProduction(config: z.infer<typeof schema>): void {
  const problems: string[] = [];
  if (!config.PUBLIC_URL) {
    problems.push(
      '  PUBLIC_URL: required in production (links in e-mails and Google sign-in use it)',
    );
  }
  if (!config.RAZORPAY_KEY_ID && !config.PAYMENTS_TEST_MODE) {
    problems.push(
      '  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required in production; without them every purchase ' +
        'is simulated and free. Set PAYMENTS_TEST_MODE=true to run with test payments on purpose.',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration for production:\n${problems.join('\n')}`);
  }
}

/** Reads the environment; every bad value is reported by name and start-up stops. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (Boolean(config.RAZORPAY_KEY_ID) !== Boolean(config.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither',
    );
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const;
  const withoutBucket = s3Settings.filter((key) => config[key] && !config.S3_BUCKET);
  if (withoutBucket.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${withoutBucket.join(', ')}: set S3_BUCKET too, or files stay on disk`,
    );
  }
  if (config.NODE_ENV === 'production') refuseUnsafeProduction(config);
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return { ...config, PUBLIC_URL: publicUrl.replace(/\/$/, '') };
}
