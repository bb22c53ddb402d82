import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './helpers/import-cycles';

describe('import cycles', () => {
  it('finds none in src (type-only imports included)', () => {
    expect(importCycles('src')).toEqual([]);
  });

  it('finds files that import each other round a loop', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
      writeFileSync(
        path.join(folder, 'b.ts'),
        "import type { C } from './c';\nexport const b: C = 1;\n",
      );
      writeFileSync(
        path.join(folder, 'c.ts'),
        "import { a } from './a';\nexport type C = typeof a;\n",
      );
      writeFileSync(path.join(folder, 'd.ts'), "import { a } from './a';\nexport const d = a;\n");
      const [cycle, ...others] = importCycles(folder);
      expect(others).toEqual([]);
      expect(cycle!.map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts', 'c.ts']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
