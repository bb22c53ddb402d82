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

/**
 * Loads one URL with autocannon from a separate process: 50 connections for `seconds`, each
 * request accepting compressed answers as every browser does.
 */
export async function load(url: string, seconds: number): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      '--json',
      '-c',
      '50',
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
