import { CompiledQuery, PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from '#server/db/database';
import { blogKind } from '#server/features/articles/blog-kind';
import { newsKind } from '#server/features/articles/news-kind';
import { articlesQuery } from '#server/features/articles/repo';
import { certificatesView } from '#server/features/certificates/certificates-view';
import { certificatesQuery } from '#server/features/certificates/repo';
import { coursesView } from '#server/features/courses/courses-view';
import { coursesQuery } from '#server/features/courses/repo';
import { auditQuery } from '#server/features/audit/repo';
import { activityView } from '#server/features/audit/routes';
import { contactQuery, contactsView } from '#server/features/enquiries/contact-repo';
import { filtered, viewed } from '#server/features/list-view';
import type { ListViewQuery } from '#common/schemas/list-view';
import { registrationQuery, registrationsView } from '#server/features/enquiries/registration-repo';
import { paymentsQuery } from '#server/features/payments/repo';
import { transactionsView } from '#server/features/payments/transactions-view';
import { reviewsQuery } from '#server/features/reviews/repo';
import { reviewsView } from '#server/features/reviews/reviews-view';
import { membersQuery } from '#server/features/team/repo';
import { teamView } from '#server/features/team/team-view';
import { usersQuery, usersView } from '#server/features/users/repo';
import { ADMIN } from './site';

export const BUDGET_MS = 20;
const TIMES = 21;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's list query
type ListQuery = SelectQueryBuilder<any, any, any>;

interface AdminList {
  method: 'GET' | 'POST';
  path: string;
  /** The query behind the list, as the route builds it. */
  query?: (db: Db) => ListQuery;
  /** The query its rows are counted with, when not the list's own. */
  count?: (db: Db) => ListQuery;
}

type ViewParams = Omit<ListViewQuery, 'page'>;

const view = (params: ViewParams) => ({ page: 1, ...params });

/** The first page of each view of one list, as its screen asks for it. */
const viewsOf = (
  path: string,
  views: ViewParams[],
  query: (db: Db, params: ViewParams) => ListQuery,
  count?: (db: Db, params: ViewParams) => ListQuery,
): AdminList[] =>
  views.map((params) => ({
    method: 'GET',
    path: `${path}?${new URLSearchParams({ page: '1', ...params } as Record<string, string>)}`,
    query: (db) => query(db, params),
    count: count && ((db) => count(db, params)),
  }));

/** The admin's lists, searches and sorts, first page, as the admin screens call them. */
const lists: AdminList[] = [
  {
    method: 'POST',
    path: '/api/v1/user?page=1',
    query: (db) => viewed(db, usersQuery(db), usersView, {}),
  },
  {
    method: 'POST',
    path: '/api/v1/user?page=1&q=student4242',
    query: (db) => viewed(db, usersQuery(db), usersView, view({ q: 'student4242' })),
  },
  {
    method: 'GET',
    path: '/api/v1/payment?page=1',
    query: (db) => viewed(db, paymentsQuery(db), transactionsView, {}),
    count: (db) => db.selectFrom('payments'),
  },
  {
    method: 'GET',
    path: '/api/v1/payment?page=1&q=order_bench_4242',
    query: (db) => viewed(db, paymentsQuery(db), transactionsView, { q: 'order_bench_4242' }),
    count: (db) =>
      filtered(db, db.selectFrom('payments'), transactionsView, { q: 'order_bench_4242' }),
  },
  {
    method: 'GET',
    path: '/api/v1/payment?page=1&q=student4242',
    query: (db) => viewed(db, paymentsQuery(db), transactionsView, { q: 'student4242' }),
    count: (db) => filtered(db, db.selectFrom('payments'), transactionsView, { q: 'student4242' }),
  },
  {
    method: 'GET',
    path: '/api/v1/payment?page=1&status=paid',
    query: (db) => viewed(db, paymentsQuery(db), transactionsView, { status: 'paid' }),
    count: (db) => filtered(db, db.selectFrom('payments'), transactionsView, { status: 'paid' }),
  },
  {
    method: 'GET',
    path: '/api/v1/payment?page=1&mode=cash',
    query: (db) => viewed(db, paymentsQuery(db), transactionsView, { mode: 'cash' }),
    count: (db) => filtered(db, db.selectFrom('payments'), transactionsView, { mode: 'cash' }),
  },
  ...viewsOf(
    '/api/v1/course/courses',
    [{}, { q: 'course 4242' }, { status: 'draft' }, { kind: 'Programming' }],
    (db, params) => viewed(db, coursesQuery(db), coursesView, params),
  ),
  ...viewsOf('/api/v1/certificate', [{}, { q: '004242' }, { status: 'revoked' }], (db, params) =>
    viewed(db, certificatesQuery(db), certificatesView, params),
  ),
  {
    method: 'POST',
    path: '/api/v1/contact?page=1',
    query: (db) => viewed(db, contactQuery(db), contactsView, {}),
  },
  {
    method: 'POST',
    path: '/api/v1/contact?page=1&status=contacted',
    query: (db) => viewed(db, contactQuery(db), contactsView, { status: 'contacted' }),
  },
  {
    method: 'POST',
    path: '/api/v1/contact?page=1&q=lead4242',
    query: (db) => viewed(db, contactQuery(db), contactsView, { q: 'lead4242' }),
  },
  {
    method: 'POST',
    path: '/api/v1/register/getData?page=1',
    query: (db) => viewed(db, registrationQuery(db), registrationsView, {}),
  },
  {
    method: 'POST',
    path: '/api/v1/register/getData?page=1&q=imran',
    query: (db) => viewed(db, registrationQuery(db), registrationsView, { q: 'imran' }),
  },
  {
    method: 'POST',
    path: '/api/v1/register/getData?page=1&q=0004242',
    query: (db) => viewed(db, registrationQuery(db), registrationsView, { q: '0004242' }),
  },
  {
    method: 'GET',
    path: '/api/v1/activity?page=1&q=course',
    query: (db) => viewed(db, auditQuery(db), activityView, { q: 'course' }),
  },
  ...viewsOf(
    '/api/v1/review/list',
    [{}, { q: 'verma 4242' }, { status: 'published' }],
    (db, params) => viewed(db, reviewsQuery(db, false), reviewsView, params),
    (db, params) => filtered(db, db.selectFrom('reviews'), reviewsView, params),
  ),
  ...viewsOf('/api/v1/news/list', [{}, { q: 'news 4242' }, { status: 'draft' }], (db, params) =>
    viewed(db, articlesQuery(db, 'news', false), newsKind.view, params),
  ),
  ...viewsOf('/api/v1/blog/list', [{}, { q: 'post 4242' }, { kind: 'Web' }], (db, params) =>
    viewed(db, articlesQuery(db, 'blog_posts', false), blogKind.view, params),
  ),
  ...viewsOf('/api/v1/team/list', [{}, { q: 'khan 4245' }], (db, params) =>
    viewed(db, membersQuery(db), teamView, params),
  ),
  { method: 'GET', path: '/api/v1/stats' },
  { method: 'GET', path: '/api/v1/stats/today' },
  { method: 'GET', path: '/api/v1/stats/charts?range=year' },
  { method: 'GET', path: '/api/v1/enquiries/summary' },
];

/** The streamed exports of whole tables: time to the first and the last byte, and rows. */
const exports = [
  '/api/v1/payment/export.csv',
  '/api/v1/user/export.csv',
  '/api/v1/contact/export.csv',
  '/api/v1/register/export.csv',
  '/api/v1/course/export.csv',
  '/api/v1/certificate/export.csv',
  '/api/v1/review/export.csv',
  '/api/v1/news/export.csv',
  '/api/v1/blog/export.csv',
  '/api/v1/team/export.csv',
];

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`admin login failed: ${res.status}`);
  return body.data.accessToken;
}

