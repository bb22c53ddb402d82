import { sql } from 'kysely';
import {
  measureCourseSearch,
  SEARCH_BUDGET_MS,
  SEARCH_COURSES,
  seedCourses,
} from './course-search';
import { startSite } from './servers';
import { openSiteDatabase } from './site';

/** Adds 10,000 published courses to the bench site and times the finder's searches over them. */
export async function benchCourseSearch(env: Record<string, string>): Promise<boolean> {
  // A first start makes the schema (and the demo content) before the courses are added.
  const first = await startSite(env);
  await first.stop();
  const db = openSiteDatabase(env);
  try {
    await seedCourses(db, SEARCH_COURSES);
    if (env.DATABASE_URL) await sql`analyze`.execute(db);
    console.log(
      `course finder over ${SEARCH_COURSES} published courses (budget: median < ${SEARCH_BUDGET_MS} ms, first page of 12):`,
    );
    const server = await startSite(env);
    try {
      return await measureCourseSearch(server.url, db);
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
  }
}
