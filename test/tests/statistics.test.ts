import { describe, expect, it } from 'vitest';
import type { TestStatisticsDto } from '#common/schemas/test-statistics';
import { courseSite } from '../courses/course-site';
import { fakeClock } from '../helpers/notifications';
import { testRequests } from './tests-site';

const OPENS = '2026-07-06T04:30:00.000Z';
const clock = fakeClock(OPENS);
const later = (minutes: number) => new Date(Date.parse(OPENS) + minutes * 60_000).toISOString();

describe('a test’s statistics, from known attempts', () => {
  const ctx = courseSite({ app: { clock } });
  const { call, ok, newCourse, enrolled, question, test } = testRequests(ctx);

  it('counts each student’s first scored attempt: average, bands, passes, facility, discrimination and the questions most got wrong', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q1 = await question(courseId); // single: 4 marks, -1 when wrong
    const q2 = await question(courseId, {
      kind: 'true-false',
      text: 'Python lists are mutable.',
      correct: true,
      options: [],
      marks: 2,
      negativeMarks: 0,
    });
    const q3 = await question(courseId, {
      kind: 'short-text',
      text: 'Why use a virtual environment?',
      options: [],
      modelAnswer: 'To keep each project’s packages apart.',
      marks: 4,
      negativeMarks: 0,
    });
    const monthly = await test(courseId, {
      questionIds: [q1._id, q2._id, q3._id],
      attemptsAllowed: 2,
      passMarks: 5,
    });
    const right = q1.options.find((o) => o.correct)?.id;
    const wrong = q1.options.find((o) => !o.correct)?.id;
    const answers = {
      rightOne: { kind: 'single', optionId: right },
      wrongOne: { kind: 'single', optionId: wrong },
      isTrue: { kind: 'true-false', value: true },
      isFalse: { kind: 'true-false', value: false },
      text: { kind: 'short-text', text: 'Each project gets its own packages.' },
    };
    /** Takes the test: answers by question, submitted a minute after the last student. */
    let minute = 0;
    const take = async (cookie: string, given: [string, object][]) => {
      clock.set(later((minute += 1)));
      const attempt = await ok('POST', `/mine/${monthly._id}/attempt`, undefined, cookie);
      for (const [questionId, body] of given)
        await ok('PUT', `/attempts/${attempt._id}/answers/${questionId}`, body, cookie);
      await ok('POST', `/attempts/${attempt._id}/submit`, undefined, cookie);
      return attempt._id as string;
    };
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => enrolled(courseId)));
    if (!a || !b || !c || !d || !e) throw new Error('five students');
    const aFirst = await take(a.cookie, [
      [q1._id, answers.rightOne],
      [q2._id, answers.isFalse],
      [q3._id, answers.text],
    ]);
    const bFirst = await take(b.cookie, [
      [q1._id, answers.rightOne],
      [q2._id, answers.isTrue],
      [q3._id, answers.text],
    ]);
    await take(c.cookie, [
      [q1._id, answers.wrongOne],
      [q2._id, answers.isTrue],
    ]);
    const dFirst = await take(d.cookie, [
      [q2._id, answers.isTrue],
      [q3._id, answers.text],
    ]);
    await take(e.cookie, [
      [q1._id, answers.wrongOne],
      [q3._id, answers.text],
    ]);
    // A's second attempt, all wrong, does not count: the first does.
    await take(a.cookie, [[q1._id, answers.wrongOne]]);

    const statistics = () => ok('GET', `/${monthly._id}/statistics`) as Promise<TestStatisticsDto>;
    const before = await statistics();
    expect(before.counted).toBe(1);
    expect(before.awaitingMarks).toBe(4);
    expect(before.average).toBe(1);

    const mark = (attemptId: string, marks: number) =>
      ok('PUT', `/attempts/${attemptId}/answers/${q3._id}/mark`, { marks });
    await mark(aFirst, 4);
    await mark(bFirst, 1);
    await mark(dFirst, 0);

    // A 4+0+4 = 8, B 4+2+1 = 7, C -1+2 = 1, D 0+2+0 = 2 (of 10); E awaits a mark.
    const stats = await statistics();
    expect(stats).toMatchObject({
      takers: 5,
      counted: 4,
      awaitingMarks: 1,
      average: 4.5,
      averagePercent: 45,
      highest: 8,
      lowest: 1,
      passMarks: 5,
      passed: 2,
    });
    expect(stats.bands.map((band) => band.count)).toEqual([0, 1, 1, 0, 0, 0, 0, 1, 1, 0]);
    expect(stats.bands[9]).toEqual({ from: 90, to: 100, count: 0 });
    // Upper group: A (8); lower group: C (1), a quarter of four rounded to one each.
    const byId = Object.fromEntries(stats.questions.map((q) => [q.questionId, q]));
    expect(stats.questions.map((q) => q.questionId)).toEqual([q1._id, q2._id, q3._id]);
    expect(byId[q1._id]).toMatchObject({
      shown: 4,
      right: 2,
      wrong: 1,
      unanswered: 1,
      facility: 0.5,
      discrimination: 1,
    });
    expect(byId[q2._id]).toMatchObject({
      right: 3,
      wrong: 1,
      unanswered: 0,
      facility: 0.75,
      discrimination: -1,
    });
    expect(byId[q3._id]).toMatchObject({
      right: 1,
      wrong: 2,
      unanswered: 1,
      facility: 0.25,
      discrimination: 1,
    });
    expect(stats.mostWrong).toEqual([q3._id, q1._id, q2._id]);
  });

  it('gives a paper test’s average, bands and passes from the marks entered', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const paper = await test(courseId, { mode: 'offline', maxMarks: 50, passMarks: 20 });
    const students = await Promise.all([1, 2, 3, 4].map(() => enrolled(courseId)));
    const empty = (await ok('GET', `/${paper._id}/statistics`)) as TestStatisticsDto;
    expect(empty).toMatchObject({ takers: 4, counted: 0, average: null, passed: 0 });

    const marks = [45, 20, 10.5];
    await ok('PUT', `/${paper._id}/marks`, {
      marks: marks.map((m, i) => ({ userId: students[i]?.id, marks: m })),
    });
    const stats = (await ok('GET', `/${paper._id}/statistics`)) as TestStatisticsDto;
    expect(stats).toMatchObject({
      counted: 3,
      average: 25.17,
      highest: 45,
      lowest: 10.5,
      passed: 2,
      questions: [],
      mostWrong: [],
    });
    expect(stats.bands.map((band) => band.count)).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('lists the short answers to mark, with the model answer and the marks given', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q = await question(courseId, {
      kind: 'short-text',
      text: 'Name a Python web framework.',
      options: [],
      modelAnswer: 'Django',
      marks: 2,
      negativeMarks: 0,
    });
    const quiz = await test(courseId, { questionIds: [q._id] });
    const student = await enrolled(courseId);
    const attempt = await ok('POST', `/mine/${quiz._id}/attempt`, undefined, student.cookie);
    await ok(
      'PUT',
      `/attempts/${attempt._id}/answers/${q._id}`,
      { kind: 'short-text', text: 'Flask' },
      student.cookie,
    );
    const listed = async () => (await ok('GET', `/${quiz._id}/short-answers`)).answers;
    expect(await listed()).toEqual([]);
    await ok('POST', `/attempts/${attempt._id}/submit`, undefined, student.cookie);
    expect(await listed()).toEqual([
      expect.objectContaining({
        attemptId: attempt._id,
        questionId: q._id,
        modelAnswer: 'Django',
        maxMarks: 2,
        text: 'Flask',
        marks: null,
      }),
    ]);
    await ok('PUT', `/attempts/${attempt._id}/answers/${q._id}/mark`, { marks: 1.5 });
    expect((await listed())[0].marks).toBe(1.5);
    expect(
      (await call('GET', `/${quiz._id}/short-answers`, undefined, student.cookie)).statusCode,
    ).toBe(403);
  });
});
