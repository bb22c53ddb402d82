import { describe, expect, it } from 'vitest';
import { makeEnrollment, makeRegistration, makeUser } from '../helpers/factories';
import { as, logIn } from '../helpers/requests';
import { courseSite } from '../courses/course-site';
import { build, lessonCourse, type LessonCourse } from './lesson-course';

/** Today, in these tests (India's day). */
const TODAY = '2026-07-20';

describe('lessons: the admin’s progress views, the completion list and its certificates', () => {
  const ctx = courseSite({ app: { today: () => TODAY } });

  const student = async (userName: string) => {
    const { user, password } = await makeUser(ctx.app.db, { userName });
    return { id: user.id, email: user.email, cookie: await logIn(ctx.app, user.email, password) };
  };
  const complete = async (cookie: string, ids: string[]) => {
    for (const id of ids) {
      const done = await as(ctx.app, cookie, {
        method: 'PUT',
        url: `/api/v1/lessons/${id}/progress`,
        payload: { completed: true },
      });
      expect(done.statusCode, done.body).toBe(200);
    }
  };
  const requiredOf = ({ ids }: LessonCourse) => [
    ids.preview,
    ids.notes,
    ids.file,
    ids.live,
    ids.video,
  ];
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

  /** A course with Asha (complete), Ravi (partway) and Meena (not started), all enrolled. */
  async function classOfThree() {
    const course = await lessonCourse(ctx);
    const asha = await student('Asha Verma');
    const ravi = await student('Ravi Kumar');
    const meena = await student('Meena Joshi');
    for (const one of [asha, ravi, meena])
      await makeEnrollment(ctx.app.db, one.id, course.courseId);
    await complete(asha.cookie, requiredOf(course));
    await complete(ravi.cookie, [course.ids.preview]);
    await as(ctx.app, ravi.cookie, { method: 'GET', url: `/api/v1/lessons/${course.ids.notes}` });
    return { course, asha, ravi, meena };
  }

  it('shows each student’s progress and each lesson’s, where students stop', async () => {
    const { course, asha, ravi, meena } = await classOfThree();
    // Someone not enrolled is nobody's row.
    await student('Not Enrolled');
    const res = await admin('GET', `/lessons/admin/course/${course.courseId}/progress`);
    expect(res.statusCode, res.body).toBe(200);
    const { students, lessons } = res.json().data;
    expect(
      students.map((s: Record<string, unknown>) => [
        s.id,
        s.done,
        s.total,
        s.complete,
        s.lastLesson,
      ]),
    ).toEqual([
      [asha.id, 5, 6, true, 'Recorded class'],
      [meena.id, 0, 6, false, null],
      [ravi.id, 1, 6, false, 'Reading notes'],
    ]);
    expect(students[0].completedAt).toEqual(expect.any(String));
    expect(students[1]).toMatchObject({ lastOpenedAt: null, completedAt: null });
    expect(
      lessons.map((l: Record<string, unknown>) => [
        l.title,
        l.module,
        l.opened,
        l.completed,
        l.lastOpened,
      ]),
    ).toEqual([
      ['Welcome', 'Getting started', 2, 2, 0],
      ['Reading notes', 'Getting started', 2, 1, 1],
      ['Worksheet', 'Getting started', 1, 1, 0],
      ['Doubt class', 'Getting started', 1, 1, 0],
      ['Recorded class', 'Practice', 1, 1, 1],
      ['Extra reading', 'Practice', 0, 0, 0],
    ]);
    expect(
      (
        await admin(
          'GET',
          `/lessons/admin/course/${course.courseId}/progress`,
          undefined,
          asha.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await admin('GET', '/lessons/admin/course/nope/progress')).statusCode).toBe(404);
  });

  it('lists who completed and issues their certificates in one step, each verifiable', async () => {
    const { course, asha, ravi } = await classOfThree();
    await makeRegistration(ctx.app.db, { DOB: '2004-05-17' }).then((row) =>
      ctx.app.db
        .updateTable('student_registrations')
        .set({ user_id: asha.id })
        .where('id', '=', row.id)
        .execute(),
    );
    const list = await admin('GET', `/certificate/completions/${course.courseId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.students).toEqual([
      expect.objectContaining({
        id: asha.id,
        name: 'ASHA VERMA',
        dob: '2004-05-17',
        certificate: null,
        printable: true,
        attendance: null,
      }),
    ]);

    const path = `/certificate/completions/${course.courseId}`;
    const notDone = await admin('POST', path, {
      students: [{ studentId: ravi.id, DOB: '2004-01-01' }],
    });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(`"${ravi.id}" has not completed the course.`);
    expect((await admin('POST', path, { students: [] })).statusCode).toBe(400);
    const badDob = await admin('POST', path, {
      students: [{ studentId: asha.id, DOB: '2099-01-01' }],
    });
    expect(badDob.statusCode).toBe(400);
    expect(
      (
        await admin(
          'POST',
          path,
          { students: [{ studentId: asha.id, DOB: '2004-05-17' }] },
          asha.cookie,
        )
      ).statusCode,
    ).toBe(403);

    const issued = await admin('POST', path, {
      students: [{ studentId: asha.id, DOB: '2004-05-17' }],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const [number] = issued.json().data.numbers;
    expect(number).toMatch(/^VCI-2026-\d{6}$/);
    const row = await ctx.app.db
      .selectFrom('certificates')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'ASHA VERMA',
      dob: '2004-05-17',
      course: list.json().data.courseTitle,
      user_id: asha.id,
      course_id: course.courseId,
      recipient_email: asha.email,
      issued_on: TODAY,
    });
    const check = await as(ctx.app, undefined, {
      method: 'POST',
      url: '/api/v1/certificate/check',
      payload: { name: 'Asha Verma', DOB: '2004-05-17' },
    });
    expect(check.statusCode, check.body).toBe(200);
    const after = (await admin('GET', path)).json().data.students[0];
    expect(after.certificate).toEqual({ number, fileId: row.file_id });
    const twice = await admin('POST', path, {
      students: [{ studentId: asha.id, DOB: '2004-05-17' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('"ASHA VERMA" already has a certificate for this course.');
  });

  it('asks a reason for a student below their batch’s attendance minimum (decision 059)', async () => {
    const { course, asha } = await classOfThree();
    const batchId = `batch-${asha.id}`;
    await ctx.app.db
      .insertInto('course_batches')
      .values({
        id: batchId,
        course_id: course.courseId,
        starts_on: '2026-07-01',
        days: 'Mon',
        start_time: '10:00',
        end_time: '11:00',
        mode: 'online',
        seats: 10,
        seats_taken: 1,
        place: 'https://meet.example.com/x',
        place_hi: null,
        created_at: new Date().toISOString(),
        certificate_min_attendance: 75,
      })
      .execute();
    await ctx.app.db
      .insertInto('batch_students')
      .values({ batch_id: batchId, user_id: asha.id, joined_at: '2026-07-01' })
      .execute();
    const path = `/certificate/completions/${course.courseId}`;
    const [listed] = (await admin('GET', path)).json().data.students;
    expect(listed.attendance).toEqual({ batchId, minimum: 75, percent: null, short: true });

    const refused = await admin('POST', path, {
      students: [{ studentId: asha.id, DOB: '2004-05-17' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty(['students.0.attendanceOverride']);
    expect(
      await ctx.app.db
        .selectFrom('certificates')
        .select('id')
        .where('user_id', '=', asha.id)
        .execute(),
    ).toEqual([]);

    const reason = 'Joined the online batch late, attended the recordings';
    const issued = await admin('POST', path, {
      students: [{ studentId: asha.id, DOB: '2004-05-17', attendanceOverride: reason }],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('summary', 'like', `%${reason}%`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('moves a module or a lesson to a place in one request, as a drag drops it', async () => {
    const course = await lessonCourse(ctx);
    const titles = (data: { title: string; lessons: { title: string }[] }[]) =>
      data.map((module) => [module.title, module.lessons.map((lesson) => lesson.title)]);
    const moved = await build(ctx, 'POST', `/${course.ids.live}/move`, { to: 0 });
    expect(titles(moved)[0]).toEqual([
      'Getting started',
      ['Doubt class', 'Welcome', 'Reading notes', 'Worksheet'],
    ]);
    const last = await build(ctx, 'POST', `/${course.ids.live}/move`, { to: 99 });
    expect(titles(last)[0]?.[1]).toEqual(['Welcome', 'Reading notes', 'Worksheet', 'Doubt class']);
    const [first] = last;
    const swapped = await build(ctx, 'POST', `/modules/${first!.id}/move`, { to: 1 });
    expect(swapped.map((module) => module.title)).toEqual(['Practice', 'Getting started']);
    const bad = await admin('POST', `/lessons/admin/${course.ids.live}/move`, { to: -1 });
    expect(bad.statusCode).toBe(400);
  });
});
