import { sql, type Kysely } from 'kysely';

/**
 * The first schema. Column types are limited to text and integer so that SQLite and PostgreSQL
 * hold exactly the same shapes; timestamps are ISO strings, flags 0/1, money in paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema;

  await schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile_no', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('profile_img', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('student', 'admin')`))
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('users_email_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await schema
    .createIndex('users_role_created_idx')
    .on('users')
    .columns(['role', 'created_at'])
    .execute();
  await schema.createIndex('users_created_idx').on('users').column('created_at').execute();

  await schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await schema
    .createIndex('password_reset_tokens_user_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('course_price', 'integer', (c) => c.notNull().check(sql`course_price > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('course_level', 'text', (c) =>
      c.notNull().check(sql`course_level in ('Beginner', 'Intermediate', 'Advance')`),
    )
    .addColumn('course_duration', 'text', (c) => c.notNull())
    .addColumn('course_language', 'text', (c) => c.notNull())
    .addColumn('instructor', 'text', (c) => c.notNull())
    .addColumn('course_thumbnail', 'text', (c) => c.notNull())
    .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('courses_publish_created_idx')
    .on('courses')
    .columns(['is_publish', 'created_at'])
    .execute();
  await schema.createIndex('courses_created_idx').on('courses').column('created_at').execute();

  await schema
    .createTable('course_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('syllabus', 'ebook', 'ppt')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('course_files_course_kind_idx')
    .on('course_files')
    .columns(['course_id', 'kind', 'created_at'])
    .execute();

  await schema
    .createTable('enrollments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) =>
      c.notNull().references('courses.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrollments_pk', ['user_id', 'course_id'])
    .execute();
  await schema
    .createIndex('enrollments_course_idx')
    .on('enrollments')
    .column('course_id')
    .execute();

  await schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('review_image', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('reviews_created_idx').on('reviews').column('created_at').execute();
  await schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();

  await schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('news_image', 'text', (c) => c.notNull())
    .addColumn('news_headline', 'text', (c) => c.notNull())
    .addColumn('news_description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('news_created_idx').on('news').column('created_at').execute();

  await schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_image', 'text', (c) => c.notNull())
    .addColumn('blog_title', 'text', (c) => c.notNull())
    .addColumn('instructor', 'text', (c) => c.notNull())
    .addColumn('blog_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('blog_posts_created_idx')
    .on('blog_posts')
    .column('created_at')
    .execute();

  await schema
    .createTable('team_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('team_members_created_idx')
    .on('team_members')
    .column('created_at')
    .execute();

  await schema
    .createTable('contact_queries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('contact_queries_created_idx')
    .on('contact_queries')
    .column('created_at')
    .execute();

  await schema
    .createTable('student_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('classs', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('father_name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('student_registrations_created_idx')
    .on('student_registrations')
    .column('created_at')
    .execute();

  await schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().unique())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('certificates_name_dob_idx')
    .on('certificates')
    .columns(['name', 'dob'])
    .execute();
  await schema
    .createIndex('certificates_created_idx')
    .on('certificates')
    .column('created_at')
    .execute();

  await schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('course_id', 'text', (c) =>
      c.notNull().references('courses.id').onDelete('restrict'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('created', 'paid', 'failed')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();
  await schema
    .createIndex('payments_user_course_idx')
    .on('payments')
    .columns(['user_id', 'course_id'])
    .execute();
  await schema.createIndex('payments_course_idx').on('payments').column('course_id').execute();
  await schema
    .createIndex('payments_status_created_idx')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();

  await schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('visits')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visits_pk', ['day', 'visitor_hash'])
    .execute();
}
