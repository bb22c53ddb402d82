import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/** Lingui's reading of the code and of the PO files (lingui.config.ts), without writing a file. */
async function messagesAndTranslations() {
  const config = getConfig({ cwd: process.cwd() });
  const [catalogue] = await getCatalogs(config);
  if (!catalogue) throw new Error('lingui.config.ts names no catalogue');
  const used = await catalogue.collect();
  if (!used) throw new Error('lingui could not read the code');
  return { used, hindi: await catalogue.read('hi'), english: await catalogue.read('en') };
}

describe('the message catalogues (src/web/locales)', () => {
  it('hold every message the code uses, each translated into Hindi', async () => {
    const { used, hindi, english } = await messagesAndTranslations();
    const ids = Object.keys(used);
    expect(ids.length).toBeGreaterThan(100);
    const untranslated = ids.filter((id) => !hindi[id]?.translation);
    const missingInEnglish = ids.filter((id) => !english[id]);
    // Run `npx lingui extract` and translate the new entries of hi.po.
    expect(untranslated.map((id) => used[id]?.message ?? id)).toEqual([]);
    expect(missingInEnglish.map((id) => used[id]?.message ?? id)).toEqual([]);
  }, 60_000);
});
