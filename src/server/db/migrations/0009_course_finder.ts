import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { searchableText } from '#common/course-search';

interface CourseText {
  id: string;
  course_title: string;
  sub_title: string;
  category: string;
  instructor: string;
}

/**
 * Courses that sell themselves: how a course is taught, its outline (JSON: modules in order with
 * their lessons), what it teaches, prerequisites and audience; its batches; and a search index
 * over `search_text` (title, subtitle, category and instructor, lower case without accents) -
 * FTS5 kept by triggers on SQLite, a GIN index of its tsvector on PostgreSQL. A demo class booked
 * from a course page is a contact query with the visitor's phone and the course.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (column: string, value: string) =>
    db.schema
      .alterTable('courses')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(value))
      .execute();
  await text('search_text', '');
  await text('course_mode', 'both');
  await text('outline', '[]');
  await text('learning_points', '[]');
  await text('prerequisites', '');
  await text('audience', '');

  const courses = (
    await sql<CourseText>`select id, course_title, sub_title, category, instructor from courses`.execute(
      db,
    )
  ).rows;
  for (const c of courses) {
    const searchText = searchableText(c.course_title, c.sub_title, c.category, c.instructor);
    await sql`update courses set search_text = ${searchText} where id = ${c.id}`.execute(db);
  }

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index courses_search_idx on courses using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
  } else {
    await sql`create virtual table courses_fts using fts5(search_text, content='courses', content_rowid='rowid')`.execute(
      db,
    );
    await sql`insert into courses_fts(courses_fts) values ('rebuild')`.execute(db);
    await sql`create trigger courses_fts_insert after insert on courses begin
      insert into courses_fts(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger courses_fts_delete after delete on courses begin
      insert into courses_fts(courses_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger courses_fts_update after update of search_text on courses begin
      insert into courses_fts(courses_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into courses_fts(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
  }

  for (const column of ['course_price', 'category', 'course_language']) {
    await db.schema
      .createIndex(`courses_publish_${column}_idx`)
      .on('courses')
      .columns(['is_publish', column])
      .execute();
  }

  await db.schema
    .createTable('course_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_batches_course_starts_idx')
    .on('course_batches')
    .columns(['course_id', 'starts_on'])
    .execute();

  await db.schema.alterTable('contact_queries').addColumn('phone', 'text').execute();
  await db.schema
    .alterTable('contact_queries')
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .execute();
}
