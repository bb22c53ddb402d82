import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestSite } from './test-app';

/** Quoted-printable undone, so a test can search the text as written. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );

/** Every mail written to the site's outbox so far (the site has no SMTP_URL in tests). */
export async function outboxMails(site: TestSite): Promise<string[]> {
  const dir = path.join(site.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).sort();
  return Promise.all(
    files.map(async (file) => decoded(await fs.readFile(path.join(dir, file), 'utf8'))),
  );
}

/** The first mail to `to` holding `text`, waiting up to five seconds for it to be written. */
export async function waitForMail(site: TestSite, to: string, text = ''): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = (await outboxMails(site)).find(
      (raw) => raw.includes(`To: ${to}`) && raw.includes(text),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}${text ? ` holding "${text}"` : ''}`);
}
