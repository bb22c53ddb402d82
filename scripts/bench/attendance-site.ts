import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '#server/db/database';
import { newId, now } from '#server/db/time';
import { load, type LoadRequest } from './load';
import { median } from './median';
import { startServer, startSite, type Server } from './servers';
import { ADMIN, openSiteDatabase } from './site';

/**
 * p99 budgets (ms) of issue 37, each request sent the moment the last is answered: how long one
 * takes, as a trainer saving or the office opening a register meets it.
 */
export const ATTENDANCE_BUDGETS = { marking: 50, register: 200, week: 100 };
const MONTH = '2026-07';

/** `count` students, in one insert. */
async function seedStudents(db: Db, count: number, tag: string): Promise<string[]> {
  const at = now();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    user_name: i % 3 === 0 ? `छात्र ${tag} ${i}` : `Bench Student ${tag} ${i}`,
    email: `bench-${tag}-${i}@example.com`,
    mobile_no: null,
    password_hash: null,
    profile_img: null,
    role: 'student' as const,
    google_sub: null,
    address: null,
    state: null,
    gstin: null,
    deactivated_at: null,
    email_verified_at: null,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto('users').values(rows).execute();
  return rows.map((row) => row.id);
}

/** A batch of the first course with these students and a class on each of these days. */
async function seedBatch(db: Db, students: string[], days: string[], startTime = '07:00') {
  const course = await db.selectFrom('courses').select('id').limit(1).executeTakeFirstOrThrow();
  const batchId = newId();
  await db
    .insertInto('course_batches')
    .values({
      id: batchId,
      course_id: course.id,
      starts_on: days[0] ?? `${MONTH}-01`,
      days: 'Mon,Tue,Wed,Thu,Fri,Sat',
      start_time: startTime,
      end_time: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      mode: 'online',
      seats: students.length,
      seats_taken: students.length,
      place: 'https://meet.example.com/bench',
      place_hi: null,
      created_at: now(),
    })
    .execute();
  if (students.length > 0)
    await db
      .insertInto('batch_students')
      .values(students.map((user_id) => ({ batch_id: batchId, user_id, joined_at: now() })))
      .execute();
  const sessions = days.map((day) => ({
    id: newId(),
    batch_id: batchId,
    planned_on: day,
    held_on: day,
    start_time: startTime,
    end_time: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    status: 'planned' as const,
    cancel_reason: null,
  }));
  await db.insertInto('batch_sessions').values(sessions).execute();
  return { batchId, sessionIds: sessions.map((s) => s.id) };
}

