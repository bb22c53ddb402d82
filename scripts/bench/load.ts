import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { onCore } from './cores';

/** What every browser asks for: the answers are measured compressed, as they are sent. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  rps: number;
  requests: number;
  p99: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** As many requests as the server answers, from 50 connections: its throughput. */
export const SATURATION = { connections: 50 };
/**
 * Four requests always in flight, each sent again the moment it is answered (a thousand page views a
 * second and more here, far beyond the institute's busiest hour): the latency a visitor meets. At
 * saturation latency only says how long the queue is (connections / throughput), the bare server's
 * too; autocannon's fixed rate sends each second's quota in a burst and so measures the same queue.
 */
export const STEADY = { connections: 4 };

/** A request other than a plain GET: its method, headers (`name=value`) and body. */
export interface LoadRequest {
  method: string;
  headers: string[];
  body?: string;
}

/**
 * Loads one URL with autocannon from a separate process for `seconds`, each request accepting
 * compressed answers as every browser does.
 */
export async function load(
  url: string,
  seconds: number,
  { connections }: { connections: number },
  request?: LoadRequest,
): Promise<LoadResult> {
  const asked = request
    ? [
        '-m',
        request.method,
        ...request.headers.flatMap((header) => ['-H', header]),
        ...(request.body === undefined ? [] : ['-b', request.body]),
      ]
    : [];
  const [command, args] = onCore('load', process.execPath, [
    cli,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    `accept-encoding=${ACCEPT_ENCODING}`,
    ...asked,
    url,
  ]);
  const { stdout } = await promisify(execFile)(command, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
