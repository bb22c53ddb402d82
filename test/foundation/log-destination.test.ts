import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { batchedDestination } from '#server/log-destination';

describe('the log destination', () => {
  it('writes every line once, in order, including those written while a batch is going out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-'));
    const file = path.join(dir, 'out.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedDestination(fd);
    const lines = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"msg":"ünïcode"}\n`);
    lines.splice(1234, 0, `{"long":"${'x'.repeat(100_000)}"}\n`);
    for (const [i, line] of lines.entries()) {
      destination.write(line);
      if (i % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toBe(lines.join('')));
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true });
  });
});
