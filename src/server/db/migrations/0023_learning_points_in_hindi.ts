import type { Kysely } from 'kysely';

/**
 * The Hindi of a course's learning points (decision 045): JSON, a list as long as the English one
 * or shorter, the Hindi of each point at its place, null for none. The outline's module and lesson
 * titles keep their Hindi in the outline's own JSON, so they need no column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('learning_points_hi', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
