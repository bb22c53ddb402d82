import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: path.resolve('data'),
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.QUIET_HOURS).toEqual({ from: 21, until: 9 });
  });

  it('reads quiet hours as from-until in IST, or off', () => {
    expect(loadConfig({ QUIET_HOURS: '22-7' }).QUIET_HOURS).toEqual({ from: 22, until: 7 });
    expect(loadConfig({ QUIET_HOURS: '13-14' }).QUIET_HOURS).toEqual({ from: 13, until: 14 });
    expect(loadConfig({ QUIET_HOURS: 'off' }).QUIET_HOURS).toBeNull();
  });

  it('reads and converts values, treating blank ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://example.in/',
      SMTP_URL: '  ',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://example.in');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
    ['QUIET_HOURS', '21'],
    ['QUIET_HOURS', '9-9'],
    ['QUIET_HOURS', '21-24'],
    ['CREDENTIAL_SIGNING_KEY', 'not a key'],
    // A real key, but P-256 rather than Ed25519.
    [
      'CREDENTIAL_SIGNING_KEY',
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgevZzL1gdAFr88hb2OF/2NxApJCzGCEDdfSp6VQO30hyhRANCAAQRWz+jn65BtOMvdyHKcvjBeBSDZH2r1RTwjmYSi9R/zpBnuQ4EiMnCqfMPWiZqB4QdbAd0E7oH50VpuZ1P087G',
    ],
  ])('refuses a bad %s with a message naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });
});

describe('configuration of a proxy in front', () => {
  it('believes X-Forwarded-For only from the addresses named', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: true believes any address a client writes in X-Forwarded-For/],
    ['1', /TRUST_PROXY: a count of proxies believes an address written by any client/],
    ['10.0.0.0/33', /TRUST_PROXY: must be false or a comma-separated list/],
  ])('refuses %s and says what to set', (value, why) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(why);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /set the addresses your proxies connect from \(e\.g\. 10\.0\.0\.0\/8/,
    );
  });
});

describe('configuration of object storage', () => {
  it('needs both keys or neither', () => {
    expect(() => loadConfig({ S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
  });

  it('refuses settings for a bucket that is not named, rather than keep files on disk unnoticed', () => {
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(
      /S3_PUBLIC_URL: set S3_BUCKET too/,
    );
  });

  it('reads a bucket with its defaults', () => {
    const config = loadConfig({ S3_BUCKET: 'site-files', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({
      S3_BUCKET: 'site-files',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });
});

const without = (env: Record<string, string>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));

describe('configuration for production', () => {
  const live = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://vidya.example.in',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
  };

  it('starts with a public address and Razorpay keys', () => {
    expect(loadConfig(live)).toMatchObject({ PUBLIC_URL: 'https://vidya.example.in' });
  });

  it('refuses to start without Razorpay keys unless test payments are switched on', () => {
    const keyless = without(live, 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET');
    expect(() => loadConfig(keyless)).toThrow(ConfigError);
    expect(() => loadConfig(keyless)).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required/);
    expect(loadConfig({ ...keyless, PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
  });

  it('refuses to start without PUBLIC_URL', () => {
    const nameless = without(live, 'PUBLIC_URL');
    expect(() => loadConfig(nameless)).toThrow(/PUBLIC_URL: required in production/);
  });

  it('keeps development free of both requirements', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS_TEST_MODE).toBe(false);
  });
});
