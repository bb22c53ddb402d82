import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { courseSite } from './course-site';

/** Titles of the published courses GET /course answers for the query string, in its order. */
describe('course finder: search, filters and sort', () => {
  const ctx = courseSite();
  const titles = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/course${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.courses as { courseTitle: string }[]).map((c) => c.courseTitle);
  };

  beforeAll(async () => {
    const { app } = ctx;
    const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
    const python = await makeCourse(app, {
      course_title: 'Python Programming from Scratch',
      sub_title: 'Variables, loops and functions',
      category: 'Programming',
      course_level: 'Beginner',
      course_language: 'Hindi',
      course_mode: 'both',
      course_price: 499_900,
      instructor: 'Ankit Sharma',
      createdAt: day(1),
    });
    const web = await makeCourse(app, {
      course_title: 'Full-Stack Web Development',
      sub_title: 'HTML, CSS, JavaScript and Node',
      category: 'Web Development',
      category_hi: 'वेब डेवलपमेंट',
      course_level: 'Intermediate',
      course_language: 'English',
      course_language_hi: 'अंग्रेज़ी',
      course_mode: 'online',
      course_price: 1_299_900,
      instructor: 'José Fernandes',
      createdAt: day(2),
    });
    await makeCourse(app, {
      course_title: 'Tally Prime with GST',
      sub_title: 'Accounts for small businesses',
      category: 'Accounting',
      course_level: 'Beginner',
      course_language: 'Hindi',
      course_mode: 'offline',
      course_price: 349_900,
      instructor: 'Ritu Agarwal',
      createdAt: day(3),
    });
    await makeCourse(app, {
      course_title: 'Data Science with Python',
      sub_title: 'Pandas, charts and models',
      category: 'Data',
      course_level: 'Advance',
      course_language: 'English',
      course_mode: 'offline',
      course_price: 1_599_900,
      instructor: 'Ankit Sharma',
      createdAt: day(4),
    });
    await makeCourse(app, {
      course_title: 'Python Draft Course',
      category_hi: 'प्रोग्रामिंग (ड्राफ़्ट)',
      published: false,
      createdAt: day(5),
    });
    for (let i = 0; i < 3; i++) {
      const { user } = await makeUser(app.db);
      await makeEnrollment(app.db, user.id, web.id);
      if (i < 2) await makeEnrollment(app.db, user.id, python.id);
    }
  });

  it('lists every published course, newest first, without a query', async () => {
    expect(await titles('')).toEqual([
      'Data Science with Python',
      'Tally Prime with GST',
      'Full-Stack Web Development',
      'Python Programming from Scratch',
    ]);
  });

  it("sends each course's summary; the detail page's parts come with the course alone", async () => {
    const detailOnly = ['outline', 'learningPoints', 'prerequisites', 'audience', 'batches'];
    for (const query of ['', '?q=python', '?page=1']) {
      const res = await ctx.app.inject({ url: `/api/v1/course${query}` });
      const courses = res.json().data.courses as Record<string, unknown>[];
      expect(courses.length, query).toBeGreaterThan(0);
      for (const course of courses) {
        expect(course, query).toMatchObject({ courseTitle: expect.any(String), locked: true });
        expect(
          Object.keys(course).filter((key) => detailOnly.includes(key)),
          query,
        ).toEqual([]);
      }
    }
    const [first] = (await ctx.app.inject({ url: '/api/v1/course' })).json().data.courses;
    const detail = await ctx.app.inject({ url: `/api/v1/course/singlecourse/${first._id}` });
    expect(Object.keys(detail.json().data)).toEqual(expect.arrayContaining(detailOnly));
  });

  it('searches title, subtitle, category and instructor, by word starts, any case and accent', async () => {
    expect(await titles('?q=PYTHON')).toEqual([
      'Data Science with Python',
      'Python Programming from Scratch',
    ]);
    expect(await titles('?q=pyth')).toHaveLength(2);
    expect(await titles('?q=loops')).toEqual(['Python Programming from Scratch']);
    expect(await titles('?q=accounting')).toEqual(['Tally Prime with GST']);
    expect(await titles('?q=jose')).toEqual(['Full-Stack Web Development']);
    expect(await titles('?q=Jos%C3%A9')).toEqual(['Full-Stack Web Development']);
    expect(await titles('?q=ankit%20data')).toEqual(['Data Science with Python']);
    expect(await titles('?q=cobol')).toEqual([]);
    // Query syntax of either index is just text here.
    expect(await titles('?q=%22%20*%20%26%20%7C%20!%3A()')).toHaveLength(4);
    expect(await titles(`?q=${encodeURIComponent("python' or 1=1 --")}`)).toEqual([]);
  });

  it('filters by category, level, language, mode and price', async () => {
    expect(await titles('?category=Accounting')).toEqual(['Tally Prime with GST']);
    expect(await titles('?level=Advance')).toEqual(['Data Science with Python']);
    expect(await titles('?language=English')).toEqual([
      'Data Science with Python',
      'Full-Stack Web Development',
    ]);
    expect(await titles('?mode=online')).toEqual([
      'Full-Stack Web Development',
      'Python Programming from Scratch',
    ]);
    expect(await titles('?mode=offline')).toEqual([
      'Data Science with Python',
      'Tally Prime with GST',
      'Python Programming from Scratch',
    ]);
    expect(await titles('?mode=both')).toEqual(['Python Programming from Scratch']);
    expect(await titles('?minPrice=4000&maxPrice=13000')).toEqual([
      'Full-Stack Web Development',
      'Python Programming from Scratch',
    ]);
    expect(await titles('?maxPrice=3499')).toEqual(['Tally Prime with GST']);
    expect(await titles('?category=&level=&q=')).toHaveLength(4);
  });

  it('combines the search with filters', async () => {
    expect(await titles('?q=python&level=Beginner&mode=online')).toEqual([
      'Python Programming from Scratch',
    ]);
    expect(await titles('?q=ankit&language=English&maxPrice=20000')).toEqual([
      'Data Science with Python',
    ]);
    expect(await titles('?q=python&category=Accounting')).toEqual([]);
  });

  it('sorts by price either way and by most students', async () => {
    expect(await titles('?sort=price-low')).toEqual([
      'Tally Prime with GST',
      'Python Programming from Scratch',
      'Full-Stack Web Development',
      'Data Science with Python',
    ]);
    expect(await titles('?sort=price-high&mode=offline')).toEqual([
      'Data Science with Python',
      'Python Programming from Scratch',
      'Tally Prime with GST',
    ]);
    expect(await titles('?sort=students')).toEqual([
      'Full-Stack Web Development',
      'Python Programming from Scratch',
      'Data Science with Python',
      'Tally Prime with GST',
    ]);
  });

  it('pages the results with their total', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/course?page=1&q=python' });
    expect(res.json().data).toMatchObject({ total: 2, Pages: 1 });
  });

  it('finds a course by its new title after an edit, and not by the old one', async () => {
    const { app, admin } = ctx;
    const [course] = await app.db
      .selectFrom('courses')
      .selectAll()
      .where('course_title', '=', 'Tally Prime with GST')
      .execute();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/course/edit/${course?.id}`,
      headers: { cookie: admin },
      payload: {
        courseTitle: 'Tally Prime and Busy',
        subTitle: course?.sub_title,
        category: course?.category,
        coursePrice: '3499',
        description: course?.description,
        courseLevel: course?.course_level,
        courseDuration: course?.course_duration,
        courseLanguage: course?.course_language,
        instructor: course?.instructor,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.courseMode).toBe('offline');
    expect(await titles('?q=busy')).toEqual(['Tally Prime and Busy']);
    expect(await titles('?q=gst')).toEqual([]);
  });

  it('answers the filter choices and refuses bad filters with a 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/course/filters' });
    // Each choice's Hindi, from a published course that gives one.
    expect(res.json().data).toEqual({
      categories: ['Accounting', 'Data', 'Programming', 'Web Development'],
      categoriesHi: [null, null, null, 'वेब डेवलपमेंट'],
      languages: ['English', 'Hindi'],
      languagesHi: ['अंग्रेज़ी', null],
      lowestPrice: 3499,
      highestPrice: 15999,
    });
    for (const query of [
      'level=Expert',
      'mode=hybrid',
      'sort=random',
      'minPrice=abc',
      'q=' + 'x'.repeat(101),
    ]) {
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/v1/course?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });

  it('keeps the count of students of each course as enrollments are made and removed', async () => {
    const { db } = ctx.app;
    const counts = async () => {
      const kept = await db.selectFrom('courses').select(['id', 'student_count']).execute();
      const real = await db
        .selectFrom('enrollments')
        .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('course_id')
        .execute();
      const byCourse = new Map(real.map((row) => [row.course_id, Number(row.n)]));
      return kept.map((row) => [row.student_count, byCourse.get(row.id) ?? 0]);
    };
    for (const [kept, real] of await counts()) expect(kept).toBe(real);
    const top = await db
      .selectFrom('courses')
      .select(['id', 'student_count'])
      .where('course_title', '=', 'Full-Stack Web Development')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('enrollments').where('course_id', '=', top.id).execute();
    expect(await titles('?sort=students')).toEqual([
      'Python Programming from Scratch',
      'Data Science with Python',
      expect.any(String),
      expect.any(String),
    ]);
    for (const [kept, real] of await counts()) expect(kept).toBe(real);
  });
});
