import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseSite } from '../courses/course-site';
import { makeGuardian } from '../helpers/factories';
import { fakeClock } from '../helpers/notifications';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';
import { batchRequests } from './batch-site';

const APP_SECRET = 'meta-app-secret-for-absence-tests';
/** Monday 6 July 2026, 18:05 in Lucknow: five minutes into the 18:00–19:30 class. */
const clock = fakeClock('2026-07-06T12:35:00Z');
const AFTER_CLASS = '2026-07-06T14:01:00Z';

describe('absence alerts to guardians, and the office’s follow-ups', () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  beforeAll(async () => {
    meta = await startWhatsAppStandIn({
      phoneNumberId: '1066',
      token: 'wa',
      appSecret: APP_SECRET,
    });
  });
  afterAll(async () => meta.close());
  const ctx = courseSite({
    config: () => ({
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1066',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
    }),
    app: { clock },
  });
  const { call, newBatch, generate } = batchRequests(ctx);

  async function classWithStudents(count: number) {
    const batch = await newBatch({ mode: 'online', place: 'https://meet.example.com/class' });
    const students = [];
    for (let i = 0; i < count; i++) {
      const student = await ctx.newStudent();
      await call('POST', `/batch/${batch.id}/students`, { userId: student.id });
      students.push(student);
    }
    const made = await generate(batch.id, '2026-07-06', '2026-07-10');
    const sessions = made.json().data.sessions.map((s: { _id: string }) => s._id) as string[];
    return { batch, students, sessions };
  }
  const mark = (sessionId: string, submissionId: string, marks: [string, string][]) =>
    call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId,
      marks: marks.map(([userId, m]) => ({ userId, mark: m })),
    });
  const alertsTo = (phone: string | null) =>
    ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'absence-alert')
      .where('address', '=', `+91${phone}`)
      .execute();

  it('tells each guardian once, after the class, and not when the absence is corrected in time', async () => {
    clock.set('2026-07-06T12:35:00Z');
    const { batch, students, sessions } = await classWithStudents(2);
    const [asha, ravi] = students.map((s) => s.id) as [string, string];
    const ashaMother = await makeGuardian(ctx.app.db, asha, {
      name: 'Sunita Devi',
      language: 'hi',
    });
    const raviFather = await makeGuardian(ctx.app.db, ravi, { name: 'Mohan Lal', language: 'en' });
    const monday = sessions[0]!;

    const first = await mark(monday, 'sub-absent-0001', [
      [asha, 'absent'],
      [ravi, 'absent'],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // The same submission again, and a later one with the same absences: still one alert each.
    await mark(monday, 'sub-absent-0001', [
      [asha, 'absent'],
      [ravi, 'absent'],
    ]);
    await mark(monday, 'sub-absent-0002', [[asha, 'absent']]);
    const queued = await alertsTo(ashaMother.phone);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: 'queued',
      recipient_role: 'parent',
      language: 'hi',
      next_attempt_at: '2026-07-06T14:00:00.000Z',
    });

    // Ravi came in late: corrected before the class ends, his father hears nothing.
    clock.set('2026-07-06T13:00:00Z');
    await mark(monday, 'sub-absent-0003', [[ravi, 'late']]);
    expect((await alertsTo(raviFather.phone)).map((row) => row.status)).toEqual(['skipped']);

    clock.set(AFTER_CLASS);
    ctx.app.notifications.wake();
    await vi.waitFor(
      async () => {
        const [row] = await alertsTo(ashaMother.phone);
        if (row?.status !== 'sent') throw new Error('not sent yet');
      },
      { timeout: 5000, interval: 50 },
    );
    const sent = meta.accepted.filter((m) => m.to === `91${ashaMother.phone ?? ''}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.template).toMatchObject({
      name: 'absence_alert',
      language: 'hi',
      parameters: [
        'Sunita Devi',
        expect.any(String),
        batch.courseTitle,
        '6 जुल॰ 2026',
        '18:00–19:30',
      ],
    });
    expect(meta.accepted.some((m) => m.to === `91${raviFather.phone ?? ''}`)).toBe(false);

    // Saved again after it left: nothing more is sent.
    await mark(monday, 'sub-absent-0004', [[asha, 'absent']]);
    expect(await alertsTo(ashaMother.phone)).toHaveLength(1);
  });

  it('raises a follow-up for two absences in a row, which a correction drops and the office marks done', async () => {
    const { students, sessions } = await classWithStudents(2);
    const [asha, ravi] = students.map((s) => s.id) as [string, string];
    const guardian = await makeGuardian(ctx.app.db, asha, { topics: ['fees'] });
    const [monday, wednesday] = sessions as [string, string];
    clock.set('2026-07-06T12:35:00Z');
    await mark(monday, 'sub-row-0001', [
      [asha, 'absent'],
      [ravi, 'absent'],
    ]);
    clock.set('2026-07-08T12:35:00Z');
    await mark(wednesday, 'sub-row-0002', [
      [asha, 'absent'],
      [ravi, 'absent'],
    ]);
    const listed = async () =>
      (await call('GET', '/attendance/follow-ups')).json().data.followUps as {
        _id: string;
        student: { _id: string };
        dates: string[];
        guardianPhones: string[];
      }[];
    const mine = async () => (await listed()).filter((f) => [asha, ravi].includes(f.student._id));
    const raised = await mine();
    expect(raised).toHaveLength(2);
    for (const followUp of raised) expect(followUp.dates).toEqual(['2026-07-06', '2026-07-08']);
    // Asha's guardian chose fees only; the office still calls them.
    expect(raised.find((f) => f.student._id === asha)?.guardianPhones).toEqual([guardian.phone]);
    expect(raised.find((f) => f.student._id === ravi)?.guardianPhones).toEqual([]);

    await mark(wednesday, 'sub-row-0003', [[ravi, 'excused']]);
    const [left] = await mine();
    expect(await mine()).toHaveLength(1);
    expect(left?.student._id).toBe(asha);
    const done = await call('POST', `/attendance/follow-ups/${left?._id}/done`);
    expect(done.statusCode).toBe(200);
    expect(await mine()).toHaveLength(0);
    expect((await call('POST', `/attendance/follow-ups/${left?._id}/done`)).statusCode).toBe(404);
  });

  it('tells the students and their guardians when a class moves or is cancelled, not when it is over', async () => {
    clock.set('2026-07-06T06:00:00Z');
    const { students, sessions } = await classWithStudents(1);
    const asha = students[0]!.id;
    const guardian = await makeGuardian(ctx.app.db, asha, { language: 'hi' });
    const [monday, wednesday, friday] = sessions as [string, string, string];
    const changes = () =>
      ctx.app.db
        .selectFrom('notifications')
        .select(['recipient_role', 'address', 'language', 'text'])
        .where('event', '=', 'class-changed')
        .where('user_id', '=', asha)
        .execute();
    const toGuardian = () =>
      ctx.app.db
        .selectFrom('notifications')
        .select(['text'])
        .where('event', '=', 'class-changed')
        .where('address', '=', `+91${guardian.phone}`)
        .execute();

    const texts = (rows: { text: string }[]) => rows.map((row) => row.text).join('\n');
    const moved = await call('PATCH', `/sessions/${wednesday}`, {
      heldOn: '2026-07-09',
      startTime: '10:00',
      endTime: '11:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(texts(await changes())).toContain('moved to Thu, 9 Jul, 2026, 10:00–11:30');
    expect(texts(await toGuardian())).toContain('अब 9 जुल॰ 2026, 10:00–11:30 को होगी');

    const cancelled = await call('POST', `/sessions/${friday}/cancel`, { reason: 'Diwali Mela' });
    expect(cancelled.statusCode).toBe(200);
    expect(texts(await changes())).toContain('cancelled (Diwali Mela)');
    expect(texts(await toGuardian())).toContain('रद्द कर दी गई है (कारण: Diwali Mela)');

    clock.set('2026-07-07T06:00:00Z');
    await call('POST', `/sessions/${monday}/cancel`, { reason: 'Entered by mistake' });
    expect(await changes()).toHaveLength(2);
  });
});
