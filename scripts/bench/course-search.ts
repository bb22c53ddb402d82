import { randomUUID } from 'node:crypto';
import type { CourseSearch } from '#common/schemas/course-search';
import { searchableText } from '#common/course-search';
import { COURSE_LEVELS, COURSE_MODES } from '#common/courses';
import type { Db } from '#server/db/database';
import { searchCourses } from '#server/features/courses/search';
import { plan, scansTable } from './admin-lists';
import { insertMany } from './bulk-rows';

export const SEARCH_BUDGET_MS = 20;
export const SEARCH_COURSES = 10_000;
const TIMES = 21;

const topics = [
  'Python',
  'Java',
  'Web Development',
  'Data Science',
  'Tally',
  'Excel',
  'C++',
  'Figma',
];
const categories = ['Programming', 'Web Development', 'Data', 'Accounting', 'Office', 'Design'];
const languages = ['Hindi', 'English', 'Hindi & English', 'Tamil'];
const instructors = ['Ankit Sharma', 'José Fernandes', 'Priya Verma', 'Rahul Mehta', 'Neha Gupta'];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** `count` published courses with varied text, filters and prices, and students in some. */
export async function seedCourses(db: Db, count: number): Promise<void> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await insertMany(db, 'courses', count, (i, at) => {
    const title = `${pick(topics, i)} course ${i}`;
    const subTitle = `Level ${i % 7} of the ${pick(topics, i * 3)} track`;
    const category = pick(categories, i * 5);
    const instructor = pick(instructors, i * 11);
    return {
      id: ids[i] ?? '',
      course_title: title,
      sub_title: subTitle,
      category,
      course_price: 99_900 + (i % 40) * 50_000,
      description: 'A course written by the bench.',
      course_level: pick(COURSE_LEVELS, i * 13),
      course_duration: '3 months',
      course_language: pick(languages, Math.floor(i / 3)),
      instructor,
      course_mode: pick(COURSE_MODES, i * 19),
      search_text: searchableText(title, subTitle, category, instructor),
      course_thumbnail: 'public/bench/picture.webp',
      is_publish: 1,
      created_at: at,
      updated_at: at,
    };
  });
  const students = Array.from({ length: 200 }, () => randomUUID());
  await insertMany(db, 'users', students.length, (i, at) => ({
    id: students[i] ?? '',
    user_name: `Search student ${i}`,
    email: `search${i}@example.com`,
    mobile_no: `97${String(i).padStart(8, '0')}`,
    role: 'student' as const,
    created_at: at,
    updated_at: at,
  }));
  // Each student in 20 courses, the first courses the most popular.
  await insertMany(db, 'enrollments', students.length * 20, (i, at) => ({
    user_id: students[Math.floor(i / 20)] ?? '',
    course_id: ids[((i % 20) * (Math.floor(i / 20) + 1)) % count] ?? '',
    created_at: at,
  }));
}

/** The finder's searches as the course list sends them, and the query each one runs. */
const searches: { query: string; search: Omit<CourseSearch, 'page'> }[] = [
  { query: '', search: {} },
  { query: 'q=python', search: { q: 'python' } },
  { query: 'q=data%20sci', search: { q: 'data sci' } },
  { query: 'q=jose', search: { q: 'jose' } },
  {
    query: 'category=Data&level=Advance&language=English',
    search: { category: 'Data', level: 'Advance', language: 'English' },
  },
  {
    query: 'mode=online&minPrice=2000&maxPrice=8000&sort=price-low',
    search: { mode: 'online', minPrice: 2000, maxPrice: 8000, sort: 'price-low' },
  },
  { query: 'q=python&sort=students', search: { q: 'python', sort: 'students' } },
  { query: 'sort=students', search: { sort: 'students' } },
  {
    query: 'q=web&mode=offline&sort=price-high',
    search: { q: 'web', mode: 'offline', sort: 'price-high' },
  },
];

/**
 * Times each search over HTTP as a visitor, first page, with the plan of its query. Each call
 * carries its own `run` so no cached response (decision 013) is sent instead of a search.
 * Returns false when a median is over budget.
 */
export async function measureCourseSearch(url: string, db: Db): Promise<boolean> {
  let ok = true;
  let run = 0;
  for (const { query, search } of searches) {
    const call = async () => {
      run += 1;
      const started = performance.now();
      const res = await fetch(`${url}/api/v1/course?${query}&page=1&run=${run}`);
      const body = (await res.json()) as { data?: { total: number } };
      if (res.status !== 200) throw new Error(`${query} answered ${res.status}`);
      return { ms: performance.now() - started, total: body.data?.total ?? 0 };
    };
    await call();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < TIMES; i++) {
      const timed = await call();
      times.push(timed.ms);
      total = timed.total;
    }
    times.sort((a, b) => a - b);
    const median = times[TIMES >> 1] ?? 0;
    const fine = median < SEARCH_BUDGET_MS;
    ok &&= fine;
    const lines = await plan(db, searchCourses(db, { publishedOnly: true }, search).limit(12));
    console.log(
      `  ${`GET /api/v1/course?${query}`.padEnd(72)} ${String(total).padStart(5)} found  median ${median.toFixed(1).padStart(5)} ms  slowest ${(times[TIMES - 1] ?? 0).toFixed(1).padStart(5)} ms  ${fine ? 'ok' : 'MISSED'}`,
    );
    for (const line of lines)
      console.log(`      ${line}${scansTable(line) ? '   <- reads every row' : ''}`);
  }
  return ok;
}
