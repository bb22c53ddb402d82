import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * Lingui's reading of the code and of the PO files (lingui.config.ts: the shell's and each
 * feature's), without writing a file: each message the code uses, with its catalogue's entries.
 */
async function messagesAndTranslations() {
  const catalogues = await getCatalogs(getConfig({ cwd: process.cwd() }));
  return Promise.all(
    catalogues.map(async (catalogue) => {
      const used = await catalogue.collect();
      if (!used) throw new Error(`lingui could not read the code of ${catalogue.path}`);
      const [english, hindi] = await Promise.all([catalogue.read('en'), catalogue.read('hi')]);
      return { name: catalogue.path, used, english, hindi };
    }),
  );
}

describe('the message catalogues (src/web/locales)', () => {
  it('hold every message the code uses, each translated into Hindi', async () => {
    const catalogues = await messagesAndTranslations();
    const missing = catalogues.flatMap(({ name, used, english, hindi }) =>
      Object.entries(used)
        .filter(([id]) => !english[id] || !hindi[id]?.translation)
        .map(([id, { message }]) => `${name}: ${message ?? id}`),
    );
    const total = catalogues.reduce((sum, { used }) => sum + Object.keys(used).length, 0);
    expect(total).toBeGreaterThan(100);
    // Run `npx lingui extract` and translate the new entries of src/web/locales/hi/*.po.
    expect(missing).toEqual([]);
  }, 60_000);
});

describe("a feature's messages", () => {
  it("load with its code: each feature file with a message imports the feature's messages.ts", () => {
    const files = readdirSync('src/web/features', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join('src/web/features', file));
    const withMessages = files.filter((file) =>
      /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8')),
    );
    expect(withMessages.length).toBeGreaterThan(10);
    const loading = (file: string) => {
      const messages = path.join(path.dirname(file), 'messages.ts');
      const specifier = path.relative(path.dirname(file), messages).replace(/\.ts$/, '');
      return (
        existsSync(messages) &&
        readFileSync(file, 'utf8').includes(
          `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`,
        )
      );
    };
    expect(withMessages.filter((file) => !loading(file))).toEqual([]);
  });
});

describe("the admin's frame and the components only admin screens use", () => {
  it('load admin.po with their code: each file with a message imports app/admin-messages', async () => {
    const catalogues = await getCatalogs(getConfig({ cwd: process.cwd() }));
    const admin = catalogues.find((catalogue) =>
      catalogue.path.endsWith('/locales/{locale}/admin'),
    );
    const files = admin?.sourcePaths ?? [];
    const withMessages = files.filter((file) =>
      /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8')),
    );
    expect(withMessages.length).toBeGreaterThan(10);
    const loading = (file: string) =>
      /^import '(\.\/|\.\.\/app\/)admin-messages';$/m.test(readFileSync(file, 'utf8'));
    expect(withMessages.filter((file) => !loading(file))).toEqual([]);
  });
});
