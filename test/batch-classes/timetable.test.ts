import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { batchClassMessages, told } from '#common/schemas/batch-classes';
import type { TimetableEntry } from '#common/schemas/timetable';
import { makeAdmin } from '../helpers/factories';
import { as, logIn } from '../helpers/requests';
import { courseSite } from '../courses/course-site';
import { batchRequests } from './batch-site';

/** The feed's events as an independent parser reads them. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        location: event.location,
        status: vevent.getFirstPropertyValue('status'),
      };
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

const slim = (entry: TimetableEntry) => [
  entry.heldOn,
  entry.startTime,
  entry.status,
  entry.clashes.join(','),
];

describe('timetables and calendar feeds', () => {
  // Wednesday 8 July 2026, in the week from Monday 6 July.
  const ctx = courseSite({ app: { today: () => '2026-07-08' } });
  const { call, newBatch, generate } = batchRequests(ctx);

  let round = 0;
  /** A week of classes in rooms of their own (each test's batches clash with no other test's). */
  async function week() {
    const block = `Block ${++round}`;
    const room = `Lab 3, ${block}`;
    const trainer = await makeAdmin(ctx.app.db, { userName: 'Anita Verma' });
    const trainerCookie = await logIn(ctx.app, trainer.user.email, trainer.password);
    // A: Lab 3, Mon/Wed/Fri 10:00–11:30 IST, taught by Anita.
    const a = await newBatch({ place: room, startTime: '10:00', endTime: '11:30' });
    expect(
      (await call('PUT', `/batch/${a.id}/trainers`, { trainerIds: [trainer.user.id] })).statusCode,
    ).toBe(200);
    const made = await generate(a.id, '2026-07-06', '2026-07-12');
    const [monday, wednesday, friday] = made.json().data.sessions as { _id: string }[];
    // C: another room on Wednesdays 10:30–11:00; later its address is changed to Lab 3.
    const c = await newBatch({
      place: `Lab 5, ${block}`,
      days: ['Wed'],
      startTime: '10:30',
      endTime: '11:00',
    });
    expect((await generate(c.id, '2026-07-06', '2026-07-12')).statusCode).toBe(200);
    const student = await ctx.newStudent();
    const other = await ctx.newStudent();
    await call('POST', `/batch/${a.id}/students`, { userId: student.id });
    await call('POST', `/batch/${c.id}/students`, { userId: other.id });
    await call('PATCH', `/sessions/${friday?._id}`, {
      heldOn: '2026-07-11',
      startTime: '14:00',
      endTime: '15:30',
    });
    await call('POST', `/sessions/${monday?._id}/cancel`, { reason: 'Trainer unwell' });
    return { room, trainer, trainerCookie, a, c, student, other, monday, wednesday, friday };
  }

  it('the admin week shows every class with its trainers, moved and cancelled ones, and room clashes', async () => {
    const { room, a, c } = await week();
    // C's classroom becomes Lab 3 (a batch's address is not checked against its classes made).
    const cBatch = (
      await call(
        'GET',
        `/batches/${(await ctx.app.db.selectFrom('course_batches').select('course_id').where('id', '=', c.id).executeTakeFirstOrThrow()).course_id}`,
      )
    ).json().data.batches[0];
    expect(
      (
        await call('PATCH', `/batch/${c.id}`, {
          ...cBatch,
          place: ` ${room.toLowerCase().replace(' ', '  ')}`,
        })
      ).statusCode,
    ).toBe(200);

    const res = await call('GET', '/timetable/week?from=2026-07-09');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { from: string; to: string; sessions: TimetableEntry[] };
    expect([data.from, data.to]).toEqual(['2026-07-06', '2026-07-12']);
    const ours = data.sessions.filter((s) => s.batchId === a.id || s.batchId === c.id);
    expect(ours.map(slim)).toEqual([
      ['2026-07-06', '10:00', 'cancelled', ''],
      ['2026-07-08', '10:00', 'planned', 'room'],
      ['2026-07-08', '10:30', 'planned', 'room'],
      ['2026-07-11', '14:00', 'moved', ''],
    ]);
    expect(ours[1]?.trainers.map((t) => t.userName)).toEqual(['Anita Verma']);
    expect(ours[2]?.trainers).toEqual([]);
  });

  it('flags a trainer who would teach two classes at once, and the forms can ask before saving', async () => {
    const { trainer, a, wednesday } = await week();
    // B: online, Wednesdays 11:00–12:00, also Anita: its classes would clash on Wednesday.
    const b = await newBatch({
      mode: 'online',
      place: 'https://meet.example.com/b',
      days: ['Wed'],
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(
      (await call('PUT', `/batch/${b.id}/trainers`, { trainerIds: [trainer.user.id] })).statusCode,
    ).toBe(200);
    const pattern = {
      batchId: b.id,
      startsOn: '2026-07-06',
      days: ['Wed'],
      startTime: '11:00',
      endTime: '12:00',
      mode: 'online',
      place: 'https://meet.example.com/b',
    };
    const asked = await call('POST', '/timetable/pattern-clash', pattern);
    expect(asked.statusCode, asked.body).toBe(200);
    const expected = told(
      batchClassMessages.trainerClash,
      'Anita Verma',
      '08/07/2026 10:00–11:30',
      a.courseTitle,
    );
    expect(asked.json()).toMatchObject({ message: expected, data: { clash: true } });
    // Saving is refused with the same words.
    const saved = await generate(b.id, '2026-07-06', '2026-07-12');
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe(expected);
    // At 11:30 it would not clash.
    const later = await call('POST', '/timetable/pattern-clash', {
      ...pattern,
      startTime: '11:30',
    });
    expect(later.json()).toEqual({ success: true, data: { clash: false } });

    // Moving A's Wednesday class into a clash, and out of it.
    expect((await generate(b.id, '2026-07-13', '2026-07-19')).statusCode).toBe(200);
    const into = await call('POST', `/sessions/${wednesday?._id}/clash`, {
      heldOn: '2026-07-15',
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(into.json().data.clash).toBe(true);
    expect(into.json().message).toContain('Anita Verma');
    const clear = await call('POST', `/sessions/${wednesday?._id}/clash`, {
      heldOn: '2026-07-15',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(clear.json().data.clash).toBe(false);
  });

  it('a trainer sees their own week; a student sees their own classes; neither sees another’s', async () => {
    const { room, trainerCookie, a, student, other } = await week();
    const mine = await as(ctx.app, trainerCookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/mine',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const sessions = mine.json().data.sessions as TimetableEntry[];
    expect(sessions.every((s) => s.batchId === a.id)).toBe(true);
    expect(sessions.map((s) => [s.heldOn, s.status])).toEqual([
      ['2026-07-06', 'cancelled'],
      ['2026-07-08', 'planned'],
      ['2026-07-11', 'moved'],
    ]);

    const classes = await as(ctx.app, student.cookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/classes',
    });
    expect(classes.statusCode, classes.body).toBe(200);
    expect(
      classes
        .json()
        .data.classes.map((s: TimetableEntry) => [s.heldOn, s.startTime, s.status, s.place]),
    ).toEqual([
      ['2026-07-08', '10:00', 'planned', room],
      ['2026-07-11', '14:00', 'moved', room],
    ]);
    const theirs = await as(ctx.app, other.cookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/classes',
    });
    expect(theirs.json().data.classes.every((s: TimetableEntry) => s.batchId !== a.id)).toBe(true);

    for (const url of [
      '/timetable/week',
      '/timetable/mine',
      `/batch/${a.id}/sessions?from=2026-07-06&to=2026-07-12`,
    ]) {
      const refused = await as(ctx.app, student.cookie, {
        method: 'GET',
        url: `/api/v1/course${url}`,
      });
      expect(refused.statusCode, url).toBe(403);
    }
    const visitor = await as(ctx.app, undefined, {
      method: 'GET',
      url: '/api/v1/course/timetable/classes',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a student’s calendar feed has their classes in UTC, moved and cancelled, and a new address ends the old', async () => {
    const { room, a, student, other, monday, wednesday, friday } = await week();
    const address = await as(ctx.app, student.cookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/feed',
    });
    const url = new URL(address.json().data.url as string);
    expect(url.pathname).toMatch(/^\/api\/v1\/course\/calendar\/[\w-]{32}\.ics$/);
    // Asking again gives the same address.
    const again = await as(ctx.app, student.cookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/feed',
    });
    expect(again.json().data.url).toBe(url.href);

    const feed = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const host = url.host;
    expect(eventsOf(feed.body)).toEqual([
      {
        uid: `${monday?._id}@${host}`,
        start: '2026-07-06T04:30:00.000Z',
        end: '2026-07-06T06:00:00.000Z',
        summary: a.courseTitle,
        location: room,
        status: 'CANCELLED',
      },
      {
        uid: `${wednesday?._id}@${host}`,
        start: '2026-07-08T04:30:00.000Z',
        end: '2026-07-08T06:00:00.000Z',
        summary: a.courseTitle,
        location: room,
        status: 'CONFIRMED',
      },
      {
        uid: `${friday?._id}@${host}`,
        start: '2026-07-11T08:30:00.000Z',
        end: '2026-07-11T10:00:00.000Z',
        summary: a.courseTitle,
        location: room,
        status: 'CONFIRMED',
      },
    ]);

    // The other student's feed holds none of these classes.
    const theirs = await as(ctx.app, other.cookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/feed',
    });
    const theirFeed = await ctx.app.inject({
      method: 'GET',
      url: new URL(theirs.json().data.url).pathname,
    });
    const uids = eventsOf(theirFeed.body).map((e) => e.uid);
    expect(uids).toHaveLength(1);
    expect(uids).not.toContain(`${wednesday?._id}@${host}`);

    const rotated = await as(ctx.app, student.cookie, {
      method: 'POST',
      url: '/api/v1/course/timetable/feed',
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = new URL(rotated.json().data.url as string);
    expect(fresh.href).not.toBe(url.href);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: fresh.pathname })).statusCode).toBe(200);
    for (const wrong of [
      'nope.ics',
      `${'x'.repeat(32)}.ics`,
      fresh.pathname.split('/').pop()?.replace('.ics', ''),
    ])
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/course/calendar/${wrong}` }))
          .statusCode,
      ).toBe(404);
  });

  it('a trainer’s feed holds the classes of the batches they teach', async () => {
    const { trainerCookie, a } = await week();
    const address = await as(ctx.app, trainerCookie, {
      method: 'GET',
      url: '/api/v1/course/timetable/feed',
    });
    const feed = await ctx.app.inject({
      method: 'GET',
      url: new URL(address.json().data.url).pathname,
    });
    const events = eventsOf(feed.body);
    expect(events.map((e) => [e.start, e.status])).toEqual([
      ['2026-07-06T04:30:00.000Z', 'CANCELLED'],
      ['2026-07-08T04:30:00.000Z', 'CONFIRMED'],
      ['2026-07-11T08:30:00.000Z', 'CONFIRMED'],
    ]);
    expect(events.every((e) => e.summary === a.courseTitle)).toBe(true);
  });
});
