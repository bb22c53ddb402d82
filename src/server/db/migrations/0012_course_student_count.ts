import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each course keeps its number of students, counted by the database itself whenever an
 * enrollment is made or removed, so the finder's "most students" order reads an index instead of
 * counting every enrollment per request (decision 017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('student_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update courses set student_count =
    (select count(*) from enrollments where enrollments.course_id = courses.id)`.execute(db);
  await db.schema
    .createIndex('courses_publish_students_idx')
    .on('courses')
    .columns(['is_publish', 'student_count', 'created_at', 'id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function count_course_students() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update courses set student_count = student_count + 1 where id = new.course_id;
        else
          update courses set student_count = student_count - 1 where id = old.course_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger enrollments_count_students after insert or delete on enrollments
      for each row execute function count_course_students()`.execute(db);
    return;
  }
  await sql`create trigger enrollments_count_insert after insert on enrollments begin
    update courses set student_count = student_count + 1 where id = new.course_id; end`.execute(db);
  await sql`create trigger enrollments_count_delete after delete on enrollments begin
    update courses set student_count = student_count - 1 where id = old.course_id; end`.execute(db);
}