/** The median and slowest of TIMES sequential calls, after one to warm up. */
async function time(url: string, token: string, list: AdminList) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url + list.path, {
      method: list.method,
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${list.path} answered ${res.status}`);
    return performance.now() - started;
  };
  await call();
  const times: number[] = [];
  for (let i = 0; i < TIMES; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { median: times[TIMES >> 1] ?? 0, slowest: times[TIMES - 1] ?? 0 };
}

/** The plan of a query, one line per step; whole-table scans are the lines to worry about. */
export async function plan(db: Db, query: ListQuery): Promise<string[]> {
  const { sql, parameters } = query.compile();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const explain = postgres ? `explain ${sql}` : `explain query plan ${sql}`;
  const { rows } = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain, [...parameters]),
  );
  return rows.map((row) => (postgres ? (row['QUERY PLAN'] ?? '') : (row.detail ?? '')));
}

export const scansTable = (line: string) =>
  /Seq Scan on/.test(line) || /^SCAN \S+$/.test(line.trim()) || /^SCAN \S+ AS/.test(line.trim());

/**
 * Times each admin list over HTTP with an admin's token and prints the plans of its page and
 * count queries. Returns false when one is over budget or scans a whole table.
 */
export async function measureAdminLists(url: string, db: Db): Promise<boolean> {
  const token = await logIn(url);
  let ok = true;
  for (const list of lists) {
    const { median, slowest } = await time(url, token, list);
    const counted = list.count ?? list.query;
    const plans =
      list.query && counted
        ? [
            ...(await plan(db, list.query(db).limit(10))),
            ...(await plan(
              db,
              counted(db)
                .clearSelect()
                .clearOrderBy()
                .select((eb) => eb.fn.countAll().as('n')),
            )),
          ]
        : [];
    const scans = plans.some(scansTable);
    const fine = median < BUDGET_MS && !scans;
    ok &&= fine;
    console.log(
      `  ${`${list.method} ${list.path}`.padEnd(50)} median ${median.toFixed(1).padStart(6)} ms` +
        `  slowest ${slowest.toFixed(1).padStart(6)} ms  ${fine ? 'ok' : scans ? 'MISSED (scans a table)' : 'MISSED'}`,
    );
    for (const line of plans) console.log(`      ${line}`);
  }
  for (const path of exports) await timeExport(url, token, path);
  return ok;
}

/** Reads a whole export as it streams, counting its rows and bytes. */
async function timeExport(url: string, token: string, path: string): Promise<void> {
  const started = performance.now();
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${path} answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let first = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (!first) first = performance.now() - started;
    bytes += part.value.byteLength;
    for (const byte of part.value) if (byte === 10) lines++;
  }
  const total = performance.now() - started;
  console.log(
    `  GET ${path.padEnd(46)} ${String(lines - 1).padStart(7)} rows  ${(bytes / 1e6).toFixed(1)} MB` +
      `  first byte ${first.toFixed(0)} ms  all ${(total / 1000).toFixed(2)} s`,
  );
}
