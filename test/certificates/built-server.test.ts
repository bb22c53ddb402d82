import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatingPdf, letterPdf, pageQrCodes } from '../helpers/pdf-reading';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { createTestSite, type TestSite } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../..');

describe('the PDF worker in the built server', () => {
  // The server bundled as `npm run build` bundles it, into a folder of this test's own.
  const outdir = path.join('dist', `server-test-${randomBytes(4).toString('hex')}`);
  let site: TestSite;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', outdir], {
      cwd: root,
    });
    site = await createTestSite({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Owner@2024' });
    server = await startServer(site.env, site.dataDir, path.join(outdir, 'main.js'));
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'Owner@2024' }),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await site?.dispose();
    await fs.rm(path.join(root, outdir), { recursive: true, force: true });
  });

  const upload = async (data: Buffer) => {
    const form = new FormData();
    form.set('name', 'Asha Kumari');
    form.set('DOB', '2004-05-17');
    form.set('course', 'Python');
    form.set('certificateImg', new Blob([new Uint8Array(data)]), 'certificate.pdf');
    return fetch(`${server.url}/api/v1/certificate/create`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: form,
    });
  };

  it('stamps an upload on its own thread, from dist/server/pdf-worker.js', async () => {
    await expect(fs.access(path.join(root, outdir, 'pdf-worker.js'))).resolves.toBeUndefined();
    const res = await upload(await letterPdf());
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as {
      data: { stamped: boolean; pdfUrl: string; verifyUrl: string };
    };
    expect(data.stamped).toBe(true);
    const pdf = Buffer.from(await (await fetch(`${server.url}${data.pdfUrl}`)).arrayBuffer());
    expect(await pageQrCodes(pdf)).toEqual([data.verifyUrl]);
  });

  it('refuses a PDF that unpacks past 16 MB', async () => {
    const res = await upload(await inflatingPdf(64 * 1024 * 1024));
    expect(res.status).toBe(413);
  });
});
