import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { searchableText } from '#common/course-search';
import { enquiryStatuses } from '#common/schemas/enquiries';
import { reviewStatuses } from '#common/reviews';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';

const names = ['Ravi Verma', 'Priya Singh', 'Asha Kumari', 'Imran Khan', 'Neha Gupta', 'Arjun Rao'];
const BATCH = 500;

/** A minute apart, newest last, ending now. */
const stamp = (i: number, count: number) =>
  new Date(Date.now() - (count - i) * 60_000).toISOString();

export async function insertMany<T extends keyof Database>(
  db: Db,
  table: T,
  count: number,
  row: (i: number, at: string) => Insertable<Database[T]>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
        row(start + k, stamp(start + k, count)),
      );
      // The table is known to match its rows; Kysely cannot follow that through the generic.
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute();
    }
  });
}

/** `count` rows in each table an admin lists, written in bulk (unpublished where it matters). */
export async function seedAdminTables(db: Db, count: number): Promise<void> {
  const userIds = Array.from({ length: count }, () => randomUUID());
  const courseIds = Array.from({ length: count }, () => randomUUID());
  const name = (i: number) => `${names[i % names.length]} ${i}`;
  await insertMany(db, 'users', count, (i, at) => ({
    id: userIds[i] ?? '',
    user_name: name(i),
    email: `student${i}@example.com`,
    mobile_no: `98${String(i).padStart(8, '0')}`,
    role: 'student' as const,
    created_at: at,
    updated_at: at,
  }));
  await insertMany(db, 'courses', count, (i, at) => ({
    id: courseIds[i] ?? '',
    course_title: `Course ${i}`,
    sub_title: 'Bulk',
    category: 'Programming',
    course_price: 49_900,
    description: 'A course written by the bench.',
    course_level: 'Beginner' as const,
    course_duration: '3 months',
    course_language: 'Hindi',
    instructor: 'Bench',
    search_text: searchableText(`Course ${i}`, 'Bulk', 'Programming', 'Bench'),
    course_thumbnail: 'public/bench/picture.webp',
    is_publish: 0,
    created_at: at,
    updated_at: at,
  }));
  await insertMany(db, 'payments', count, (i, at) => ({
    id: randomUUID(),
    user_id: userIds[i] ?? '',
    course_id: courseIds[i] ?? '',
    amount: 49_900,
    currency: 'INR',
    provider: 'test',
    order_id: `order_bench_${i}`,
    payment_id: null,
    status: i % 3 === 0 ? ('paid' as const) : ('created' as const),
    paid_at: at,
    created_at: at,
    updated_at: at,
  }));
  await insertMany(db, 'contact_queries', count, (i, at) => ({
    id: randomUUID(),
    name: name(i),
    email: `lead${i}@example.com`,
    subject: 'Batch timings',
    message: 'Is there an evening batch?',
    status: enquiryStatuses[i % enquiryStatuses.length] ?? 'new',
    follow_up_on: null,
    created_at: at,
  }));
  await insertMany(db, 'student_registrations', count, (i, at) => ({
    id: randomUUID(),
    name: name(i),
    classs: '9th',
    mode: 'online',
    school: 'St. Mary School',
    gender: 'female',
    dob: '2011-03-21',
    father_name: 'Arvind',
    contact: `9${String(i).padStart(9, '0')}`,
    address: '14 Hazratganj',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    status: enquiryStatuses[i % enquiryStatuses.length] ?? 'new',
    follow_up_on: null,
    submissions: 1,
    user_id: null,
    created_at: at,
  }));
  await insertMany(db, 'reviews', count, (i, at) => ({
    id: randomUUID(),
    user_id: userIds[i] ?? null,
    course_id: null,
    name: name(i),
    review_image: null,
    message: 'Good teachers.',
    status: reviewStatuses[i % reviewStatuses.length] ?? 'pending',
    created_at: at,
  }));
  const article = { is_published: 0, published_at: null, description_html: '<p>Bulk</p>' };
  await insertMany(db, 'news', count, (i, at) => ({
    ...article,
    id: randomUUID(),
    news_image: 'public/bench/picture.webp',
    news_headline: `News ${i}`,
    news_description: 'Bulk',
    created_at: at,
    updated_at: at,
  }));
  await insertMany(db, 'blog_posts', count, (i, at) => ({
    ...article,
    id: randomUUID(),
    blog_image: 'public/bench/picture.webp',
    blog_title: `Post ${i}`,
    instructor: 'Bench',
    blog_type: ['Python', 'Web', 'Office'][i % 3] ?? 'Python',
    description: 'Bulk',
    created_at: at,
    updated_at: at,
  }));
  await insertMany(db, 'team_members', count, (i, at) => ({
    id: randomUUID(),
    name: name(i),
    position: ['Python Trainer', 'Counsellor', 'Web Trainer'][i % 3] ?? 'Trainer',
    image: 'public/bench/picture.webp',
    created_at: at,
    updated_at: at,
  }));
  // Serials of a year the site itself does not issue in, so its own counter is not in the way.
  await insertMany(db, 'certificates', count, (i, at) => ({
    id: randomUUID(),
    name: name(i).toUpperCase(),
    dob: '2004-05-17',
    course: ['Python Programming', 'Web Design', 'Tally with GST'][i % 3] ?? 'Python Programming',
    file_id: randomUUID(),
    storage_key: 'private/bench/certificate.pdf',
    original_key: 'private/bench/certificate.pdf',
    number: `VCI-1999-${String(i).padStart(6, '0')}`,
    issue_year: 1999,
    serial: i,
    issued_on: at.slice(0, 10),
    grade: null,
    status: i % 50 === 0 ? ('revoked' as const) : ('valid' as const),
    revoked_at: i % 50 === 0 ? at : null,
    revoked_reason: i % 50 === 0 ? 'Bench' : null,
    stamped: 1,
    pdf_sha256: null,
    created_at: at,
    updated_at: at,
  }));
}
