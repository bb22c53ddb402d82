import type { Kysely } from 'kysely';

/**
 * The Hindi of a course's category, duration and language, and of a classroom's address
 * (decision 045): null where there is none, and a page shows the English then.
 */
const hindiColumns: Record<string, string[]> = {
  courses: ['category_hi', 'course_duration_hi', 'course_language_hi'],
  course_batches: ['place_hi'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column a statement.
  for (const [table, columns] of Object.entries(hindiColumns))
    for (const column of columns)
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
}
