import type { Page } from '@playwright/test';

/** A word in Latin letters, with the signs names of languages and tools carry (C++, Node.js). */
const WORD = /[A-Za-z][A-Za-z0-9+#'’.-]*[A-Za-z0-9+#]|[A-Za-z]/g;

/**
 * The words in Latin letters a person meets on the page, read aloud or seen: its visible text and
 * the names and hints of its pictures and controls, less the words of `names` (proper names: the
 * institute, people, tools, the link to the English page). On a Hindi page, what was left
 * untranslated.
 */
export async function englishWords(page: Page, names: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder'])
        parts.push(element.getAttribute(attribute) ?? '');
    return parts.join('\n');
  });
  const allowed = new Set(names.flatMap((name) => name.match(WORD) ?? []));
  return [...new Set(text.match(WORD) ?? [])].filter((word) => !allowed.has(word)).sort();
}
