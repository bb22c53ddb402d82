import { describe, expect, it } from 'vitest';
import { requiredTestsPassedBy } from '#server/db/test-results';
import { courseSite } from '../courses/course-site';
import { makeGuardian, makeUser } from '../helpers/factories';
import { fakeClock } from '../helpers/notifications';
import { firstPageText, pageQrCodes } from '../helpers/pdf-reading';
import { as, logIn } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { testRequests } from './tests-site';

const OPENS = '2026-07-06T04:30:00.000Z';
const clock = fakeClock(OPENS);

describe(`results out, the family's view and marksheets (${testDb})`, () => {
  const ctx = courseSite({ app: { clock, today: () => '2026-07-20' } });
  const { call, ok, newCourse, enrolled, question, test } = testRequests(ctx);
  const api = (cookie: string | undefined, method: string, url: string, payload?: object) =>
    as(ctx.app, cookie, {
      method: method as 'GET',
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
    });
  const notices = (userId: string | null, role: 'student' | 'parent') =>
    ctx.app.db
      .selectFrom('notifications')
      .select(['language', 'text', 'user_id'])
      .where('event', '=', 'results-released')
      .where('recipient_role', '=', role)
      .execute()
      .then((rows) => rows.filter((r) => role === 'parent' || r.user_id === userId));

  it('tells the student and guardian once, shows the family the results, and issues a verifiable marksheet', async () => {
    const courseId = await newCourse();
    const q = await question(courseId);
    const online = await test(courseId, {
      title: 'Monthly test: loops',
      questionIds: [q._id],
      results: 'immediate',
      passMarks: 2,
    });
    const paper = await test(courseId, {
      title: 'Final exam',
      mode: 'offline',
      maxMarks: 100,
      passMarks: 33,
      requiredForCompletion: true,
    });
    const student = await enrolled(courseId);
    const other = await enrolled(courseId);
    const { user: parent, password } = await makeUser(ctx.app.db, {
      email: `parent-${student.id}@example.com`,
      emailVerified: true,
    });
    await makeGuardian(ctx.app.db, student.id, {
      phone: null,
      email: parent.email,
      name: 'Sunita Verma',
      language: 'hi',
    });
    const parentCookie = await logIn(ctx.app, parent.email, password);

    // Immediate results: told when the attempt is submitted, once.
    const attempt = await ok('POST', `/mine/${online._id}/attempt`, undefined, student.cookie);
    const right = q.options.find((o) => o.correct)?.id;
    await ok(
      'PUT',
      `/attempts/${attempt._id}/answers/${q._id}`,
      { kind: 'single', optionId: right },
      student.cookie,
    );
    await ok('POST', `/attempts/${attempt._id}/submit`, undefined, student.cookie);
    expect(await notices(student.id, 'student')).toHaveLength(1);
    const toParent = await notices(null, 'parent');
    expect(toParent).toHaveLength(1);
    expect(toParent[0]?.language).toBe('hi');
    expect(toParent[0]?.text).toContain('परिणाम');
    await ok('POST', `/${online._id}/release`);
    expect(await notices(student.id, 'student')).toHaveLength(1);

    // A paper test on release: nobody told when the grid is saved, each once when released.
    await ok('PUT', `/${paper._id}/marks`, {
      marks: [
        { userId: student.id, marks: 85.5 },
        { userId: other.id, marks: 20 },
      ],
    });
    expect(await notices(student.id, 'student')).toHaveLength(1);
    const passedBy = async () => [
      ...(await requiredTestsPassedBy(ctx.app.db, courseId, [student.id, other.id])),
    ];
    expect(await passedBy()).toEqual([]);
    await ok('POST', `/${paper._id}/release`);
    await ok('POST', `/${paper._id}/release`);
    expect(await notices(student.id, 'student')).toHaveLength(2);
    expect(await notices(null, 'parent')).toHaveLength(2);
    expect(await passedBy()).toEqual([student.id]);

    // The guardian sees their child's results; another student is not found.
    const family = await api(parentCookie, 'GET', `/tests/family/${student.id}`);
    expect(family.statusCode, family.body).toBe(200);
    expect(family.json().data.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ test: 'Final exam', marks: 85.5, maxMarks: 100, passed: true }),
        expect.objectContaining({
          test: 'Monthly test: loops',
          marks: 4,
          maxMarks: 4,
          passed: true,
        }),
      ]),
    );
    expect(family.json().data.results).toHaveLength(2);
    expect((await api(parentCookie, 'GET', `/tests/family/${other.id}`)).statusCode).toBe(404);

    // The marksheet: numbered in its own series, marks and grade in the PDF, its QR to its page.
    const issued = await api(ctx.admin, 'POST', '/marksheet', { studentId: student.id, courseId });
    expect(issued.statusCode, issued.body).toBe(201);
    const sheet = issued.json().data;
    expect(sheet.number).toBe('VCI-MS-2026-000001');
    expect(sheet).toMatchObject({ total: 89.5, maxTotal: 104, grade: 'A' });
    const again = await api(ctx.admin, 'POST', '/marksheet', { studentId: student.id, courseId });
    expect(again.statusCode).toBe(409);

    const pdf = await api(student.cookie, 'GET', `/marksheet/${sheet._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await firstPageText(pdf.rawPayload);
    expect(text).toContain('85.5');
    expect(text).toContain('Grade: A');
    expect(text).toContain('VCI-MS-2026-000001');
    const [qr] = await pageQrCodes(pdf.rawPayload);
    expect(qr).toBe(sheet.verifyUrl);
    expect((await api(parentCookie, 'GET', `/marksheet/${sheet._id}/pdf`)).statusCode).toBe(200);
    expect((await api(other.cookie, 'GET', `/marksheet/${sheet._id}/pdf`)).statusCode).toBe(404);
    expect((await api(undefined, 'GET', `/marksheet/${sheet._id}/pdf`)).statusCode).toBe(401);
    expect((await api(other.cookie, 'GET', `/marksheet/family/${student.id}`)).statusCode).toBe(
      404,
    );
    const mine = await api(student.cookie, 'GET', '/marksheet/mine');
    expect(mine.json().data.marksheets.map((m: { number: string }) => m.number)).toEqual([
      'VCI-MS-2026-000001',
    ]);

    const pagePath = new URL(sheet.verifyUrl).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Valid: this marksheet');
    expect(page.body).toContain('85.5');
    const hindi = await ctx.app.inject({ method: 'GET', url: `/hi${pagePath}` });
    expect(hindi.body).toContain('मान्य');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/marksheet/nothing-here' })).statusCode,
    ).toBe(404);

    const refused = await api(student.cookie, 'PATCH', `/marksheet/revoke/${sheet._id}`, {
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const revoked = await api(ctx.admin, 'PATCH', `/marksheet/revoke/${sheet._id}`, {
      reason: 'Marks entered wrongly',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: pagePath });
    expect(after.body).toContain('Revoked on');
    expect(after.body).toContain('Marks entered wrongly');
    expect((await api(student.cookie, 'GET', `/marksheet/${sheet._id}/pdf`)).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/credentials/marksheet-status/2026' });
    expect(list.statusCode).toBe(200);

    const next = await api(ctx.admin, 'POST', '/marksheet', { studentId: student.id, courseId });
    expect(next.json().data.number).toBe('VCI-MS-2026-000002');
    const credential = await api(
      undefined,
      'GET',
      `/marksheet/verify/${new URL(next.json().data.verifyUrl).pathname.split('/').pop()}/credential`,
    );
    expect(credential.statusCode).toBe(200);
  });

  it('checks the grading scale on the server', async () => {
    const bad = await api(ctx.admin, 'PUT', '/settings/grading-scale', {
      bands: [
        { grade: 'A', min: 50 },
        { grade: 'B', min: 60 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const good = await api(ctx.admin, 'PUT', '/settings/grading-scale', {
      bands: [
        { grade: 'P', min: 33 },
        { grade: 'F', min: 0 },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await api(ctx.admin, 'GET', '/settings/grading-scale')).json().data.bands).toHaveLength(
      2,
    );
    void call;
  });
});
