import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#common/contacts';
import { saidKey } from '#common/said-key';
import { reviewMessages } from '#common/reviews';
import { userMessages } from '#common/users';
import { UNREACHABLE_MESSAGE } from '#web/lib/api';
import { saidMessagesOf } from '../../scripts/said-messages';

/** The TypeScript of a folder, the demo data and migrations left out (nothing there is said). */
const codeIn = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith(`db${path.sep}`))
    .map((file) => path.join(folder, file));

/** Every message the server or a shared schema can send a person, by key. */
const said = new Map(
  [...codeIn('src/server'), ...codeIn('src/common'), 'src/web/lib/api.ts'].flatMap((file) =>
    saidMessagesOf(file, readFileSync(file, 'utf8')).map((message) => [message.id, message]),
  ),
);

const placeholders = (text: string) => text.match(/\{\d+\}/g) ?? [];

describe('the messages the server sends a person (decision 046)', () => {
  it('are read from the code: refusals, Zod checks, message tables and the error handler', () => {
    expect(said.size).toBeGreaterThan(200);
    for (const key of [
      contactMessages.name,
      userMessages.loginFailed,
      reviewMessages.empty,
      'At most {0} characters.',
      'Please try again in {0} minutes.',
      'Please try again in {0} minute.',
      'Too many coupon codes tried.',
      'The request body is not valid JSON.',
      'Something went wrong. Please try again later.',
      'The file is too large (at most {0} MB).',
      'Write this on one line, without line breaks, tabs or other control characters.',
      UNREACHABLE_MESSAGE,
      'The server sent an unexpected answer ({0}). Please try again.',
    ]) {
      expect(said.has(key), key).toBe(true);
    }
  });

  it('each have Hindi in src/web/locales/hi/said.po, with no placeholder the English lacks', async () => {
    const catalogues = await getCatalogs(getConfig({ cwd: process.cwd() }));
    const catalogue = catalogues.find((one) => one.path.endsWith('/said'));
    const hindi = (await catalogue?.read('hi')) ?? {};
    const keys = [...said.keys()];
    // Run `npm run messages`, then translate the new entries of src/web/locales/hi/said.po.
    expect(keys.filter((key) => !hindi[key]?.translation)).toEqual([]);
    // A translator may write a quoted English name in Hindi ("Forget Password"), and so leave
    // out its placeholder; one the English lacks would show nothing.
    const invented = (key: string) =>
      placeholders(hindi[key]?.translation ?? '').some((hole) => !key.includes(hole));
    expect(keys.filter(invented)).toEqual([]);
  });

  it('are keyed by their words: numbers, quoted names and e-mail addresses are placeholders', () => {
    expect(saidKey('At most 120 characters.')).toEqual({
      key: 'At most {0} characters.',
      values: ['120'],
    });
    expect(saidKey('We sent a link to asha.v@example.co.in. Open it within 24 hours.')).toEqual({
      key: 'We sent a link to {0}. Open it within {1} hours.',
      values: ['asha.v@example.co.in', '24'],
    });
    expect(saidKey('The balance is ₹1,49,999.5.').key).toBe('The balance is ₹{0}.');
    expect(saidKey('There is no course "Python 3" or “C 2”.')).toEqual({
      key: 'There is no course {0} or {1}.',
      values: ['"Python 3"', '“C 2”'],
    });
  });
});
