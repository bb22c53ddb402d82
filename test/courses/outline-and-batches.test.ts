import { describe, expect, it } from 'vitest';
import { batchMessages } from '#common/schemas/batches';
import { outlineMessages } from '#common/schemas/course-outline';
import { makeCourse } from '../helpers/factories';
import { indiaToday } from '#server/db/time';
import { as } from '../helpers/requests';
import { courseSite } from './course-site';

const dayFromToday = (days: number) => {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const outline = {
  modules: [
    { title: 'Getting started', lessons: [{ title: 'Installing Python', minutes: 30 }] },
    {
      title: 'Loops',
      lessons: [
        { title: 'for loops', minutes: 45 },
        { title: 'while loops', minutes: 40 },
      ],
    },
    { title: 'Projects', lessons: [{ title: 'A quiz game', minutes: 90 }] },
  ],
  learningPoints: ['Write small programs', 'Read and write files'],
  prerequisites: 'None: basic computer use.',
  audience: 'School students and beginners.',
};

const batch = {
  startsOn: dayFromToday(10),
  days: ['Mon', 'Wed', 'Fri'],
  startTime: '18:00',
  endTime: '19:30',
  mode: 'offline',
  seats: 20,
  seatsTaken: 5,
  place: '2nd floor, Hazratganj, Lucknow',
};

describe('course outline', () => {
  const ctx = courseSite();
  const save = (id: string, body: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, { method: 'PUT', url: `/api/v1/course/outline/${id}`, payload: body });
  const read = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${id}` })).json().data;

  it('keeps the modules and lessons in the order the admin saved, after moves and removals', async () => {
    const { id } = await makeCourse(ctx.app);
    expect((await read(id)).outline).toEqual([]);
    const first = await save(id, outline);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(outlineMessages.saved);
    const { modules, ...highlights } = outline;
    expect(await read(id)).toMatchObject({ outline: modules, ...highlights });

    // Projects moves to the top, the loops swap, Getting started goes, a module is added.
    const [start, loops, projects] = outline.modules;
    const moved = {
      ...outline,
      modules: [
        projects,
        { ...loops, lessons: [...(loops?.lessons ?? [])].reverse() },
        { title: 'Functions', lessons: [{ title: 'def and return', minutes: 50 }] },
      ],
    };
    expect(start).toBeDefined();
    expect((await save(id, moved)).statusCode).toBe(200);
    const after = await read(id);
    expect(after.outline.map((m: { title: string }) => m.title)).toEqual([
      'Projects',
      'Loops',
      'Functions',
    ]);
    expect(after.outline[1].lessons.map((l: { title: string }) => l.title)).toEqual([
      'while loops',
      'for loops',
    ]);
  });

  it('refuses an outline with a blank title or a bad duration, and visitors and students', async () => {
    const { id } = await makeCourse(ctx.app);
    const blank = await save(id, {
      ...outline,
      modules: [{ title: ' ', lessons: [{ title: 'x', minutes: 10 }] }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(outlineMessages.moduleTitle);
    const long = await save(id, {
      ...outline,
      modules: [{ title: 'A', lessons: [{ title: 'x', minutes: 0 }] }],
    });
    expect(long.json().message).toBe(outlineMessages.minutes);
    expect((await save(id, outline, '')).statusCode).toBe(401);
    expect((await save(id, outline, (await ctx.newStudent()).cookie)).statusCode).toBe(403);
    expect((await save('no-such-course', outline)).statusCode).toBe(404);
    expect((await read(id)).outline).toEqual([]);
  });
});

describe("course outline's Hindi twins (decision 045)", () => {
  const ctx = courseSite();
  const save = (id: string, body: object) =>
    as(ctx.app, ctx.admin, { method: 'PUT', url: `/api/v1/course/outline/${id}`, payload: body });
  const read = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${id}` })).json().data;
  const hindiOutline = {
    ...outline,
    modules: [
      {
        title: 'Getting started',
        titleHi: '  शुरुआत ',
        lessons: [
          { title: 'Installing Python', titleHi: 'पाइथन इंस्टॉल करना', minutes: 30 },
          { title: 'Your first program', titleHi: ' ', minutes: 40 },
        ],
      },
      { title: 'Loops', lessons: [{ title: 'for loops', titleHi: null, minutes: 45 }] },
    ],
    learningPoints: ['Write small programs', 'Read and write files', 'Finish a project'],
    learningPointsHi: [null, 'फ़ाइलें पढ़ना और लिखना'],
  };

  it('keeps module and lesson titles and learning points in Hindi, null where there is none', async () => {
    const { id } = await makeCourse(ctx.app);
    expect((await read(id)).learningPointsHi).toEqual([]);
    const saved = await save(id, hindiOutline);
    expect(saved.statusCode, saved.body).toBe(200);
    const course = await read(id);
    expect(course.outline).toEqual([
      {
        title: 'Getting started',
        titleHi: 'शुरुआत',
        lessons: [
          { title: 'Installing Python', titleHi: 'पाइथन इंस्टॉल करना', minutes: 30 },
          { title: 'Your first program', titleHi: null, minutes: 40 },
        ],
      },
      {
        title: 'Loops',
        titleHi: null,
        lessons: [{ title: 'for loops', titleHi: null, minutes: 45 }],
      },
    ]);
    // As long as the English list: the last point has no Hindi.
    expect(course.learningPointsHi).toEqual([null, 'फ़ाइलें पढ़ना और लिखना', null]);

    // The outline is sent whole: twins left out are none.
    expect((await save(id, outline)).statusCode).toBe(200);
    const cleared = await read(id);
    expect(cleared.outline[0]).toMatchObject({ title: 'Getting started', titleHi: null });
    expect(cleared.learningPointsHi).toEqual([null, null]);
  });

  it("holds the Hindi to the English's rules, and refuses more Hindi points than English", async () => {
    const { id } = await makeCourse(ctx.app);
    const withModule = (module: object) => save(id, { ...outline, modules: [module] });
    const lessons = [{ title: 'x', minutes: 10 }];
    const long = await withModule({ title: 'a'.repeat(151), lessons });
    const longHindi = await withModule({ title: 'A', titleHi: 'अ'.repeat(151), lessons });
    expect(longHindi.statusCode).toBe(400);
    expect(longHindi.json().message).toBe(long.json().message);
    expect(Object.keys(longHindi.json().errors)).toEqual(['modules.0.titleHi']);
    const twoLines = await withModule({
      title: 'A',
      lessons: [{ title: 'x', titleHi: 'पहली\nदूसरी', minutes: 10 }],
    });
    expect(twoLines.statusCode).toBe(400);
    expect(Object.keys(twoLines.json().errors)).toEqual(['modules.0.lessons.0.titleHi']);
    const tooMany = await save(id, { ...outline, learningPointsHi: ['एक', 'दो', 'तीन'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ learningPointsHi: outlineMessages.hindiPoints });
    expect((await read(id)).outline).toEqual([]);
  });
});

