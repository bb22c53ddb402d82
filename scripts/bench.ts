/**
 * `npm run bench`: requests per second of the public list endpoints against a bare Fastify JSON
 * route measured in the same run, and the query plans behind them. Loopback only, bounded in time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { firstStart } from '../src/server/first-start';
import { openServices } from '../src/server/runtime';
import { benchCertificateImport } from './bench-certificate-import';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 32;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Sends requests from CONCURRENCY loops for SECONDS; returns requests per second and errors. */
async function load(url: string) {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      http
        .get(url, { agent }, (res) => {
          if (res.statusCode !== 200) errors++;
          res.resume().on('end', () => resolve());
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await once();
        done++;
      }
    }),
  );
  return { rps: Math.round(done / SECONDS), errors };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'Bench@12345',
});
const services = await openServices(config, { info: () => undefined, warn: () => undefined });
await firstStart(services.db, services.storage, config, { info: () => undefined });
const app = await buildApp(services);
await app.listen({ host: '127.0.0.1', port: 0 });
const bare = Fastify();
bare.get('/', async () => ({ success: true, data: { hello: 'world' } }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const baseline = await load(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/`);
  console.log(`bare Fastify JSON route: ${baseline.rps} req/s`);
  for (const route of ['/api/v1/course', '/api/v1/settings', '/api/v1/health']) {
    const result = await load(base + route);
    const share = Math.round((result.rps / baseline.rps) * 100);
    console.log(
      `${route}: ${result.rps} req/s (${share}% of bare, budget 50%), ${result.errors} errors`,
    );
  }
  const plan = await sql<{ detail: string }>`explain query plan
    select * from courses where is_publish = 1 order by created_at desc, id desc`.execute(
    services.db,
  );
  console.log(`course list plan: ${plan.rows.map((r) => r.detail).join('; ')}`);
  const imported = await benchCertificateImport(base, {
    email: config.ADMIN_EMAIL,
    password: 'Bench@12345',
  });
  console.log(
    `certificate import of 500 generated rows: ${imported.seconds.toFixed(1)} s (budget 60 s), ` +
      `status ${imported.status}, ${imported.count} issued`,
  );
} finally {
  await app.close();
  await bare.close();
  agent.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
}
