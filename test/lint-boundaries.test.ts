import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

const restricted = 'no-restricted-imports';

describe('feature boundaries', () => {
  it('refuses a web feature importing another feature', async () => {
    const code = "export { CourseCard } from '../courses/course-card';\n";
    expect(await ruleIds('src/web/features/articles/probe.ts', code)).toContain(restricted);
  });

  it('covers every web feature folder, site included', async () => {
    const code = "export { CourseCard } from '../courses/course-card';\n";
    expect(await ruleIds('src/web/features/site/probe.ts', code)).toContain(restricted);
  });

  it('refuses web lib importing a feature', async () => {
    const code = "export { CourseCard } from '../features/courses/course-card';\n";
    expect(await ruleIds('src/web/lib/probe.ts', code)).toContain(restricted);
  });

  it('refuses a feature of web or server named through the alias', async () => {
    const web = "export { CourseCard } from '#web/features/courses/course-card';\n";
    expect(await ruleIds('src/web/features/articles/probe.ts', web)).toContain(restricted);
    expect(await ruleIds('src/web/lib/probe.ts', web)).toContain(restricted);
    const server = "export * from '#server/features/courses/routes';\n";
    expect(await ruleIds('src/server/features/payments/probe.ts', server)).toContain(restricted);
  });

  it('refuses a web component importing a feature', async () => {
    const code = "export { PaymentPage } from '../features/payments/checkout/payment-page';\n";
    expect(await ruleIds('src/web/components/probe.ts', code)).toContain(restricted);
  });

  it('lets a route module compose two features', async () => {
    const code = [
      "export { CourseCard } from '../features/courses/course-card';",
      "export { PaymentPage } from '../features/payments/checkout/payment-page';",
      '',
    ].join('\n');
    expect(await ruleIds('src/web/routes/probe.ts', code)).toEqual([]);
  });

  it('refuses a server feature importing another feature', async () => {
    const code = "export * from '../courses/routes';\n";
    expect(await ruleIds('src/server/features/payments/probe.ts', code)).toContain(restricted);
  });

  it('lets a feature import its own files and shared code', async () => {
    const code = ["export * from './course-card';", "export * from '#web/lib/api';", ''].join('\n');
    expect(await ruleIds('src/web/features/courses/probe.ts', code)).toEqual([]);
  });

  it('refuses climbing two folders in src, inside a feature or not', async () => {
    const code = "export * from '../../lib/api';\n";
    expect(await ruleIds('src/web/features/courses/probe.ts', code)).toContain(restricted);
    expect(await ruleIds('src/web/app/parts/probe.ts', code)).toContain(restricted);
    expect(await ruleIds('src/server/features/courses/probe.ts', code)).toContain(restricted);
  });
});

describe('route files', () => {
  it('refuses a query in a route file', async () => {
    const code =
      "export const probe = (db: any) => db.selectFrom('invoices').selectAll().execute();\n";
    expect(await ruleIds('src/server/features/payments/probe-routes.ts', code)).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses a transaction in a route file', async () => {
    const code = 'export const probe = (db: any) => db.transaction().execute(async () => 1);\n';
    expect(await ruleIds('src/server/features/payments/probe-routes.ts', code)).toContain(
      'no-restricted-syntax',
    );
  });

  it('lets a repo hold the same query', async () => {
    const code =
      "export const probe = (db: any) => db.selectFrom('invoices').selectAll().execute();\n";
    expect(await ruleIds('src/server/features/payments/probe-repo.ts', code)).not.toContain(
      'no-restricted-syntax',
    );
  });
});
