import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPageUrl } from './page-url';

export interface Loopback {
  origin: string;
  /** Method and path of every request taken, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 answering with `answer`, and the page's address set to it so the
 * app's relative `/api/v1/...` calls reach it (happy-dom's own fetch sends them).
 */
export async function startLoopback(answer: http.RequestListener): Promise<Loopback> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setPageUrl(`${origin}/`);
  return {
    origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `body` as JSON with `status`. */
export function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The JSON body of a request. */
export async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}
