import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { makeUser } from '../helpers/factories';
import { adminSession } from '../helpers/catalogue';
import { letterPdf } from '../helpers/pdf-reading';
import { as, logIn, multipart } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** A certificate's fields as the admin's Upload Certificate form sends them. */
export const fields = {
  name: 'Asha  Kumari ',
  DOB: '2004-05-17',
  course: 'Full Stack Web Development',
};

export interface CertificateSite {
  site: TestSite;
  app: Awaited<ReturnType<typeof startApp>>;
  /** The admin's session cookie. */
  admin: string;
  /** A new student's session cookie. */
  studentCookie(): Promise<string>;
  /** POST /certificate/create as the admin; a real PDF unless `file` says otherwise. */
  create(
    overrides?: Record<string, string>,
    file?: { name: string; data: Buffer; type?: string } | null,
  ): ReturnType<typeof as>;
  /** The stored certificate files, sorted. */
  storedFiles(): Promise<string[]>;
  rowCount(): Promise<number>;
}

/** A fresh site with one logged-in admin, for one test file. */
export function certificateSite(env: Record<string, string> = {}): CertificateSite {
  const ctx = {
    async studentCookie() {
      const { user, password } = await makeUser(ctx.app.db);
      return logIn(ctx.app, user.email, password);
    },
    async create(overrides = {}, file = undefined) {
      const upload: Record<string, { name: string; data: Buffer; type?: string }> =
        file === null
          ? {}
          : {
              certificateImg: file ?? {
                name: 'certificate.pdf',
                data: await letterPdf(),
                type: 'application/pdf',
              },
            };
      return as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/api/v1/certificate/create',
        ...(await multipart({ ...fields, ...overrides }, upload)),
      });
    },
    async storedFiles() {
      const dir = path.join(ctx.site.dataDir, 'uploads', 'private', 'certificates');
      return (await fs.readdir(dir).catch(() => [])).sort();
    },
    async rowCount() {
      return (await ctx.app.db.selectFrom('certificates').select('id').execute()).length;
    },
  } as CertificateSite;

  beforeAll(async () => {
    ctx.site = await createTestSite(env);
    ctx.app = await startApp(ctx.site);
    ctx.admin = await adminSession(ctx.app);
  });

  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  return ctx;
}
