import { describe, expect, it } from 'vitest';
import { testMessages } from '#common/schemas/tests';
import { courseSite } from '../courses/course-site';
import { fakeClock } from '../helpers/notifications';
import { testRequests } from './tests-site';

/** 10:00 in Lucknow on Monday 6 July 2026, when the tests below open. */
const OPENS = '2026-07-06T04:30:00.000Z';
const clock = fakeClock(OPENS);
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(Date.parse(OPENS) + ms).toISOString();

interface Attempt {
  _id: string;
  deadline: string | null;
  secondsLeft: number | null;
  submittedAt: string | null;
  questions: { _id: string; options: { id: string }[] }[];
  answers: Record<string, unknown>;
}

describe('taking a test by the server’s clock', () => {
  const ctx = courseSite({ app: { clock } });
  const { call, ok, newCourse, enrolled, question, test } = testRequests(ctx);

  const start = async (testId: string, cookie: string) =>
    (await ok('POST', `/mine/${testId}/attempt`, undefined, cookie)) as Attempt;
  const answer = (attemptId: string, questionId: string, body: object, cookie: string) =>
    call('PUT', `/attempts/${attemptId}/answers/${questionId}`, body, cookie);

  it('keeps the deadline at the time limit or the window’s end, whichever is first, and refuses a late answer', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q1 = await question(courseId);
    const q2 = await question(courseId, { kind: 'true-false', correct: true, options: [] });
    const limited = await test(courseId, {
      questionIds: [q1._id, q2._id],
      timeLimitMinutes: 10,
      closesAt: at(minutes(60)),
    });
    const student = await enrolled(courseId);

    clock.set(at(minutes(55)));
    const closing = await start(limited._id, student.cookie);
    expect(closing.deadline).toBe(at(minutes(60)));
    expect(closing.secondsLeft).toBe(300);

    const other = await enrolled(courseId);
    clock.set(at(minutes(1)));
    const attempt = await start(limited._id, other.cookie);
    expect(attempt.deadline).toBe(at(minutes(11)));
    expect(JSON.stringify(attempt)).not.toMatch(/"correct"|explanation/);

    const right = q1.options.find((o) => o.correct)?.id;
    clock.advance(minutes(5));
    const saved = await answer(
      attempt._id,
      q1._id,
      { kind: 'single', optionId: right },
      other.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    // The browser's clock says nothing here: only the server's time counts.
    clock.set(at(minutes(11) + 1000));
    const late = await answer(
      attempt._id,
      q2._id,
      { kind: 'true-false', value: true },
      other.cookie,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(testMessages.late);

    const view = (await ok('GET', `/attempts/${attempt._id}`, undefined, other.cookie)) as Attempt;
    expect(view.submittedAt).toBe(at(minutes(11)));
    expect(Object.keys(view.answers)).toEqual([q1._id]);
    const again = await answer(
      attempt._id,
      q2._id,
      { kind: 'true-false', value: true },
      other.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(testMessages.submitted);
  });

  it('resumes after a lost connection with the answers kept and the time still running', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q1 = await question(courseId);
    const q2 = await question(courseId, {
      kind: 'number',
      value: 3.14,
      tolerance: 0.01,
      options: [],
    });
    const timed = await test(courseId, { questionIds: [q1._id, q2._id], timeLimitMinutes: 20 });
    const student = await enrolled(courseId);

    const first = await start(timed._id, student.cookie);
    expect(first.secondsLeft).toBe(1200);
    await answer(first._id, q2._id, { kind: 'number', value: 3.15 }, student.cookie);
    await answer(first._id, q2._id, { kind: 'number', value: 3.141 }, student.cookie);

    clock.advance(minutes(7));
    const resumed = await start(timed._id, student.cookie);
    expect(resumed._id).toBe(first._id);
    expect(resumed.secondsLeft).toBe(780);
    expect(resumed.answers).toEqual({ [q2._id]: { kind: 'number', value: 3.141 } });

    const mine = await ok('GET', '/mine', undefined, student.cookie);
    expect(mine.tests[0]).toMatchObject({
      _id: timed._id,
      openAttemptId: first._id,
      attemptsUsed: 1,
    });
  });

  it('closes a late submission at the deadline, counting only the answers saved in time', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q1 = await question(courseId);
    const timed = await test(courseId, {
      questionIds: [q1._id],
      timeLimitMinutes: 5,
      results: 'immediate',
      passMarks: 4,
    });
    const student = await enrolled(courseId);
    const attempt = await start(timed._id, student.cookie);
    const right = q1.options.find((o) => o.correct)?.id;
    await answer(attempt._id, q1._id, { kind: 'single', optionId: right }, student.cookie);

    clock.advance(minutes(30));
    const submitted = await call(
      'POST',
      `/attempts/${attempt._id}/submit`,
      undefined,
      student.cookie,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({
      submittedAt: at(minutes(5)),
      score: 4,
      maxMarks: 4,
      passed: true,
      released: false,
      review: null,
    });
  });

  it('keeps each attempt’s shuffled order of questions and options', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await question(courseId, { text: `Question ${i}` }))._id);
    const shuffledTest = await test(courseId, {
      questionIds: ids,
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await enrolled(courseId);
      const attempt = await start(shuffledTest._id, student.cookie);
      const order = JSON.stringify(
        attempt.questions.map((q) => [q._id, q.options.map((o) => o.id)]),
      );
      expect([...attempt.questions.map((q) => q._id)].sort()).toEqual([...ids].sort());
      clock.advance(minutes(1));
      const again = await start(shuffledTest._id, student.cookie);
      const view = (await ok(
        'GET',
        `/attempts/${attempt._id}`,
        undefined,
        student.cookie,
      )) as Attempt;
      for (const later of [again, view])
        expect(
          JSON.stringify(later.questions.map((q) => [q._id, q.options.map((o) => o.id)])),
        ).toBe(order);
      orders.push(order);
    }
    const unshuffled = JSON.stringify(ids.map((id) => [id, ['o1', 'o2', 'o3', 'o4']]));
    expect(orders.some((order) => order !== unshuffled)).toBe(true);
  });

  it('allows only the attempts the test gives, and only inside its window', async () => {
    clock.set(at(-minutes(5)));
    const courseId = await newCourse();
    const q1 = await question(courseId);
    const twice = await test(courseId, {
      questionIds: [q1._id],
      attemptsAllowed: 2,
      closesAt: at(minutes(60)),
    });
    const student = await enrolled(courseId);
    const early = await call('POST', `/mine/${twice._id}/attempt`, undefined, student.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(testMessages.notOpen);

    clock.set(OPENS);
    for (let i = 0; i < 2; i++) {
      const attempt = await start(twice._id, student.cookie);
      await ok('POST', `/attempts/${attempt._id}/submit`, undefined, student.cookie);
    }
    const third = await call('POST', `/mine/${twice._id}/attempt`, undefined, student.cookie);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(testMessages.noAttemptsLeft);

    const other = await enrolled(courseId);
    clock.set(at(minutes(60)));
    const closed = await call('POST', `/mine/${twice._id}/attempt`, undefined, other.cookie);
    expect(closed.statusCode).toBe(403);
  });

  it('shows the score, key and explanations only as the release rules say', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const q1 = await question(courseId);
    const q2 = await question(courseId, {
      kind: 'multiple',
      options: [
        { text: 'list', correct: true },
        { text: 'tuple', correct: false },
        { text: 'dict', correct: true },
      ],
      marks: 2,
      negativeMarks: 0.5,
    });
    const q3 = await question(courseId, {
      kind: 'short-text',
      modelAnswer: 'A name for a value',
      options: [],
    });
    const released = await test(courseId, {
      questionIds: [q1._id, q2._id, q3._id],
      timeLimitMinutes: 30,
      passMarks: 5,
    });
    const [a, b] = [await enrolled(courseId), await enrolled(courseId)];
    const attemptA = await start(released._id, a.cookie);
    const attemptB = await start(released._id, b.cookie);
    const wrong = q1.options.find((o) => !o.correct)?.id;
    await answer(attemptA._id, q1._id, { kind: 'single', optionId: wrong }, a.cookie);
    await answer(attemptA._id, q2._id, { kind: 'multiple', optionIds: ['o1'] }, a.cookie);
    await answer(attemptA._id, q3._id, { kind: 'short-text', text: 'A named value' }, a.cookie);
    const result = await ok('POST', `/attempts/${attemptA._id}/submit`, undefined, a.cookie);
    expect(result).toMatchObject({
      score: null,
      awaitingMarks: true,
      released: false,
      review: null,
    });

    // No one reads another's attempt, answers or result.
    for (const [method, url, body] of [
      ['GET', `/attempts/${attemptA._id}`],
      ['GET', `/attempts/${attemptA._id}/result`],
      ['POST', `/attempts/${attemptA._id}/submit`],
      ['PUT', `/attempts/${attemptA._id}/answers/${q1._id}`, { kind: 'single', optionId: 'o1' }],
    ] as const) {
      const probe = await call(method, url, body, b.cookie);
      expect(probe.statusCode, `${method} ${url}`).toBe(404);
    }
    const outsider = await ctx.newStudent();
    expect(
      (await call('POST', `/mine/${released._id}/attempt`, undefined, outsider.cookie)).statusCode,
    ).toBe(404);

    // B is still answering: releasing now would show them the key.
    const early = await call('POST', `/${released._id}/release`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(testMessages.stillTaking);

    await ok('PUT', `/attempts/${attemptA._id}/answers/${q3._id}/mark`, { marks: 3 });
    const tooMany = await call('PUT', `/attempts/${attemptA._id}/answers/${q3._id}/mark`, {
      marks: 5,
    });
    expect(tooMany.statusCode).toBe(400);

    clock.advance(minutes(31));
    await ok('POST', `/${released._id}/release`);
    const after = await ok('GET', `/attempts/${attemptA._id}/result`, undefined, a.cookie);
    // -1 (wrong single) + 1 (one of two correct of 2 marks) + 3 (the trainer's) = 3.
    expect(after).toMatchObject({
      score: 3,
      maxMarks: 10,
      passed: false,
      awaitingMarks: false,
      released: true,
    });
    expect(after.review.map((r: { correctOptionIds: string[] }) => r.correctOptionIds)).toEqual([
      [q1.options.find((o) => o.correct)?.id],
      ['o1', 'o3'],
      [],
    ]);
    expect(after.review[0].explanation).toBe('`def` starts a function definition.');
    const bResult = await ok('GET', `/attempts/${attemptB._id}/result`, undefined, b.cookie);
    expect(bResult).toMatchObject({ submittedAt: at(minutes(30)), score: 0 });

    const results = await ok('GET', `/${released._id}/results`);
    expect(results.students).toHaveLength(2);
  });

  it('stores every answer when many students save at once', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    const questions: { _id: string }[] = [];
    for (let i = 0; i < 4; i++) questions.push(await question(courseId, { text: `Q${i}` }));
    const busy = await test(courseId, {
      questionIds: questions.map((q) => q._id),
      timeLimitMinutes: 30,
    });
    const students = await Promise.all(Array.from({ length: 20 }, () => enrolled(courseId)));
    const attempts = await Promise.all(students.map((s) => start(busy._id, s.cookie)));
    const saves = await Promise.all(
      attempts.flatMap((attempt, i) =>
        questions.map((q, k) =>
          answer(
            attempt._id,
            q._id,
            { kind: 'single', optionId: `o${((i + k) % 4) + 1}` },
            students[i]?.cookie ?? '',
          ),
        ),
      ),
    );
    expect(saves.map((res) => res.statusCode)).toEqual(saves.map(() => 200));
    const stored = await ctx.app.db
      .selectFrom('attempt_answers')
      .select(['attempt_id', 'question_id', 'answer'])
      .where(
        'attempt_id',
        'in',
        attempts.map((a) => a._id),
      )
      .execute();
    expect(stored).toHaveLength(attempts.length * questions.length);
    for (const row of stored) {
      const i = attempts.findIndex((a) => a._id === row.attempt_id);
      const k = questions.findIndex((q) => q._id === row.question_id);
      expect(JSON.parse(row.answer)).toEqual({ kind: 'single', optionId: `o${((i + k) % 4) + 1}` });
    }
  });

  it('draws questions by tag and difficulty for each attempt', async () => {
    clock.set(OPENS);
    const courseId = await newCourse();
    for (let i = 0; i < 4; i++) await question(courseId, { tags: ['loops'], difficulty: 'hard' });
    for (let i = 0; i < 4; i++) await question(courseId, { tags: ['strings'], difficulty: 'easy' });
    const tooMany = await call('POST', '', {
      courseId,
      title: 'Draw',
      mode: 'online',
      opensAt: OPENS,
      passMarks: 0,
      draw: [{ tag: 'loops', count: 5 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const drawn = await test(courseId, {
      draw: [
        { tag: 'loops', difficulty: 'hard', count: 2 },
        { difficulty: 'easy', count: 3 },
      ],
    });
    const bank = (await ok('GET', `/questions?courseId=${courseId}`)).questions as {
      _id: string;
      tags: string[];
    }[];
    const student = await enrolled(courseId);
    const attempt = await start(drawn._id, student.cookie);
    const tagsDrawn = attempt.questions.map((q) => bank.find((b) => b._id === q._id)?.tags[0]);
    expect(tagsDrawn).toEqual(['loops', 'loops', 'strings', 'strings', 'strings']);
  });
});

describe('the question bank and paper tests', () => {
  const ctx = courseSite({ app: { clock } });
  const { call, ok, newCourse, enrolled, question, test } = testRequests(ctx);

  it('exports a bank as CSV and imports it into another course as the same questions', async () => {
    const courseId = await newCourse();
    await question(courseId);
    clock.advance(1000);
    await question(courseId, { kind: 'true-false', correct: false, options: [], tags: ['a', 'b'] });
    await question(courseId, {
      kind: 'number',
      value: -2.5,
      tolerance: 0.1,
      options: [],
      negativeMarks: 0,
    });
    clock.advance(1000);
    await question(courseId, {
      kind: 'short-text',
      text: '=What does this print?',
      code: 'print("a, b")',
      codeLanguage: 'python',
      modelAnswer: 'a, b',
      options: [],
    });
    const csv = await call('GET', `/questions/export.csv?courseId=${courseId}`);
    expect(csv.statusCode).toBe(200);
    const other = await newCourse();
    const imported = await call('POST', '/questions/import', { courseId: other, csv: csv.body });
    expect(imported.statusCode, imported.body).toBe(201);
    const strip = (list: { _id: string; courseId: string }[]) =>
      list.map(({ _id, courseId: _c, ...rest }) => rest);
    const before = (await ok('GET', `/questions?courseId=${courseId}`)).questions;
    const after = (await ok('GET', `/questions?courseId=${other}`)).questions;
    expect(strip(after)).toEqual(strip(before));

    const bad = await call('POST', '/questions/import', {
      courseId: other,
      csv: 'kind,text,marks,difficulty,options,answer\nsingle,Pick,2,easy,a|b,\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Row "1"');
    for (const notCsv of ['"unclosed,quote\n1,2', 'name,email\nA,a@example.com\n']) {
      const refused = await call('POST', '/questions/import', { courseId: other, csv: notCsv });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(testMessages.csvColumns);
    }
  });

  it('saves a paper test’s grid at once, and shows a student only their marks once released', async () => {
    const courseId = await newCourse();
    const paper = await test(courseId, { mode: 'offline', maxMarks: 50, passMarks: 20 });
    const [a, b] = [await enrolled(courseId), await enrolled(courseId)];
    const outsider = await ctx.newStudent();
    const wrong = await call('PUT', `/${paper._id}/marks`, {
      marks: [
        { userId: a.id, marks: 42.5 },
        { userId: outsider.id, marks: 10 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call('PUT', `/${paper._id}/marks`, { marks: [{ userId: a.id, marks: 51 }] }))
        .statusCode,
    ).toBe(400);
    await ok('PUT', `/${paper._id}/marks`, {
      marks: [
        { userId: a.id, marks: 42.5 },
        { userId: b.id, marks: 18 },
      ],
    });
    const results = await ok('GET', `/${paper._id}/results`);
    expect(results.students.map((s: { offlineMarks: number }) => s.offlineMarks).sort()).toEqual([
      18, 42.5,
    ]);

    const hidden = await ok('GET', '/mine', undefined, a.cookie);
    expect(hidden.tests[0]).toMatchObject({ offlineMarks: null, released: false });
    expect((await call('POST', `/mine/${paper._id}/attempt`, undefined, a.cookie)).statusCode).toBe(
      400,
    );
    await ok('POST', `/${paper._id}/release`);
    const shown = await ok('GET', '/mine', undefined, a.cookie);
    expect(shown.tests[0]).toMatchObject({ offlineMarks: 42.5, maxMarks: 50, released: true });
  });

  it('refuses a question or test the rules do not allow', async () => {
    const courseId = await newCourse();
    const noCorrect = await call('POST', '/questions', {
      courseId,
      kind: 'single',
      text: 'Pick',
      options: [
        { text: 'a', correct: false },
        { text: 'b', correct: false },
      ],
      marks: 1,
      difficulty: 'easy',
    });
    expect(noCorrect.statusCode).toBe(400);
    const otherCourse = await newCourse();
    const foreign = await question(otherCourse);
    const outside = await call('POST', '', {
      courseId,
      title: 'T',
      mode: 'online',
      opensAt: OPENS,
      passMarks: 0,
      questionIds: [foreign._id],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(testMessages.questionOutsideCourse);
  });
});
