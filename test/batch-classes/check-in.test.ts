import { describe, expect, it } from 'vitest';
import { batchClassMessages } from '#common/schemas/batch-classes';
import { courseSite } from '../courses/course-site';
import { fakeClock } from '../helpers/notifications';
import { as } from '../helpers/requests';
import { batchRequests } from './batch-site';

/** 18:05 in Lucknow on Monday 6 July 2026: five minutes into the evening class. */
const clock = fakeClock('2026-07-06T12:35:00Z');

describe('self check-in by the code of the trainer’s screen', () => {
  const ctx = courseSite({ app: { clock } });
  const { call, newBatch, generate } = batchRequests(ctx);

  async function classWithStudents(count = 3) {
    const batch = await newBatch({ mode: 'online', place: 'https://meet.example.com/class' });
    const students = [];
    for (let i = 0; i < count; i++) {
      const student = await ctx.newStudent();
      await call('POST', `/batch/${batch.id}/students`, { userId: student.id });
      students.push(student);
    }
    const made = await generate(batch.id, '2026-07-06', '2026-07-08');
    const [today, wednesday] = made.json().data.sessions.map((s: { _id: string }) => s._id);
    return { batch, students, sessionId: today as string, laterId: wednesday as string };
  }
  const codeOf = async (sessionId: string) => {
    const res = await call('GET', `/sessions/${sessionId}/check-in-code`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { code: string; url: string; changesAt: string };
  };
  const checkIn = (
    cookie: string,
    body: { sessionId?: string; code: string },
    remoteAddress = '127.0.0.1',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/course/check-in',
      payload: body,
      headers: { cookie },
      remoteAddress,
    });
  const markOf = async (sessionId: string, userId: string) =>
    (
      await ctx.app.db
        .selectFrom('session_attendance')
        .select('mark')
        .where('session_id', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.mark;

  it('accepts the code of this window and the one before, and refuses an older one', async () => {
    const { students, sessionId } = await classWithStudents();
    const [a, b, c] = students as [
      (typeof students)[0],
      (typeof students)[0],
      (typeof students)[0],
    ];
    const shown = await codeOf(sessionId);
    expect(shown.code).toMatch(/^\d{6}$/);
    expect(shown.url).toBe(`${ctx.site.config.PUBLIC_URL}/check-in?s=${sessionId}&c=${shown.code}`);

    const now = await checkIn(a.cookie, { sessionId, code: shown.code });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({
      message: batchClassMessages.checkedIn,
      data: { outcome: 'checked-in', mark: 'present', session: { _id: sessionId } },
    });
    expect(await markOf(sessionId, a.id)).toBe('present');

    clock.set(shown.changesAt);
    expect((await codeOf(sessionId)).code).not.toBe(shown.code);
    const previous = await checkIn(b.cookie, { sessionId, code: shown.code });
    expect(previous.statusCode, previous.body).toBe(200);

    clock.advance(15_000);
    const older = await checkIn(c.cookie, { sessionId, code: shown.code });
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(batchClassMessages.wrongCode);
    expect(await markOf(sessionId, c.id)).toBeUndefined();
  });

  it('refuses another class’s code, and a student not in the batch', async () => {
    const first = await classWithStudents(1);
    const second = await classWithStudents(1);
    const student = first.students[0]!;
    const otherCode = (await codeOf(second.sessionId)).code;
    const crossed = await checkIn(student.cookie, { sessionId: first.sessionId, code: otherCode });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(batchClassMessages.wrongCode);

    const outsider = await ctx.newStudent();
    const { code } = await codeOf(first.sessionId);
    const notIn = await checkIn(outsider.cookie, { sessionId: first.sessionId, code });
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().message).toBe(batchClassMessages.notYourBatch);
    expect(await markOf(first.sessionId, outsider.id)).toBeUndefined();
  });

  it('finds the class by the short code alone, typed with a space', async () => {
    const { students, sessionId } = await classWithStudents(1);
    const { code } = await codeOf(sessionId);
    const typed = await checkIn(students[0]!.cookie, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.session._id).toBe(sessionId);
    expect(await markOf(sessionId, students[0]!.id)).toBe('present');
  });

  it('leaves the trainer’s mark as it is, and refuses a class not held today', async () => {
    const { students, sessionId, laterId } = await classWithStudents(1);
    const student = students[0]!;
    await call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId: 'sub-check-in-1',
      marks: [{ userId: student.id, mark: 'late' }],
    });
    const { code } = await codeOf(sessionId);
    const res = await checkIn(student.cookie, { sessionId, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: batchClassMessages.alreadyMarked,
      data: { outcome: 'already-marked', mark: 'late' },
    });
    expect(await markOf(sessionId, student.id)).toBe('late');

    const notToday = await call('GET', `/sessions/${laterId}/check-in-code`);
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().message).toBe(batchClassMessages.notToday);
  });

  it('counts wrong codes per student, not per address shared by a lab', async () => {
    const { students, sessionId } = await classWithStudents(2);
    const [guesser, neighbour] = students as [(typeof students)[0], (typeof students)[0]];
    const { code } = await codeOf(sessionId);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await checkIn(guesser.cookie, { sessionId, code: wrong })).statusCode).toBe(400);
    const blocked = await checkIn(guesser.cookie, { sessionId, code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(batchClassMessages.tooManyCodes);
    // The student beside them, on the same address, checks in.
    expect((await checkIn(neighbour.cookie, { sessionId, code })).statusCode).toBe(200);
  });

  it('takes check-ins only from the institute’s networks when the settings name them', async () => {
    const { students, sessionId } = await classWithStudents(2);
    const [inside, outside] = students as [(typeof students)[0], (typeof students)[0]];
    const set = (checkInNetworks: string[]) =>
      as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { checkInNetworks },
      });
    const bad = await set(['10.20.0.0']);
    expect(bad.statusCode).toBe(400);
    expect((await set(['10.20.0.0/16', '2001:db8::/32'])).statusCode).toBe(200);
    const { code } = await codeOf(sessionId);
    const fromLab = await checkIn(inside.cookie, { sessionId, code }, '10.20.3.4');
    expect(fromLab.statusCode, fromLab.body).toBe(200);
    const fromHome = await checkIn(outside.cookie, { sessionId, code }, '203.0.113.9');
    expect(fromHome.statusCode).toBe(403);
    expect(fromHome.json().message).toBe(batchClassMessages.outsideNetwork);
    const mapped = await checkIn(outside.cookie, { sessionId, code }, '::ffff:10.20.9.9');
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect((await set([])).statusCode).toBe(200);
  });
});
