import type { FastifyInstance } from 'fastify';
import net from 'node:net';

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  json: { success: boolean; message?: string; errors?: Record<string, string> };
}

/**
 * Sends a request over a real connection whose headers announce `announced` bytes of body, but
 * only the first bytes (`body`); the rest never comes. Resolves with the server's answer once it
 * closes the connection, or undefined when it has not within `waitMs` (a server that waits for
 * the whole body never answers).
 */
export async function answerToPartOfBody(
  app: FastifyInstance,
  request: { method: string; url: string; headers: Record<string, string>; body: Buffer },
  announced: number,
  waitMs = 5_000,
): Promise<EarlyAnswer | undefined> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const head = [
    `${request.method} ${request.url} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    `content-length: ${announced}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  socket.write(request.body);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const answered = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  const text = Buffer.concat(received).toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (!answered || split < 0) return undefined;
  const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
    json: JSON.parse(text.slice(split + 4)) as EarlyAnswer['json'],
  };
}
