import { expect } from 'vitest';
import type { QuestionInput, TestInput } from '#common/schemas/tests';
import type { CourseSite } from '../courses/course-site';
import { makeCourse, makeEnrollment } from '../helpers/factories';
import { as } from '../helpers/requests';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests of the tests feature, as the admin unless a cookie is given. */
export function testRequests(ctx: CourseSite) {
  const call = (method: Method, url: string, payload?: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, { method, url: `/api/v1/tests${url}`, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, cookie = ctx.admin) => {
    const res = await call(method, url, payload, cookie);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  return {
    call,
    ok,
    async newCourse() {
      return (await makeCourse(ctx.app)).id;
    },
    async enrolled(courseId: string) {
      const student = await ctx.newStudent();
      await makeEnrollment(ctx.app.db, student.id, courseId);
      return student;
    },
    async question(courseId: string, fields: Partial<QuestionInput> = {}) {
      const data = await ok('POST', '/questions', {
        courseId,
        kind: 'single',
        text: 'Which keyword defines a function in Python?',
        options: [
          { text: 'def', correct: true },
          { text: 'fun', correct: false },
          { text: 'function', correct: false },
          { text: 'lambda', correct: false },
        ],
        marks: 4,
        negativeMarks: 1,
        explanation: '`def` starts a function definition.',
        tags: ['python'],
        difficulty: 'easy',
        ...fields,
      });
      return data as { _id: string; options: { id: string; correct: boolean }[] };
    },
    async test(courseId: string, fields: Partial<TestInput>) {
      return (await ok('POST', '', {
        courseId,
        title: 'Monthly test',
        mode: 'online',
        opensAt: '2026-07-06T04:30:00.000Z',
        passMarks: 0,
        ...fields,
      })) as { _id: string };
    },
  };
}
