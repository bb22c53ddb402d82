import { request } from 'node:http';
import { ACCEPT_ENCODING } from './load';

/** Headers node:http writes itself for each answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The site's answer to each path as a browser gets it (compressed as the load asks): its headers
 * and bytes, for the bare server to send the same.
 */
export async function recordAnswers(
  url: string,
  paths: string[],
): Promise<Record<string, { headers: Record<string, string | string[]>; body: string }>> {
  const answers: Record<string, { headers: Record<string, string | string[]>; body: string }> = {};
  for (const path of paths) {
    answers[path] = await new Promise((resolve, reject) => {
      request(url + path, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200)
            return reject(new Error(`${path}: ${response.statusCode}`));
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(
              (entry): entry is [string, string | string[]] =>
                entry[1] !== undefined && !OWN_HEADERS.has(entry[0]),
            ),
          );
          const body = Buffer.concat(chunks);
          resolve({
            headers: { ...headers, 'content-length': String(body.length) },
            body: body.toString('base64'),
          });
        });
      })
        .on('error', reject)
        .end();
    });
  }
  return answers;
}
