import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listCredits } from '../scripts/open-source-credits';

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

describe('the open-source credits made at build time', () => {
  const credits = listCredits();

  it('names every package with its version and licence', () => {
    expect(credits.length).toBeGreaterThan(50);
    for (const credit of credits) {
      expect(credit.name, JSON.stringify(credit)).toMatch(/^(@[\w.-]+\/)?[\w.-]+$/);
      expect(credit.version, credit.name).toMatch(/^\d+\.\d+\.\d+/);
      expect(credit.licence, credit.name).not.toBe('');
    }
  });

  it('has React under the MIT licence, at the version installed', () => {
    expect(credits).toContainEqual({
      name: 'react',
      version: manifestOf('node_modules/react').version,
      licence: 'MIT',
      direct: true,
    });
  });

  it("marks the project's own dependencies, and lists theirs but no dev tools", () => {
    const project = manifestOf('.');
    const direct = credits.filter((credit) => credit.direct).map((credit) => credit.name);
    expect(direct.sort()).toEqual(Object.keys(project.dependencies).sort());
    // Brought in by fastify, not named in package.json.
    expect(credits.some((credit) => credit.name === 'avvio' && !credit.direct)).toBe(true);
    for (const tool of ['vitest', 'eslint', 'typescript', '@playwright/test']) {
      expect(
        credits.some((credit) => credit.name === tool),
        tool,
      ).toBe(false);
    }
  });
});
