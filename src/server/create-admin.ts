import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { openServices } from './runtime';
import { makeAdminAccount, unverifiedAdminMessage } from './features/users/admin-accounts';
import { hashPassword } from './services/passwords';

const usage = 'Usage: npm run create-admin -- --email E --password P [--name N] [--mobile M]';

const argsSchema = z.object({
  email: z.email('Email is required'),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
  name: z.string().trim().min(1).default('Administrator'),
  mobile: z
    .string()
    .regex(/^\d{10}$/, 'Enter a valid 10-digit Mobile Number')
    .optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      mobile: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(
      `${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('\n')}\n${usage}\n`,
    );
    return 2;
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const { db } = await openServices(config, { info: () => undefined, warn: () => undefined });
  try {
    const { email, password, name, mobile } = parsed.data;
    const made = await makeAdminAccount(db, {
      email,
      passwordHash: await hashPassword(password),
      userName: name,
      mobileNo: mobile ?? null,
    });
    if (made === 'unverified') {
      process.stderr.write(`${unverifiedAdminMessage(email)}\n`);
      return 1;
    }
    process.stdout.write(
      made === 'created'
        ? `Admin ${email} created.\n`
        : `${email} is now an admin; the password was updated and every session of the account ended.\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
