/** The course finder's sorts and words, apart from how its query is checked (schemas/course-search). */

export const COURSE_SORTS = ['newest', 'price-low', 'price-high', 'students'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** Results a page of the course finder shows. */
export const COURSE_SEARCH_PAGE_SIZE = 12;

/**
 * Text as the search index holds it: lower case, accents dropped ("Jose" finds "José"), every
 * run of other characters one space.
 */
export function searchableText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search, as the index holds words. */
export const searchWords = (query: string): string[] =>
  searchableText(query).split(' ').filter(Boolean).slice(0, 10);