/** The days of the month but Sundays: 26 in July 2026. */
const daysOfMonth = () =>
  Array.from({ length: 31 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`).filter(
    (day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0,
  );

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

interface Target {
  label: string;
  path: string;
  budget: number;
  connections: number;
  request: LoadRequest;
}

/** The site's answer to each target, for the bare server to send the same bytes. */
async function record(url: string, targets: Target[]) {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const { path: at, request } of targets) {
    const headers = Object.fromEntries(request.headers.map((h) => h.split(/=(.*)/s, 2)));
    const res = await fetch(url + at, { method: request.method, headers, body: request.body });
    if (!res.ok) throw new Error(`${at}: ${res.status} ${await res.text()}`);
    const body = Buffer.from(await res.arrayBuffer());
    answers[at] = {
      headers: {
        'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
        'content-length': String(body.length),
      },
      body: body.toString('base64'),
    };
  }
  return answers;
}

/**
 * Marking a class of 30 in one request and the month's register of a batch of 60 over 26 classes
 * (as the screen reads it, as CSV and as PDF), one request at a time, each right after a bare node:http server sending the same bytes, `rounds` times; judged
 * on the median of the rounds' p99 (on a shared machine one round alone can be far off).
 */
export async function benchAttendance(
  env: Record<string, string>,
  seconds: number,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
): Promise<boolean> {
  const first = await startSite(env);
  await first.stop();
  const db = openSiteDatabase(env);
  let targets: Target[];
  try {
    const register = await seedBatch(db, await seedStudents(db, 60, 'r'), daysOfMonth());
    const registerStudents = await db
      .selectFrom('batch_students')
      .select('user_id')
      .where('batch_id', '=', register.batchId)
      .execute();
    const rows = register.sessionIds.flatMap((session_id, day) =>
      registerStudents.map(({ user_id }, i) => ({
        session_id,
        user_id,
        mark: (i + day) % 7 === 0 ? ('absent' as const) : ('present' as const),
        submission_id: 'bench',
        marked_by: null,
        marked_at: now(),
      })),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('session_attendance')
        .values(rows.slice(i, i + 500))
        .execute();

    const marking = await seedBatch(db, await seedStudents(db, 30, 'm'), [`${MONTH}-06`]);
    const classmates = await db
      .selectFrom('batch_students')
      .select('user_id')
      .where('batch_id', '=', marking.batchId)
      .execute();
    const body = JSON.stringify({
      submissionId: 'bench-marking-0001',
      marks: classmates.map(({ user_id }, i) => ({
        userId: user_id,
        mark: i % 10 === 0 ? 'absent' : 'present',
      })),
    });
    // The admin's week: 40 batches, each with a class on the six days of the week (240 classes),
    // at hours from 06:00 to 19:00 so that some share an hour, as an institute's rooms do.
    const week = daysOfMonth().slice(4, 10);
    for (let i = 0; i < 40; i++)
      await seedBatch(db, [], week, `${String(6 + (i % 14)).padStart(2, '0')}:00`);
    targets = [
      {
        label: 'admin week, 40 batches',
        path: `/api/v1/course/timetable/week?from=${week[0]}`,
        budget: ATTENDANCE_BUDGETS.week,
        connections: 1,
        request: { method: 'GET', headers: [] },
      },
      {
        label: 'marking a class of 30 (PUT)',
        path: `/api/v1/course/sessions/${marking.sessionIds[0]}/attendance`,
        budget: ATTENDANCE_BUDGETS.marking,
        connections: 1,
        request: { method: 'PUT', headers: ['content-type=application/json'], body },
      },
      ...(['register', 'register.csv', 'register.pdf'] as const).map((file) => ({
        label: `${file} 60 x 26`,
        path: `/api/v1/course/batch/${register.batchId}/${file}?month=${MONTH}`,
        budget: ATTENDANCE_BUDGETS.register,
        connections: 1,
        request: { method: 'GET', headers: [] },
      })),
    ];
  } finally {
    await db.destroy();
  }

  const app = await startSite(env);
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-bare-'));
  let bare: Server | undefined;
  try {
    const cookie = await logIn(app.url);
    for (const target of targets) target.request.headers.push(`cookie=${cookie}`);
    const answers = path.join(folder, 'answers.json');
    await writeFile(answers, JSON.stringify(await record(app.url, targets)));
    bare = await startServer(
      'scripts/bench/bare-server.ts',
      { BARE_ANSWERS: answers },
      targets[2]?.path ?? '/',
    );
    console.log(
      `attendance (median p99 of ${rounds} rounds of ${seconds} s, each right after a bare ` +
        `node:http server sending the same bytes):`,
    );
    let ok = true;
    for (const target of targets) {
      const runs: { bare: number; site: number; rps: number; errors: number }[] = [];
      for (let round = 0; round < rounds; round++) {
        const bareRun = await load(bare.url + target.path, seconds, target, target.request);
        const siteRun = await load(app.url + target.path, seconds, target, target.request);
        runs.push({
          bare: bareRun.p99,
          site: siteRun.p99,
          rps: siteRun.rps,
          errors: siteRun.errors,
        });
      }
      const p99 = median(runs.map((run) => run.site));
      const errors = runs.reduce((sum, run) => sum + run.errors, 0);
      const passed = p99 < target.budget && errors === 0;
      ok &&= passed;
      console.log(
        `  ${`${target.label}, ${target.connections} in flight`.padEnd(44)} p99 ${String(p99).padStart(4)} ms (budget ${target.budget}; ` +
          `rounds ${runs.map((run) => run.site).join(' ')}; bare ${median(runs.map((run) => run.bare))})` +
          `  ${median(runs.map((run) => run.rps))} req/s  errors ${errors}  ${passed ? 'ok' : 'MISSED'}`,
      );
    }
    return ok;
  } finally {
    await bare?.stop();
    await app.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
