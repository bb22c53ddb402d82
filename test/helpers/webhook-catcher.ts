import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CaughtRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** A loopback server that keeps every request it gets, raw, and answers 200. */
export async function startWebhookCatcher() {
  const caught: CaughtRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      caught.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        raw: Buffer.concat(chunks),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    caught,
    last: () => caught.at(-1)!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
