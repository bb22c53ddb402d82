import { sql, type Kysely } from 'kysely';

/**
 * Tests (issue 40, decision 066): a course's question bank, its tests (chosen questions or a
 * draw by tag and difficulty), each student's attempts with the order they were shown, the
 * answers saved one at a time, and the marks of a paper test. Marks are hundredths of a mark;
 * a question's key, an attempt's order and an answer are JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('single', 'multiple', 'true-false', 'number', 'short-text')`),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('code_language', 'text')
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('marks', 'integer', (c) => c.notNull().check(sql`marks > 0`))
    .addColumn('negative_marks', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`negative_marks >= 0`),
    )
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('difficulty', 'text', (c) =>
      c.notNull().check(sql`difficulty in ('easy', 'medium', 'hard')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questions_by_course').on('questions').column('course_id').execute();

  await db.schema
    .createTable('tests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (c) => c.references('course_batches.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('online', 'offline')`))
    .addColumn('draw', 'text')
    .addColumn('time_limit_minutes', 'integer')
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text')
    .addColumn('attempts_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('shuffle_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shuffle_options', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_marks', 'integer')
    .addColumn('pass_marks', 'integer', (c) => c.notNull())
    .addColumn('results', 'text', (c) =>
      c.notNull().check(sql`results in ('immediate', 'on-release')`),
    )
    .addColumn('released_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tests_by_course').on('tests').column('course_id').execute();

  await db.schema
    .createTable('test_questions')
    .addColumn('test_id', 'text', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_questions_pk', ['test_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('test_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('test_id', 'text', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('question_order', 'text', (c) => c.notNull())
    .addColumn('option_order', 'text', (c) => c.notNull())
    .addColumn('max_marks', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('awaiting_marks', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('test_attempts_number', ['test_id', 'user_id', 'number'])
    .execute();
  await db.schema
    .createIndex('test_attempts_by_user')
    .on('test_attempts')
    .columns(['user_id', 'test_id'])
    .execute();

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'text', (c) =>
      c.notNull().references('test_attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('marks', 'integer')
    .addColumn('trainer_marks', 'integer')
    .addPrimaryKeyConstraint('attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('offline_marks')
    .addColumn('test_id', 'text', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('marks', 'integer', (c) => c.notNull())
    .addColumn('entered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offline_marks_pk', ['test_id', 'user_id'])
    .execute();
}
