import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { courseSite } from './course-site';

describe('course finder: the best answers first', () => {
  const ctx = courseSite();
  const titles = async (q: string, sort = '') => {
    const query = `?q=${encodeURIComponent(q)}${sort ? `&sort=${sort}` : ''}`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/course${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.courses as { courseTitle: string }[]).map((c) => c.courseTitle);
  };

  beforeAll(async () => {
    const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`;
    const courses = [
      ['C and C++ Fundamentals', 'Pointers, memory and classes', 'Programming', 800_000],
      ['Computer Basics', 'Typing, files and a class on the internet', 'Office', 200_000],
      ['Core Concepts of Cloud', 'Servers you rent', 'Cloud', 900_000],
      ['Java: Object Oriented Programming', 'Classes and objects', 'Programming', 700_000],
      ['Full Stack', 'JavaScript, React and Node', 'Web Development', 1_500_000],
      ['Javanese Cooking', 'Not a programming course', 'Hobby', 100_000],
    ] as const;
    for (const [index, [title, subTitle, category, price]] of courses.entries()) {
      await makeCourse(ctx.app, {
        course_title: title,
        sub_title: subTitle,
        category,
        course_price: price,
        createdAt: day(index + 1),
      });
    }
  });

  it('puts the search as typed in a title first, then whole title words, then word starts', async () => {
    expect((await titles('C++'))[0]).toBe('C and C++ Fundamentals');
    expect(await titles('java')).toEqual([
      'Java: Object Oriented Programming',
      'Javanese Cooking',
      'Full Stack',
    ]);
    expect((await titles('computer'))[0]).toBe('Computer Basics');
  });

  it('ranks a whole word of the other searched text above a word start there', async () => {
    expect(await titles('class')).toEqual([
      'Computer Basics',
      'Java: Object Oriented Programming',
      'C and C++ Fundamentals',
    ]);
  });

  it('keeps the order a visitor chose over relevance', async () => {
    expect(await titles('java', 'price-low')).toEqual([
      'Javanese Cooking',
      'Java: Object Oriented Programming',
      'Full Stack',
    ]);
  });
});