describe('course batches', () => {
  const ctx = courseSite();
  const add = (courseId: string, body: object) =>
    as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/course/batches/${courseId}`,
      payload: body,
    });
  const upcoming = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${id}` })).json().data
      .batches;

  it('lists upcoming batches soonest first with the seats left; full and past ones as they are', async () => {
    const { id } = await makeCourse(ctx.app);
    const later = await add(id, {
      ...batch,
      startsOn: dayFromToday(30),
      mode: 'online',
      place: 'https://meet.example.com/abc',
    });
    expect(later.statusCode, later.body).toBe(201);
    expect((await add(id, batch)).statusCode).toBe(201);
    expect((await add(id, { ...batch, startsOn: dayFromToday(-3) })).statusCode).toBe(201);
    const full = await add(id, { ...batch, startsOn: dayFromToday(20), seatsTaken: 20 });
    const list = await upcoming(id);
    expect(list.map((b: { startsOn: string }) => b.startsOn)).toEqual([
      dayFromToday(10),
      dayFromToday(20),
      dayFromToday(30),
    ]);
    expect(list[0]).toMatchObject({ ...batch, seatsLeft: 15 });
    expect(list[1]).toMatchObject({ _id: full.json().data._id, seatsLeft: 0 });
    // The meeting link is for the course's students and admins.
    expect(list[2]).toMatchObject({ mode: 'online', place: '' });

    const admin = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `/api/v1/course/batches/${id}`,
    });
    expect(admin.json().data.batches).toHaveLength(4);
    const asAdmin = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `/api/v1/course/singlecourse/${id}`,
    });
    expect(asAdmin.json().data.batches[2].place).toBe('https://meet.example.com/abc');
  });

  it('updates seats and removes a batch', async () => {
    const { id } = await makeCourse(ctx.app);
    const created = (await add(id, batch)).json().data;
    const updated = await as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: `/api/v1/course/batch/${created._id}`,
      payload: { ...batch, seatsTaken: 19 },
    });
    expect(updated.json().data.seatsLeft).toBe(1);
    const removed = await as(ctx.app, ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/course/batch/${created._id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await upcoming(id)).toEqual([]);
    const again = await as(ctx.app, ctx.admin, {
      method: 'DELETE',
      url: `/api/v1/course/batch/${created._id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps a classroom's address in Hindi by the address's rules, and none for a link", async () => {
    const { id } = await makeCourse(ctx.app);
    const hindi = 'दूसरी मंज़िल, हज़रतगंज, लखनऊ';
    const created = await add(id, { ...batch, placeHi: hindi });
    expect(created.statusCode, created.body).toBe(201);
    const batchId = created.json().data._id;
    expect(await upcoming(id)).toMatchObject([{ place: batch.place, placeHi: hindi }]);
    const change = (body: object) =>
      as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: `/api/v1/course/batch/${batchId}`,
        payload: { ...batch, ...body },
      });

    // Left out of an edit, the Hindi stays; empty, it is gone.
    expect((await change({ seatsTaken: 6 })).json().data).toMatchObject({ placeHi: hindi });
    const english = await change({ place: 'a\tb' });
    const refused = await change({ placeHi: 'a\tb' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: english.json().message,
      errors: { placeHi: english.json().errors.place },
    });
    expect((await change({ placeHi: '  ' })).json().data).toMatchObject({ placeHi: null });

    // A meeting link has no Hindi, whatever is sent.
    const online = { mode: 'online', place: 'https://meet.example.com/abc', placeHi: hindi };
    expect((await change({ placeHi: hindi })).json().data.placeHi).toBe(hindi);
    expect((await change(online)).json().data).toMatchObject({ mode: 'online', placeHi: null });
    const added = await add(id, { ...batch, ...online });
    expect(added.json().data).toMatchObject({ mode: 'online', placeHi: null });
  });

  it.each([
    ['no days', { days: [] }, batchMessages.days],
    ['a bad time', { startTime: '25:00' }, batchMessages.time],
    ['an end before the start', { endTime: '17:00' }, batchMessages.endAfterStart],
    ['more seats taken than seats', { seatsTaken: 21 }, batchMessages.seatsTaken],
    ['no seats', { seats: 0 }, batchMessages.seats],
    ['an online batch without a link', { mode: 'online', place: 'Lucknow' }, batchMessages.link],
    ['a classroom without an address', { place: ' ' }, batchMessages.place],
    ['a date that does not exist', { startsOn: '2026-02-30' }, 'Enter a real date (YYYY-MM-DD).'],
  ])('refuses %s with its message', async (_, change, message) => {
    const { id } = await makeCourse(ctx.app);
    const res = await add(id, { ...batch, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await upcoming(id)).toEqual([]);
  });
});
