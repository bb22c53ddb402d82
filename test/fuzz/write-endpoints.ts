import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { apiRoutes } from '../helpers/routes';
import { as } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { body, pathParam } from './arbitraries';

/** Cases per endpoint: a few hundred in CI, thousands with `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const WRITES = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Fuzzes one share of the write endpoints (those whose place in the list is `part` modulo
 * `parts`), so the shares run side by side in the test workers.
 */
export async function fuzzWriteEndpoints(part: number, parts: number) {
  const site: TestSite = await createTestSite();
  const app = await startApp(site);
  const admin = await adminSession(app);
  const tables = (await app.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && name !== 'sessions');
  const writes = apiRoutes(app.printRoutes({ commonPrefix: false }))
    .map((route) => route.split(' ') as [NonNullable<InjectOptions['method']>, string])
    .filter(([method]) => WRITES.has(method));
  const share = writes.filter((_, index) => index % parts === part - 1);

  /** Rows in every table: what a refused request must leave as it was. */
  const rowCounts = async () => {
    const counts = sql.join(
      tables.map((table) => sql`select ${table} as t, count(*) as n from ${sql.table(table)}`),
      sql` union all `,
    );
    const { rows } = await sql<{ t: string; n: number | string }>`${counts}`.execute(app.db);
    return Object.fromEntries(rows.map(({ t, n }) => [t, Number(n)]));
  };

  describe(`fuzzing the write endpoints, share ${part} of ${parts}`, () => {
    afterAll(async () => {
      await app.close();
      await site.dispose();
    });

    it('finds the write endpoints to fuzz', () => {
      expect(writes.length).toBeGreaterThan(40);
      expect(share.length).toBeGreaterThan(0);
    });

    it.each(share)(
      '%s %s answers a JSON envelope, never a 5xx, and stores nothing when it refuses',
      async (method, path) => {
        // Each case's counts after its request are the next case's before: one count a case
        // (counting every table took most of the run on PostgreSQL).
        let counts = await rowCounts();
        await fc.assert(
          fc.asyncProperty(body, pathParam, fc.boolean(), async (makeBody, param, asAdmin) => {
            const url = path.replace(/:\w+/g, param);
            const before = counts;
            const options: InjectOptions = { method, url, ...(await makeBody()) };
            const res = await as(app, asAdmin ? admin : undefined, options);
            counts = await rowCounts();
            const context = `${method} ${url}: ${res.body.slice(0, 300)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            const envelope = res.json();
            expect(typeof envelope.success, context).toBe('boolean');
            if (res.statusCode >= 400) {
              expect(envelope).toMatchObject({ success: false, message: expect.any(String) });
              expect(counts, `${context} stored something`).toEqual(before);
            }
          }),
          { numRuns: RUNS },
        );
      },
      120_000,
    );
  });
}
