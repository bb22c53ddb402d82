import { sql } from 'kysely';
import { isOneLine } from '#common/text';
import {
  makeAdmin,
  makeContact,
  makeCourse,
  makeCourseFile,
  makePayment,
  makeRegistration,
  makeReview,
  makeUser,
  uniqueTag,
} from '../helpers/factories';
import { pdfFile, pngImage } from '../helpers/files';
import { as, logIn, multipart } from '../helpers/requests';
import type { startApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof startApp>>;

/** The tables whose rows the write endpoints name, in their paths or their bodies. */
export type RowTable =
  | 'users'
  | 'courses'
  | 'course_files'
  | 'course_batches'
  | 'reviews'
  | 'news'
  | 'blog_posts'
  | 'team_members'
  | 'contact_queries'
  | 'student_registrations'
  | 'certificates'
  | 'coupons'
  | 'payments';

/**
 * The table a path parameter names: by its name (`courseId`, `fileId`), else by the route.
 * Undefined for a parameter that names no row (a reset token).
 */
export function tableOf(path: string, param: string): RowTable | undefined {
  if (param === 'courseId') return 'courses';
  if (param === 'fileId') return 'course_files';
  if (param !== 'id') return undefined;
  const routes: [RegExp, RowTable][] = [
    [/\/course\/batch\//, 'course_batches'],
    [/\/course\/remove(Ebook|PPT)\//, 'course_files'],
    [/\/course\//, 'courses'],
    [/\/user\//, 'users'],
    [/\/payment\/coupons\//, 'coupons'],
    [/\/news\//, 'news'],
    [/\/blog\//, 'blog_posts'],
    [/\/team\//, 'team_members'],
    [/\/review\//, 'reviews'],
    [/\/contact\//, 'contact_queries'],
    [/\/register\//, 'student_registrations'],
    [/\/certificate\//, 'certificates'],
  ];
  return routes.find(([pattern]) => pattern.test(path))?.[1];
}

/**
 * Columns that hold one line of text (names, titles, places, codes), and columns holding JSON
 * whose every text is one line (a course's outline, the site settings): what no request may
 * store a line break, a tab or another control character in.
 */
const ONE_LINE_COLUMNS: Record<string, string[]> = {
  users: ['user_name', 'email', 'mobile_no', 'address', 'state'],
  courses: [
    'course_title',
    'sub_title',
    'category',
    'course_duration',
    'course_language',
    'instructor',
  ],
  course_files: ['title', 'file_name'],
  course_batches: ['place'],
  enrollments: ['reason'],
  reviews: ['name'],
  news: ['news_headline'],
  blog_posts: ['blog_title', 'instructor', 'blog_type'],
  team_members: ['name', 'position'],
  contact_queries: ['name', 'email', 'subject', 'phone'],
  student_registrations: ['name', 'school', 'father_name', 'contact', 'address', 'state', 'city'],
  certificates: ['name', 'course', 'grade', 'dob', 'issued_on'],
  payments: ['reference'],
  coupons: ['code'],
};
const JSON_COLUMNS: Record<string, string[]> = {
  courses: ['outline', 'learning_points'],
  site_settings: ['value'],
};

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(texts)
      : [];

/** Every stored text that should be one line and is not, as `table.column: "text"`. */
export async function storedLineBreaks(app: App): Promise<string[]> {
  const found: string[] = [];
  const check = async (table: string, columns: string[], parse: (v: string) => unknown) => {
    const rows = await app.db
      .selectFrom(table as RowTable)
      .select(columns.map((column) => sql<string | null>`${sql.ref(column)}`.as(column)))
      .execute();
    for (const row of rows as Record<string, string | null>[]) {
      for (const column of columns) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        for (const text of texts(parse(value)))
          if (!isOneLine(text)) found.push(`${table}.${column}: ${JSON.stringify(text)}`);
      }
    }
  };
  for (const [table, columns] of Object.entries(ONE_LINE_COLUMNS))
    await check(table, columns, (value) => value);
  for (const [table, columns] of Object.entries(JSON_COLUMNS))
    await check(table, columns, (value) => JSON.parse(value));
  return found;
}

/**
 * Rows of every table the write endpoints name, made the way the site makes them (factories,
 * or an admin's own calls), and kept at two or more each as fuzzed deletes remove them. Reviews
 * and orders are `student`'s.
 */
export function realRows(app: App, student: { id: string }) {
  // A new admin each time: fuzzed cases may switch any account off.
  const post = async (url: string, options: object) => {
    const admin = await makeAdmin(app.db);
    const cookie = await logIn(app, admin.user.email, admin.password);
    const res = await as(app, cookie, { method: 'POST', url: `/api/v1${url}`, ...options });
    if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  };
  const form = async (url: string, fields: Record<string, string>, field: string, data: Buffer) =>
    post(url, await multipart(fields, { [field]: { name: `file.${field}`, data } }));
  const anyCourse = async () => (await makeCourse(app)).id;

  const makers: Record<RowTable, () => Promise<unknown>> = {
    users: () => makeUser(app.db),
    courses: anyCourse,
    course_files: async () =>
      makeCourseFile(app, await anyCourse(), { kind: 'ebook', title: 'Notes' }),
    course_batches: async () =>
      post(`/course/batches/${await anyCourse()}`, {
        payload: {
          startsOn: '2030-01-07',
          days: ['Mon', 'Wed'],
          startTime: '17:00',
          endTime: '18:30',
          mode: 'offline',
          seats: 20,
          seatsTaken: 0,
          place: 'Room 2, Civil Lines',
        },
      }),
    reviews: () => makeReview(app.db, { user_id: student.id }),
    news: async () =>
      form(
        '/news/createNews',
        { newsHeadline: 'Admissions open', newsDescription: 'Batches start **soon**.' },
        'newsImage',
        await pngImage(),
      ),
    blog_posts: async () =>
      form(
        '/blog/create',
        {
          BlogTitle: 'Why Python',
          Instructor: 'Meera Iyer',
          Description: 'It reads well.',
          BlogType: 'Programming',
        },
        'BlogUrl',
        await pngImage(),
      ),
    team_members: async () =>
      form('/team/create', { name: 'Meera Iyer', position: 'Mentor' }, 'image', await pngImage()),
    contact_queries: () => makeContact(app.db),
    student_registrations: () => makeRegistration(app.db),
    certificates: () =>
      form(
        '/certificate/create',
        { name: 'Kiran Rao', DOB: '2004-05-17', course: 'Python Programming' },
        'certificateImg',
        pdfFile('Kiran Rao'),
      ),
    coupons: () =>
      post('/payment/coupons', {
        payload: { code: `SAVE${uniqueTag()}`.toUpperCase(), kind: 'percent', value: 10 },
      }),
    payments: async () => makePayment(app.db, student.id, await anyCourse(), { status: 'created' }),
  };
  const tables = Object.keys(makers) as RowTable[];

  return {
    /** Tops every table up to two rows. */
    async keep() {
      const counts = sql.join(
        tables.map((table) => sql`select ${table} as t, count(*) as n from ${sql.table(table)}`),
        sql` union all `,
      );
      const { rows } = await sql<{ t: RowTable; n: number | string }>`${counts}`.execute(app.db);
      for (const { t, n } of rows) for (let i = Number(n); i < 2; i++) await makers[t]();
    },
    /** The `pick`th value (wrapping round) of a column over the table's rows as they are now. */
    async pick(table: RowTable, pick: number, column = 'id'): Promise<string> {
      const rows = await app.db
        .selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('value'))
        .orderBy('id')
        .execute();
      return rows[pick % rows.length]?.value ?? 'missing';
    },
  };
}
