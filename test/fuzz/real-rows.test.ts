import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../helpers/factories';
import { apiRoutes } from '../helpers/routes';
import { as, logIn, multipart } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { pdfFile } from '../helpers/files';
import { pathParam } from './arbitraries';
import { csvFile } from './csv-files';
import { formBody, formRequest } from './form-bodies';
import { realRows, storedLineBreaks, tableOf } from './real-rows';

/**
 * Cases per endpoint: a tenth of the plain fuzzing's (30 in CI, 300 with `npm run fuzz`), as a
 * case here makes real rows, pictures and PDFs.
 */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 300) / 10);
const WRITES = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Logging out ends the session the next cases need; it names no row and takes no text. */
const LEFT_OUT = new Set(['POST /api/v1/user/logout']);
const IMPORTS = ['/api/v1/certificate/import/preview', '/api/v1/certificate/import'];

const site: TestSite = await createTestSite();
const app = await startApp(site);
/** Fresh sessions: a fuzzed case may deactivate a student or change a password. */
const sessions = async () => {
  const admin = await makeAdmin(app.db);
  const student = await makeUser(app.db);
  return {
    admin: await logIn(app, admin.user.email, admin.password),
    student: await logIn(app, student.user.email, student.password),
    visitor: undefined,
  };
};
const owner = await makeUser(app.db);
const rows = realRows(app, owner.user);
await rows.keep();
const writes = apiRoutes(app.printRoutes({ commonPrefix: false }))
  .filter((route) => !LEFT_OUT.has(route))
  .map((route) => route.split(' ') as [NonNullable<InjectOptions['method']>, string])
  .filter(([method]) => WRITES.has(method));

/** Never a 5xx; a JSON envelope; and whatever was stored keeps its one-line texts one line. */
async function expectSafe(res: Awaited<ReturnType<typeof as>>, context: string) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(typeof res.json().success, context).toBe('boolean');
  if (res.statusCode < 300) expect(await storedLineBreaks(app), context).toEqual([]);
}

describe('fuzzing the write endpoints with real rows and CSV files', () => {
  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('finds the endpoints, and rows of every table they name', async () => {
    expect(writes.length).toBeGreaterThan(40);
    expect(await storedLineBreaks(app)).toEqual([]);
  });

  it.each(writes)(
    '%s %s, given ids of rows that exist and forms with text over several lines',
    async (method, path) => {
      const cookies = await sessions();
      const params = [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => name);
      await fc.assert(
        fc.asyncProperty(
          formBody,
          fc.array(fc.option(fc.nat(), { freq: 5 }), { minLength: 3, maxLength: 3 }),
          pathParam,
          fc.constantFrom('admin', 'admin', 'admin', 'student', 'visitor' as const),
          async (form, picks, stranger, who) => {
            await rows.keep();
            let url = path;
            for (const [i, param] of params.entries()) {
              const table = tableOf(path, param);
              const pick = picks[i];
              const value =
                table && pick !== null && pick !== undefined
                  ? await rows.pick(table, pick)
                  : param === 'position'
                    ? String(((pick ?? 0) % 4) + 1)
                    : stranger;
              url = url.replace(`:${param}`, value);
            }
            const options = await formRequest(form, rows.pick);
            const res = await as(app, cookies[who], { method, url, ...options });
            await expectSafe(res, `${who} ${method} ${url}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
    600_000,
  );

  it.each(IMPORTS)(
    'POST %s, given CSV files of every shape',
    async (url) => {
      const { admin } = await sessions();
      await fc.assert(
        fc.asyncProperty(csvFile, fc.boolean(), async (csv, withPdf) => {
          const files: Record<string, { name: string; data: Buffer }> = {
            csv: { name: 'students.csv', data: csv },
          };
          if (withPdf) files.pdfs = { name: 'kiran.pdf', data: pdfFile('Kiran Rao') };
          const res = await as(app, admin, {
            method: 'POST',
            url,
            ...(await multipart({}, files)),
          });
          await expectSafe(res, `POST ${url} with ${JSON.stringify(csv.toString('utf8'))}`);
        }),
        { numRuns: RUNS },
      );
    },
    600_000,
  );
});
