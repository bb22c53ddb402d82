// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import type { CourseFilterOptions } from '#common/schemas/course-search';
import { courseFiltersQuery } from '#web/features/courses/api/course-filters-query';
import { CourseFinderForm } from '#web/features/courses/finder/course-finder-form';
import { FINDER_FIELDS, type FinderState } from '#web/features/courses/finder/use-course-finder';
import { i18nOf } from '#web/lib/i18n';
import { InLanguage } from './helpers/in-language';

const options: CourseFilterOptions = {
  categories: ['Accounting', 'Programming'],
  categoriesHi: [null, 'प्रोग्रामिंग'],
  languages: ['English', 'Hindi'],
  languagesHi: ['अंग्रेज़ी', null],
  lowestPrice: 1999,
  highestPrice: 14999,
};

const noSearch = Object.fromEntries(FINDER_FIELDS.map((field) => [field, ''])) as FinderState;

/** The finder's choices of `label` in `language`: each option's value and the words it shows. */
function choices(language: Language, label: string, state: Partial<FinderState> = {}) {
  // The choices as answered: nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(courseFiltersQuery.queryKey, options);
  render(
    <InLanguage language={language}>
      <QueryClientProvider client={client}>
        <CourseFinderForm state={{ ...noSearch, ...state }} onChange={() => undefined} />
      </QueryClientProvider>
    </InLanguage>,
  );
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const named = [...select.options].slice(1).map((option) => [option.value, option.textContent]);
  cleanup();
  return named;
}

describe("the course finder's choices in Hindi", () => {
  beforeAll(async () => {
    i18nOf('hi').load('hi', (await import('#web/locales/hi/courses-finder.po')).messages);
  });
  afterEach(cleanup);

  it('names a category and a language in the Hindi a course gives it, and filters by the English', () => {
    expect(choices('hi', 'श्रेणी')).toEqual([
      ['Accounting', 'Accounting'],
      ['Programming', 'प्रोग्रामिंग'],
    ]);
    expect(choices('hi', 'भाषा', { language: 'Tamil' })).toEqual([
      ['Tamil', 'Tamil'],
      ['English', 'अंग्रेज़ी'],
      ['Hindi', 'Hindi'],
    ]);
  });

  it('keeps the English names on an English page', () => {
    expect(choices('en', 'Category')).toEqual([
      ['Accounting', 'Accounting'],
      ['Programming', 'Programming'],
    ]);
  });
});
