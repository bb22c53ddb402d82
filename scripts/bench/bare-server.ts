/**
 * The yardstick: `node:http` answering each path with the very headers and bytes the site sent
 * for it (recorded by the bench in the file BARE_ANSWERS), as fast as this machine answers at all
 * with the same limits on slow clients as the site's server (their timers cost each request some
 * 8 microseconds of CPU, which the site would otherwise be measured for).
 */
import { readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { limitedHttpServer } from '#server/http-server';

interface Recorded {
  headers: OutgoingHttpHeaders;
  body: string;
}

const recorded = JSON.parse(readFileSync(String(process.env.BARE_ANSWERS), 'utf8')) as Record<
  string,
  Recorded
>;
const answers = new Map(
  Object.entries(recorded).map(([path, { headers, body }]) => [
    path,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);

limitedHttpServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, answer.headers).end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
