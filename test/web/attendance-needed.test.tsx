// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '#common/admin-paths';
import type { AttendanceMark } from '#common/batch-sessions';
import type { Language } from '#common/languages';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { Component as CourseProgress } from '#web/routes/admin-course-progress';
import { Component as MyLearning } from '#web/routes/my-learning';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { startRealApp } from './helpers/real-app';
import { renderScreen } from './helpers/render-screen';

type SignInAs = () => Promise<void>;

describe('the attendance a course still asks is told to the student on My Learning and to the admin beside the progress, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId: string;
  let signIn: { admin: SignInAs; student: SignInAs };

  beforeAll(async () => {
    server = await startRealApp({ today: () => '2026-07-20' });
    const { db } = server.app;
    const admin = await makeAdmin(db);
    await api.post('/user/login', { email: admin.user.email, password: admin.password });
    const course = await makeCourse(server.app, { course_title: 'Tally Prime' });
    courseId = course.id;
    const { data: modules } = await api.post<{ id: string }[]>(
      `/lessons/admin/course/${course.id}/modules`,
      { title: 'Basics' },
    );
    await api.post(`/lessons/admin/modules/${modules![0]!.id}/lessons`, {
      title: 'Ledgers',
      kind: 'notes',
      minutes: 10,
    });
    const student = await makeUser(db);
    await makeEnrollment(db, student.user.id, course.id);
    await db
      .insertInto('course_batches')
      .values({
        id: 'batch-tally',
        course_id: course.id,
        starts_on: '2026-07-01',
        days: 'Mon',
        start_time: '10:00',
        end_time: '11:00',
        mode: 'offline',
        seats: 30,
        seats_taken: 1,
        place: 'Room 1',
        place_hi: null,
        created_at: new Date().toISOString(),
        certificate_min_attendance: 75,
      })
      .execute();
    await db
      .insertInto('batch_students')
      .values({ batch_id: 'batch-tally', user_id: student.user.id, joined_at: '2026-07-01' })
      .execute();
    // 3 of 5 classes attended: 60%.
    const marks: AttendanceMark[] = ['present', 'absent', 'late', 'present', 'absent'];
    for (const [at, mark] of marks.entries()) {
      const day = `2026-07-0${at + 1}`;
      await db
        .insertInto('batch_sessions')
        .values({
          id: `class-${at}`,
          batch_id: 'batch-tally',
          planned_on: day,
          held_on: day,
          start_time: '10:00',
          end_time: '11:00',
          status: 'planned',
          cancel_reason: null,
        })
        .execute();
      await db
        .insertInto('session_attendance')
        .values({
          session_id: `class-${at}`,
          user_id: student.user.id,
          mark,
          submission_id: `mark-${at}`,
          marked_by: null,
          marked_at: new Date().toISOString(),
        })
        .execute();
    }
    const signInAs = (who: { user: { email: string }; password: string }) => async () => {
      const { data } = await api.post<SignInData>('/user/login', {
        email: who.user.email,
        password: who.password,
      });
      authActions.signedIn(true, data);
    };
    signIn = { admin: signInAs(admin), student: signInAs(student) };
  });
  afterAll(async () => {
    authActions.signedOut();
    await server.close();
  });
  afterEach(cleanup);

  const renderPage = (language: Language = 'en') =>
    renderScreen(<MyLearning />, { at: '/my-learning', language });

  it('says the attendance so far against the minimum needed to complete', async () => {
    await signIn.student();
    renderPage();
    // Each course's progress is a part of the page loaded after it.
    expect(await screen.findByText('Attendance 60% of the 75% needed to complete')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '0 of 1 lessons complete' })).toBeTruthy();
  });

  it('says it in Hindi on a Hindi page', async () => {
    await signIn.student();
    i18nOf('hi').load('hi', (await import('#web/locales/hi/courses-lessons.po')).messages);
    renderPage('hi');
    expect(await screen.findByText('उपस्थिति 60%, कोर्स पूरा करने के लिए 75% चाहिए')).toBeTruthy();
  });

  it('tells the admin why the student is not complete on the course’s progress', async () => {
    await signIn.admin();
    renderScreen(<CourseProgress />, {
      at: adminPaths.courseProgress.getHref(courseId),
      route: adminPaths.courseProgress.path,
    });
    const table = await screen.findByRole('table', {
      name: 'Each student’s progress in the course',
    });
    expect(table.textContent).toContain('Not complete');
    expect(table.textContent).toContain('Attendance 60% of the 75% needed to complete');
    // The course has no test required for completion, so none is said to be missing.
    expect(table.textContent).not.toContain('A test required for completion is not passed yet');
  });
});
