import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestSite } from './test-app';

/** A part nodemailer wrote in base64 (mostly Hindi text, or a PDF): its headers, then its data. */
const BASE64_PART =
  /((?:^[^\r\n]+\r?\n)*?^Content-Transfer-Encoding: base64\r?\n(?:^[^\r\n]+\r?\n)*?\r?\n)([A-Za-z0-9+/=\r\n]+)/gm;

/** A run of MIME encoded-words (a Hindi subject), base64 or Q, folded over lines or not. */
const ENCODED_WORDS = /=\?UTF-8\?[BQ]\?[^?\s]*\?=(?:\s+=\?UTF-8\?[BQ]\?[^?\s]*\?=)*/gi;

/** A Q-encoded word's bytes: `_` a space, `=E0` a byte. */
const qBytes = (data: string) =>
  Buffer.from(
    data
      .replace(/_/g, ' ')
      .split(/(=[0-9A-F]{2})/i)
      .flatMap((piece) =>
        /^=[0-9A-F]{2}$/i.test(piece)
          ? [parseInt(piece.slice(1), 16)]
          : [...piece].map((c) => c.charCodeAt(0)),
      ),
  );

const wordsText = (run: string) =>
  Buffer.concat(
    [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?\s]*)\?=/gi)].map(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qBytes(data),
    ),
  ).toString('utf8');

/**
 * Base64 text, encoded-words and quoted-printable undone, so a test can search the text as written.
 */
const decoded = (raw: string) =>
  raw
    .replace(BASE64_PART, (part, headers: string, data: string) =>
      headers.includes('Content-Type: text/plain')
        ? headers + Buffer.from(data.replace(/\s/g, ''), 'base64').toString('utf8')
        : part,
    )
    .replace(ENCODED_WORDS, wordsText)
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
