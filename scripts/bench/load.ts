import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

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
 * A steady 1000 requests a second from 10 connections, many times the institute's busiest hour (a
 * lab of forty students opening pages together): the latency a visitor meets. Under saturation
 * latency only says how long the queue is (connections / throughput), the bare server's included.
 */
export const STEADY = { connections: 10, rate: 1000 };

/**
 * Loads one URL with autocannon from a separate process for `seconds`, each request accepting
 * compressed answers as every browser does.
 */
export async function load(
  url: string,
  seconds: number,
  { connections, rate }: { connections: number; rate?: number },
): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      '--json',
      '-c',
      String(connections),
      ...(rate ? ['-R', String(rate)] : []),
      '-d',
      String(seconds),
      '-H',
      `accept-encoding=${ACCEPT_ENCODING}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
