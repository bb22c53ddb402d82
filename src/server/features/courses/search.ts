import { PostgresAdapter, sql, type SqlBool } from 'kysely';
import type { CourseSearch } from '#common/schemas/course-search';
import { searchWords } from '#common/course-search';
import type { Db } from '#server/db/database';
import { coursesQuery } from './repo';

type Viewer = Parameters<typeof coursesQuery>[1];

/**
 * Every word of the search as the start of a word of the course's search text, through the
 * index: FTS5's on SQLite, the GIN index of `to_tsvector('simple', search_text)` on PostgreSQL.
 * Words hold only letters and digits, so they cannot break out of either query syntax.
 */
function matchesWords(db: Db, words: string[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`to_tsvector('simple', search_text) @@ to_tsquery('simple', ${query})`;
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<SqlBool>`courses.rowid in (select rowid from courses_fts where courses_fts match ${query})`;
}

/** A LIKE pattern that matches `text` itself: its wildcards and the escape are escaped. */
const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The title as words between spaces, in lower case: common punctuation becomes a space. */
const titleWords = sql<string>`' ' || replace(replace(replace(replace(replace(lower(course_title), ':', ' '), ',', ' '), '-', ' '), '(', ' '), ')', ' ') || ' '`;

/**
 * How well a course answers the search, higher first: the search as typed in the title ("C++"),
 * then each word as a whole word of the title, as the start of one, and as a whole word of the
 * other searched text; a course found only by a word start elsewhere scores 0.
 */
function relevance(typed: string, words: string[]) {
  const like = (text: typeof titleWords, pattern: string) =>
    sql<number>`case when ${text} like ${pattern} escape '\\' then 1 else 0 end`;
  const searched = sql<string>`' ' || search_text || ' '`;
  const scores = [
    sql<number>`4 * ${like(sql<string>`lower(course_title)`, `%${literally(typed.trim().toLowerCase())}%`)}`,
    ...words.flatMap((word) => [
      sql<number>`3 * ${like(titleWords, `% ${literally(word)} %`)}`,
      like(titleWords, `% ${literally(word)}%`),
      like(searched, `% ${literally(word)} %`),
    ]),
  ];
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}

/** The courses the viewer may see that match the search's words and filters, in its order. */
export function searchCourses(db: Db, viewer: Viewer, search: Omit<CourseSearch, 'page'>) {
  let query = coursesQuery(db, viewer);
  const words = search.q ? searchWords(search.q) : [];
  if (words.length > 0) query = query.where(matchesWords(db, words));
  if (search.category) query = query.where('category', '=', search.category);
  if (search.level) query = query.where('course_level', '=', search.level);
  if (search.language) query = query.where('course_language', '=', search.language);
  // Online means taught online, whether or not also in a classroom; "both" means both ways.
  if (search.mode === 'both') query = query.where('course_mode', '=', 'both');
  else if (search.mode) query = query.where('course_mode', 'in', [search.mode, 'both']);
  if (search.minPrice !== undefined)
    query = query.where('course_price', '>=', Math.round(search.minPrice * 100));
  if (search.maxPrice !== undefined)
    query = query.where('course_price', '<=', Math.round(search.maxPrice * 100));

  if ((!search.sort || search.sort === 'newest') && words.length === 0) return query;
  const ordered = query.clearOrderBy();
  if (!search.sort || search.sort === 'newest')
    return ordered
      .orderBy(relevance(search.q ?? '', words), 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  const byNewest = <T extends typeof ordered>(q: T) =>
    q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  // The database keeps each course's count of students (migration 0012), in an index.
  if (search.sort === 'students') return byNewest(ordered.orderBy('student_count', 'desc'));
  return byNewest(ordered.orderBy('course_price', search.sort === 'price-low' ? 'asc' : 'desc'));
}

/**
 * What the finder's filters can choose from: the categories, languages and prices on offer, each
 * category and language with the Hindi a course of it gives (where courses differ, the one that
 * sorts first).
 */
export async function filterOptions(db: Db) {
  const published = db.selectFrom('courses').where('is_publish', '=', 1);
  const [categories, languages, prices] = await Promise.all([
    published
      .select((eb) => ['category as name', eb.fn.min('category_hi').as('hindi')])
      .groupBy('category')
      .orderBy('category')
      .execute(),
    published
      .select((eb) => ['course_language as name', eb.fn.min('course_language_hi').as('hindi')])
      .groupBy('course_language')
      .orderBy('course_language')
      .execute(),
    published
      .select((eb) => [eb.fn.min('course_price').as('low'), eb.fn.max('course_price').as('high')])
      .executeTakeFirst(),
  ]);
  return {
    categories: categories.map((row) => row.name),
    categoriesHi: categories.map((row) => row.hindi),
    languages: languages.map((row) => row.name),
    languagesHi: languages.map((row) => row.hindi),
    lowestPrice: Number(prices?.low ?? 0) / 100,
    highestPrice: Number(prices?.high ?? 0) / 100,
  };
}
