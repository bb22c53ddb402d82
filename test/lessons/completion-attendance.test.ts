import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AttendanceMark } from '#common/batch-sessions';
import { courseStudents } from '#server/db/course-progress';
import { makeEnrollment } from '../helpers/factories';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { courseSite } from '../courses/course-site';
import { lessonCourse, type LessonCourse } from './lesson-course';

/** Today, in these tests (India's day). */
const TODAY = '2026-07-20';

describe(`lessons: a course's completion asks the batch's attendance minimum (decision 074, ${testDb})`, () => {
  const ctx = courseSite({ app: { today: () => TODAY } });
  const db = () => ctx.app.db;

  const get = async (cookie: string, url: string) => {
    const res = await as(ctx.app, cookie, { method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const progressOf = async (cookie: string, courseId: string) =>
    (await get(cookie, `/lessons/course/${courseId}`)).progress;
  const mine = async (cookie: string, courseId: string) =>
    (await get(cookie, '/lessons/mine')).find(
      (one: { courseId: string }) => one.courseId === courseId,
    );
  const completeOf = async (courseId: string) =>
    Object.fromEntries(
      (await get(ctx.admin, `/lessons/admin/course/${courseId}/progress`)).students.map(
        (s: { id: string; complete: boolean }) => [s.id, s.complete],
      ),
    );

  /** A student enrolled in the course with every required lesson complete. */
  async function finished(course: LessonCourse) {
    const student = await ctx.newStudent();
    await makeEnrollment(db(), student.id, course.courseId);
    const { ids } = course;
    for (const id of [ids.preview, ids.notes, ids.file, ids.live, ids.video]) {
      const res = await as(ctx.app, student.cookie, {
        method: 'PUT',
        url: `/api/v1/lessons/${id}/progress`,
        payload: { completed: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return student;
  }

  let batches = 0;
  /** A batch of the course with its classes: held before today, one cancelled, one to come. */
  async function batchOf(courseId: string, minimum: number | null) {
    const id = `batch-${++batches}`;
    await db()
      .insertInto('course_batches')
      .values({
        id,
        course_id: courseId,
        starts_on: '2026-07-01',
        days: 'Mon',
        start_time: '10:00',
        end_time: '11:00',
        mode: 'offline',
        seats: 30,
        seats_taken: 0,
        place: 'Room 1',
        place_hi: null,
        created_at: new Date().toISOString(),
        certificate_min_attendance: minimum,
      })
      .execute();
    const days = [
      '2026-07-01',
      '2026-07-06',
      '2026-07-13',
      '2026-07-15',
      '2026-07-16',
      '2026-07-27',
    ];
    await db()
      .insertInto('batch_sessions')
      .values(
        days.map((day, at) => ({
          id: `${id}-s${at}`,
          batch_id: id,
          planned_on: day,
          held_on: day,
          start_time: '10:00',
          end_time: '11:00',
          status: at === 4 ? ('cancelled' as const) : ('planned' as const),
          cancel_reason: at === 4 ? 'Holiday' : null,
        })),
      )
      .execute();
    /** Joins the student and marks them at the classes in order (the cancelled and the one to come last). */
    return async (userId: string, joinedAt: string, marks: AttendanceMark[]) => {
      await db()
        .insertInto('batch_students')
        .values({ batch_id: id, user_id: userId, joined_at: joinedAt })
        .execute();
      if (marks.length === 0) return;
      await db()
        .insertInto('session_attendance')
        .values(
          marks.map((mark, at) => ({
            session_id: `${id}-s${at}`,
            user_id: userId,
            mark,
            submission_id: `${id}-${userId}-${at}`,
            marked_by: null,
            marked_at: new Date().toISOString(),
          })),
        )
        .execute();
    };
  }

  let tests = 0;
  /** A paper test of the course required for completion, its results shown at once. */
  async function requiredTest(courseId: string) {
    const id = `test-${++tests}`;
    const now = new Date().toISOString();
    await db()
      .insertInto('tests')
      .values({
        id,
        course_id: courseId,
        batch_id: null,
        title: 'Final exam',
        mode: 'offline',
        draw: null,
        time_limit_minutes: null,
        opens_at: '2026-07-10T04:30:00.000Z',
        closes_at: null,
        attempts_allowed: 1,
        shuffle_questions: 0,
        shuffle_options: 0,
        max_marks: 10000,
        pass_marks: 4000,
        results: 'immediate',
        released_at: null,
        required_for_completion: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return (userId: string, marks: number) =>
      db()
        .insertInto('offline_marks')
        .values({ test_id: id, user_id: userId, marks, entered_by: null, entered_at: now })
        .execute();
  }

  it('with no minimum set, asks the lessons and the required tests only', async () => {
    const course = await lessonCourse(ctx);
    const asha = await finished(course);
    // A batch without a minimum asks nothing of attendance, however little.
    const join = await batchOf(course.courseId, null);
    await join(asha.id, '2026-07-01', ['absent', 'absent', 'absent', 'absent']);
    expect(await progressOf(asha.cookie, course.courseId)).toEqual({
      done: 5,
      total: 6,
      complete: true,
    });

    const mark = await requiredTest(course.courseId);
    const ravi = await finished(course);
    expect((await progressOf(asha.cookie, course.courseId)).complete).toBe(false);
    await mark(asha.id, 6000);
    await mark(ravi.id, 3000);
    expect(await mine(asha.cookie, course.courseId)).toMatchObject({ complete: true });
    expect(await mine(ravi.cookie, course.courseId)).toMatchObject({ complete: false });
    expect(await completeOf(course.courseId)).toEqual({ [asha.id]: true, [ravi.id]: false });
  });

  it('is complete when the attendance meets the batch’s minimum, not below it', async () => {
    const course = await lessonCourse(ctx);
    const mark = await requiredTest(course.courseId);
    const join = await batchOf(course.courseId, 75);
    // 3 of 4 classes held (the cancelled one and the one to come are not counted): 75%.
    const asha = await finished(course);
    await join(asha.id, '2026-07-01', ['present', 'present', 'late', 'absent', 'absent', 'absent']);
    // 2 of 4: 50%.
    const ravi = await finished(course);
    await join(ravi.id, '2026-07-01', ['present', 'absent', 'late', 'absent']);
    // Marked at no class yet.
    const meena = await finished(course);
    await join(meena.id, '2026-07-02', []);
    // Met, but the required test failed.
    const kiran = await finished(course);
    await join(kiran.id, '2026-07-01', ['present', 'present', 'present', 'present']);
    // Short in an old batch, then in a later one with its own, lower minimum that they meet.
    const sunil = await finished(course);
    const later = await batchOf(course.courseId, 50);
    await join(sunil.id, '2026-07-01', ['absent', 'absent', 'absent', 'present']);
    await later(sunil.id, '2026-07-05', ['present', 'absent', 'absent', 'late']);
    for (const one of [asha, ravi, meena, sunil]) await mark(one.id, 8000);
    await mark(kiran.id, 1000);

    expect(await progressOf(asha.cookie, course.courseId)).toEqual({
      done: 5,
      total: 6,
      complete: true,
      attendance: { minimum: 75, percent: 75, met: true },
    });
    expect(await progressOf(ravi.cookie, course.courseId)).toEqual({
      done: 5,
      total: 6,
      complete: false,
      attendance: { minimum: 75, percent: 50, met: false },
    });
    expect(await mine(ravi.cookie, course.courseId)).toMatchObject({
      complete: false,
      attendance: { minimum: 75, percent: 50, met: false },
    });
    expect(await mine(meena.cookie, course.courseId)).toMatchObject({
      complete: false,
      attendance: { minimum: 75, percent: null, met: false },
    });
    expect(await progressOf(kiran.cookie, course.courseId)).toMatchObject({
      complete: false,
      attendance: { minimum: 75, percent: 100, met: true },
    });
    expect(await progressOf(sunil.cookie, course.courseId)).toMatchObject({
      complete: true,
      attendance: { minimum: 50, percent: 50, met: true },
    });
    expect(await completeOf(course.courseId)).toEqual({
      [asha.id]: true,
      [ravi.id]: false,
      [meena.id]: false,
      [kiran.id]: false,
      [sunil.id]: true,
    });
    // The admin's progress view says what each of them still lacks.
    const why = Object.fromEntries(
      (await get(ctx.admin, `/lessons/admin/course/${course.courseId}/progress`)).students.map(
        (s: { id: string; testsPassed: boolean; attendance: unknown }) => [
          s.id,
          [s.testsPassed, s.attendance],
        ],
      ),
    );
    expect(why).toEqual({
      [asha.id]: [true, { minimum: 75, percent: 75, met: true }],
      [ravi.id]: [true, { minimum: 75, percent: 50, met: false }],
      [meena.id]: [true, { minimum: 75, percent: null, met: false }],
      [kiran.id]: [false, { minimum: 75, percent: 100, met: true }],
      [sunil.id]: [true, { minimum: 50, percent: 50, met: true }],
    });

    // The completion list: those short only of attendance are there, marked short (a
    // certificate for them needs a reason); the failed test keeps Kiran off it.
    const list = await get(ctx.admin, `/certificate/completions/${course.courseId}`);
    const shortOf = Object.fromEntries(
      list.students.map((s: { id: string; attendance: { short: boolean } }) => [
        s.id,
        s.attendance.short,
      ]),
    );
    expect(shortOf).toEqual({
      [asha.id]: false,
      [ravi.id]: true,
      [meena.id]: true,
      [sunil.id]: false,
    });
  });

  it('reads a whole class in the same number of queries, whatever its size', async () => {
    const course = await lessonCourse(ctx);
    const mark = await requiredTest(course.courseId);
    const join = await batchOf(course.courseId, 75);
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const countFor = async () => {
      queries = 0;
      await courseStudents(db().withPlugin(counting), TODAY, course.courseId);
      return queries;
    };
    const add = async () => {
      const one = await finished(course);
      await join(one.id, '2026-07-01', ['present', 'absent', 'present', 'present']);
      await mark(one.id, 5000);
    };
    await add();
    await add();
    const few = await countFor();
    for (let i = 0; i < 3; i += 1) await add();
    expect(await countFor()).toBe(few);
  });
});
