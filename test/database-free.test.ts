import { expect, it } from 'vitest';
import { createTestSite } from './helpers/test-app';

it('refuses a test site to a file listed as database-free, so the list cannot hide a database test', async () => {
  await expect(createTestSite()).rejects.toThrow('test/database-free.test.ts makes a test site');
});
