import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceReportMessages } from '#common/schemas/attendance-reports';
import type { CourseSite } from '../courses/course-site';
import { adminSession } from '../helpers/catalogue';
import { makeUser } from '../helpers/factories';
import { letterPdf, pdfLayoutText } from '../helpers/pdf-reading';
import { as, logIn, multipart } from '../helpers/requests';
import { createTestSite, startApp } from '../helpers/test-app';
import { batchRequests } from './batch-site';

/** Today, in the tests: the classes of 6 to 20 July 2026 are held, the later ones are not. */
const TODAY = '2026-07-20';

describe('attendance reports, the monthly register and a certificate’s minimum', () => {
  const ctx = {
    async newStudent() {
      const { user, password } = await makeUser(ctx.app.db);
      return { id: user.id, cookie: await logIn(ctx.app, user.email, password) };
    },
  } as CourseSite;
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site, { today: () => TODAY });
    ctx.admin = await adminSession(ctx.app);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });
  const { call, newBatch, generate } = batchRequests(ctx);

  const named = async (userName: string) => {
    const { user, password } = await makeUser(ctx.app.db, { userName });
    return { id: user.id, name: userName, cookie: await logIn(ctx.app, user.email, password) };
  };

  /**
   * A Mon/Wed/Fri batch in July 2026 and four students, marked (P present, A absent, L late,
   * E excused) at the classes of 6, 8, 13, 15, 17 and 20 July; the class of 10 July is marked,
   * then cancelled; Asha is marked absent at the class of 22 July, not held yet.
   */
  async function markedBatch() {
    const batch = await newBatch({ mode: 'online', place: 'https://meet.example.com/class' });
    const asha = await named('Asha Verma');
    const ravi = await named('Ravi Kumar');
    const seema = await named('सीमा यादव');
    const formula = await named('=HYPERLINK("http://x.example")');
    for (const student of [asha, ravi, seema, formula]) {
      const joined = await call('POST', `/batch/${batch.id}/students`, { userId: student.id });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const made = await generate(batch.id, '2026-07-01', '2026-07-31');
    const sessions: { _id: string; heldOn: string }[] = made.json().data.sessions;
    const on = (day: string) => sessions.find((s) => s.heldOn === `2026-07-${day}`)?._id ?? '';
    const letters = { P: 'present', A: 'absent', L: 'late', E: 'excused' } as const;
    const marks: Record<string, [string, string, string]> = {
      '06': ['P', 'A', 'P'],
      '08': ['P', 'A', 'L'],
      '10': ['A', 'A', 'A'],
      '13': ['L', 'P', 'P'],
      '15': ['P', 'E', 'A'],
      '17': ['P', 'A', 'E'],
      '20': ['P', 'P', 'P'],
      '22': ['A', 'P', 'P'],
    };
    for (const [day, row] of Object.entries(marks)) {
      const saved = await call('PUT', `/sessions/${on(day)}/attendance`, {
        submissionId: `sub-${batch.id}-${day}`,
        marks: [asha, ravi, seema].map((s, i) => ({
          userId: s.id,
          mark: letters[row[i] as keyof typeof letters],
        })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const cancelled = await call('POST', `/sessions/${on('10')}/cancel`, { reason: 'Power cut' });
    expect(cancelled.statusCode).toBe(200);
    return { batch, asha, ravi, seema, formula };
  }

  const report = async (batchId: string) => {
    const res = await call('GET', `/batch/${batchId}/attendance-report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const setThreshold = (attendanceThreshold: unknown) =>
    as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { attendanceThreshold },
    });

  it('counts present and late as attended, leaves excused out, and never counts a cancelled class or one not held yet', async () => {
    const { batch, asha, ravi, seema, formula } = await markedBatch();
    const data = await report(batch.id);
    const byId = Object.fromEntries(
      data.students.map((s: { _id: string; percent: number | null }) => [s._id, s]),
    );
    expect(data.classesHeld).toBe(6);
    expect(byId[asha.id]).toMatchObject({
      percent: 100,
      counts: { present: 5, late: 1, absent: 0, excused: 0 },
    });
    // 2 of 5: the excused class of 15 July is not counted.
    expect(byId[ravi.id]).toMatchObject({ percent: 40, counts: { excused: 1, absent: 3 } });
    expect(byId[seema.id]).toMatchObject({ percent: 80 });
    expect(byId[formula.id]).toMatchObject({ percent: null, below: false });
    // Every student's marks together: 12 attended of 16.
    expect(data.percent).toBe(75);
  });

  it('lists the students below the threshold of the settings, 75% unless changed, checked as a whole percent', async () => {
    const { batch, ravi, seema } = await markedBatch();
    const below = async () =>
      (await report(batch.id)).students
        .filter((s: { below: boolean }) => s.below)
        .map((s: { _id: string }) => s._id);
    expect((await report(batch.id)).threshold).toBe(75);
    expect(await below()).toEqual([ravi.id]);

    for (const wrong of [0, 101, 80.5, '80']) {
      const refused = await setThreshold(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().message).toBe(attendanceReportMessages.percent);
    }
    expect((await setThreshold(85)).statusCode).toBe(200);
    expect((await below()).sort()).toEqual([ravi.id, seema.id].sort());
    expect((await setThreshold(75)).statusCode).toBe(200);
  });

  it('gives the month’s register on screen and as CSV, safe from spreadsheet formulas', async () => {
    const { batch, asha } = await markedBatch();
    const screen = await call('GET', `/batch/${batch.id}/register?month=2026-07`);
    expect(screen.statusCode, screen.body).toBe(200);
    const register = screen.json().data;
    expect(register.sessions.map((s: { heldOn: string }) => s.heldOn.slice(8))).toEqual([
      '06',
      '08',
      '13',
      '15',
      '17',
      '20',
      '22',
      '24',
      '27',
      '29',
      '31',
    ]);
    const ashaRow = register.students.find((s: { _id: string }) => s._id === asha.id);
    expect(ashaRow.marks.slice(0, 8)).toEqual([
      'present',
      'present',
      'late',
      'present',
      'present',
      'present',
      'absent',
      null,
    ]);
    expect(ashaRow.percent).toBe(100);

    const csv = await call('GET', `/batch/${batch.id}/register.csv?month=2026-07`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Student,2026-07-06 18:00,2026-07-08 18:00,2026-07-13 18:00,2026-07-15 18:00,2026-07-17 18:00,' +
        '2026-07-20 18:00,2026-07-22 18:00,2026-07-24 18:00,2026-07-27 18:00,2026-07-29 18:00,' +
        '2026-07-31 18:00,Attendance %',
    );
    expect(lines).toContain('Asha Verma,P,P,L,P,P,P,A,,,,,100');
    expect(lines).toContain('Ravi Kumar,A,A,P,E,A,P,P,,,,,40');
    expect(lines).toContain('सीमा यादव,P,L,P,A,E,P,P,,,,,80');
    expect(lines).toContain(`"'=HYPERLINK(""http://x.example"")",,,,,,,,,,,,`);

    const badMonth = await call('GET', `/batch/${batch.id}/register?month=2026-13`);
    expect(badMonth.statusCode).toBe(400);
  });

  it('prints the register as a landscape PDF with the students’ names and marks', async () => {
    const { batch } = await markedBatch();
    const res = await call('GET', `/batch/${batch.id}/register.pdf?month=2026-07`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfLayoutText(res.rawPayload);
    expect(text).toContain('Attendance register');
    expect(text).toContain('July 2026');
    const line = (name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line('Asha Verma').replace(/\s+/g, ' ')).toContain('Asha Verma P P L P P P A 100%');
    expect(line('Ravi Kumar').replace(/\s+/g, ' ')).toContain('Ravi Kumar A A P E A P P 40%');
    // The Hindi name is drawn as shaped outlines (no text to read back); its marks are on its line.
    expect(text.replace(/[ \t]+/g, ' ')).toContain('P L P A E P P 80%');
    expect(text).not.toContain('?');
  });

  it('shows a student their own percentage in each batch, and nobody else’s', async () => {
    const { batch, asha, ravi } = await markedBatch();
    const mine = await as(ctx.app, ravi.cookie, {
      method: 'GET',
      url: '/api/v1/course/my-attendance',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.batches).toEqual([
      expect.objectContaining({ batchId: batch.id, percent: 40 }),
    ]);
    // Another student's id in the address changes nothing; the admin reports refuse a student.
    const probe = await as(ctx.app, ravi.cookie, {
      method: 'GET',
      url: `/api/v1/course/my-attendance?userId=${asha.id}`,
    });
    expect(probe.json().data.batches[0].percent).toBe(40);
    for (const url of [
      `/batch/${batch.id}/attendance-report`,
      `/batch/${batch.id}/register?month=2026-07`,
      `/batch/${batch.id}/register.csv?month=2026-07`,
      `/batch/${batch.id}/register.pdf?month=2026-07`,
    ])
      expect((await call('GET', url, undefined, ravi.cookie)).statusCode, url).toBe(403);
    const visitor = await as(ctx.app, undefined, {
      method: 'GET',
      url: '/api/v1/course/my-attendance',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a certificate below the batch’s minimum attendance unless the admin gives a reason, kept in the audit', async () => {
    const { batch, asha, ravi } = await markedBatch();
    const issue = async (fields: Record<string, string>) =>
      as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/api/v1/certificate/create',
        ...(await multipart(
          { name: 'Ravi Kumar', DOB: '2004-05-17', course: 'Web Development', ...fields },
          { certificateImg: { name: 'c.pdf', data: await letterPdf(), type: 'application/pdf' } },
        )),
      });
    const minimum = (percent: unknown) =>
      call('PUT', `/batch/${batch.id}/certificate-minimum`, { percent });

    expect((await minimum(0)).statusCode).toBe(400);
    expect((await minimum(75)).statusCode).toBe(200);
    expect((await report(batch.id)).certificateMinimum).toBe(75);

    const refused = await issue({ batchId: batch.id, studentId: ravi.id });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The student attended "40%" of the classes; this batch asks "75%" for a certificate. Give a reason to issue it anyway.',
    );
    const halfGiven = await issue({ batchId: batch.id });
    expect(halfGiven.statusCode).toBe(400);
    const outsider = await named('Outsider');
    expect((await issue({ batchId: batch.id, studentId: outsider.id })).statusCode).toBe(400);

    const overridden = await issue({
      batchId: batch.id,
      studentId: ravi.id,
      attendanceOverride: 'Medical leave, certified by the doctor',
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('entity', '=', 'certificate')
      .where('summary', 'like', '%Medical leave%')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain("40% below the batch's 75%");

    const enough = await issue({ name: 'Asha Verma', batchId: batch.id, studentId: asha.id });
    expect(enough.statusCode, enough.body).toBe(201);
    // With no minimum, nobody is refused.
    expect((await minimum(null)).statusCode).toBe(200);
    expect((await issue({ batchId: batch.id, studentId: ravi.id })).statusCode).toBe(201);
  });
});
