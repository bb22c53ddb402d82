import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUser } from '#server/db/users';
import { newId, now } from '#server/db/time';
import { hashPassword } from '#server/services/passwords';
import { load, type LoadRequest } from './load';
import { median } from './median';
import { startServer, startSite, type Server } from './servers';
import { openSiteDatabase } from './site';

/**
 * Issue 38's budgets: a lesson switch (the lesson's API call after the first) under 100 ms at
 * p99, and the server's resident memory growing by less than 64 MB over what it held before while
 * 20 clients stream a 500 MB video with range requests (it is streamed from disk, never held
 * whole: one 16 MB range held per client would be 320 MB). The growth is judged, not the whole:
 * the idle server's own size moves with the code it loads (189 MB, then 210 MB a few features
 * later), which says nothing of the streaming.
 */
export const LESSON_BUDGETS = { switchMs: 100, streamGrowthMb: 64 };
const STUDENT = { email: 'bench-learner@example.com', password: 'Bench@12345' };
const VIDEO_KEY = 'private/lessons/bench-video.mp4';

/** A module of two notes lessons and a video lesson of `videoBytes` on the first course. */
async function seedLessons(env: Record<string, string>, videoBytes: number) {
  const db = openSiteDatabase(env);
  try {
    const course = await db.selectFrom('courses').select('id').limit(1).executeTakeFirstOrThrow();
    const at = now();
    const user = await createUser(db, {
      userName: 'Bench Learner',
      email: STUDENT.email,
      mobileNo: null,
      passwordHash: await hashPassword(STUDENT.password),
      role: 'student',
      emailVerified: true,
    });
    await db
      .insertInto('enrollments')
      .values({
        user_id: user.id,
        course_id: course.id,
        created_at: at,
        granted_by: null,
        granted_by_name: null,
      })
      .execute();
    const moduleId = newId();
    await db
      .insertInto('course_modules')
      .values({
        id: moduleId,
        course_id: course.id,
        position: 99,
        title: 'Bench',
        title_hi: null,
        created_at: at,
      })
      .execute();
    const lesson = (position: number, kind: 'notes' | 'video') => ({
      id: newId(),
      module_id: moduleId,
      course_id: course.id,
      position,
      title: `Bench lesson ${position + 1}`,
      title_hi: null,
      kind,
      minutes: 10,
      free_preview: 0,
      required: 1,
      youtube_id: null,
      live_url: null,
      notes: '## Notes\n\nA paragraph of notes.',
      notes_html: '<h2>Notes</h2><p>A paragraph of notes.</p>'.repeat(20),
      storage_key: kind === 'video' ? VIDEO_KEY : null,
      file_name: kind === 'video' ? 'bench.mp4' : null,
      content_type: kind === 'video' ? 'video/mp4' : null,
      size_bytes: kind === 'video' ? videoBytes : null,
      captions_key: null,
      created_at: at,
      updated_at: at,
    });
    const lessons = [lesson(0, 'notes'), lesson(1, 'notes'), lesson(2, 'video')];
    await db.insertInto('course_lessons').values(lessons).execute();
    // A sparse file: its bytes cost no disk, and are read from the page cache like any other.
    const videoPath = path.join(env.DATA_DIR ?? '', 'uploads', VIDEO_KEY);
    await mkdir(path.dirname(videoPath), { recursive: true });
    const file = await open(videoPath, 'w');
    await file.truncate(videoBytes);
    await file.close();
    return lessons.map((row) => row.id);
  } finally {
    await db.destroy();
  }
}

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  if (!res.ok) throw new Error(`student login failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * `clients` clients each reading the whole video in ranges of `rangeBytes` (as a player asks),
 * the server's resident memory sampled every 100 ms: its peak, and the bytes read.
 */
async function streamAll(
  app: Server,
  url: string,
  cookie: string,
  { clients, size, rangeBytes }: { clients: number; size: number; rangeBytes: number },
) {
  let peak = app.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, app.rssMb())), 100);
  let bytes = 0;
  let errors = 0;
  const client = async (offset: number) => {
    for (let start = offset; start < size; start += rangeBytes) {
      const end = Math.min(start + rangeBytes, size) - 1;
      const res = await fetch(url, { headers: { cookie, range: `bytes=${start}-${end}` } });
      if (res.status !== 206) errors++;
      const reader = res.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read())
        bytes += read.value.length;
    }
  };
  const started = Date.now();
  try {
    // Each client starts at another place of the file, as viewers who seek do.
    await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        client(Math.floor((i * size) / clients / rangeBytes) * rangeBytes),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  return {
    peak: Math.max(peak, app.rssMb()),
    bytes,
    errors,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The lesson switch (a student's GET of the next lesson, after the first) one request at a time,
 * each round right after a bare node:http server sending the same bytes, judged on the median
 * p99 of `rounds`; then 20 clients streaming the 500 MB video in ranges, the server's RSS peak.
 */
export async function benchLessons(
  env: Record<string, string>,
  seconds: number,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
): Promise<boolean> {
  const videoBytes = Number(process.env.BENCH_VIDEO_MB ?? 500) * 1024 * 1024;
  const first = await startSite(env);
  await first.stop();
  const [firstLesson, nextLesson, video] = await seedLessons(env, videoBytes);
  const app = await startSite(env);
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-bare-'));
  let bare: Server | undefined;
  try {
    const cookie = await logIn(app.url);
    const request: LoadRequest = { method: 'GET', headers: [`cookie=${cookie}`] };
    await fetch(`${app.url}/api/v1/lessons/${firstLesson}`, { headers: { cookie } });
    const switchPath = `/api/v1/lessons/${nextLesson}`;
    const answer = await fetch(app.url + switchPath, { headers: { cookie } });
    if (!answer.ok) throw new Error(`${switchPath}: ${answer.status}`);
    const body = Buffer.from(await answer.arrayBuffer());
    const answers = path.join(folder, 'answers.json');
    await writeFile(
      answers,
      JSON.stringify({
        [switchPath]: {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': String(body.length),
          },
          body: body.toString('base64'),
        },
      }),
    );
    bare = await startServer('scripts/bench/bare-server.ts', { BARE_ANSWERS: answers }, switchPath);
    const runs: { bare: number; site: number; rps: number; errors: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const bareRun = await load(bare.url + switchPath, seconds, { connections: 1 }, request);
      const siteRun = await load(app.url + switchPath, seconds, { connections: 1 }, request);
      runs.push({ bare: bareRun.p99, site: siteRun.p99, rps: siteRun.rps, errors: siteRun.errors });
    }
    const p99 = median(runs.map((run) => run.site));
    const switchErrors = runs.reduce((sum, run) => sum + run.errors, 0);
    const switchOk = p99 < LESSON_BUDGETS.switchMs && switchErrors === 0;
    console.log(
      `lessons (median p99 of ${rounds} rounds of ${seconds} s, each right after a bare node:http server):`,
    );
    console.log(
      `  lesson switch, 1 in flight                  p99 ${p99} ms (budget ${LESSON_BUDGETS.switchMs}; ` +
        `rounds ${runs.map((run) => run.site).join(' ')}; bare ${median(runs.map((run) => run.bare))})` +
        `  ${median(runs.map((run) => run.rps))} req/s  errors ${switchErrors}  ${switchOk ? 'ok' : 'MISSED'}`,
    );

    const idle = app.rssMb();
    const streamed = await streamAll(app, `${app.url}/api/v1/lessons/${video}/media`, cookie, {
      clients: 20,
      size: videoBytes,
      rangeBytes: 16 * 1024 * 1024,
    });
    const streamOk =
      streamed.peak - idle < LESSON_BUDGETS.streamGrowthMb &&
      streamed.errors === 0 &&
      streamed.bytes > 0;
    console.log(
      `  20 clients streaming ${videoBytes / 1024 / 1024} MB in 16 MB ranges: server RSS peak ` +
        `${streamed.peak} MB, ${streamed.peak - idle} MB over idle ${idle} (budget ${LESSON_BUDGETS.streamGrowthMb}), ` +
        `${(streamed.bytes / 1024 / 1024 / 1024).toFixed(1)} GB in ${streamed.seconds.toFixed(0)} s ` +
        `errors ${streamed.errors}  ${streamOk ? 'ok' : 'MISSED'}`,
    );
    return switchOk && streamOk;
  } finally {
    await bare?.stop();
    await app.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
