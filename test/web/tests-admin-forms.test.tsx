// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { CourseTestsPage } from '#web/features/tests/admin/course-tests-page';
import { QuestionBankPage } from '#web/features/tests/admin/question-bank-page';
import { TestMarksPage } from '#web/features/tests/admin/test-marks-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

/** A screen at `/screen/:id`, as the admin's router gives it its id. */
function renderAt(id: string, screenOf: ReactNode) {
  render(
    <InLanguage>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/screen/${id}`]}>
          <Routes>
            <Route path="/screen/:id" element={screenOf} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </InLanguage>,
  );
}

describe('the trainer’s test screens against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId: string;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    courseId = (await makeCourse(server.app, { course_title: 'Python for Beginners' })).id;
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('shows the server’s refusal of a question under its options, then saves a multiple-choice question with two correct options', async () => {
    renderAt(courseId, <QuestionBankPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No questions yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'Add a question' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'multiple');
    await user.type(within(form).getByLabelText('Question'), 'Which are Python keywords?');
    await user.type(within(form).getByLabelText('Option 1'), 'def');
    await user.type(within(form).getByLabelText('Option 2'), 'lambda');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByLabelText('Option 3'), 'func');
    await user.click(within(form).getByLabelText('Option 1 is correct'));
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    expect(await within(form).findByText('Mark at least one option as correct.')).toBeTruthy();

    await user.click(within(form).getByLabelText('Option 1 is correct'));
    await user.click(within(form).getByLabelText('Option 2 is correct'));
    await user.clear(within(form).getByLabelText('Negative marks'));
    await user.type(within(form).getByLabelText('Negative marks'), '0.5');
    await user.type(within(form).getByLabelText('Tags'), 'python, keywords');
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Which are Python keywords?')).toBeTruthy();
    // The text shows in the form as it is typed: the stored row is what tells the save is done.
    const row = await vi.waitFor(() =>
      server.app.db
        .selectFrom('questions')
        .selectAll()
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      kind: 'multiple',
      negative_marks: 50,
      tags: '["python","keywords"]',
    });
    expect(JSON.parse(row.answer_key).options.map((o: { correct: boolean }) => o.correct)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('saves a paper test’s grid in one request, and saves none of it while a row is above the total', async () => {
    const students = await Promise.all(
      ['Asha Verma', 'Bilal Khan'].map(async (userName) => {
        const { user } = await makeUser(server.app.db, { userName });
        await makeEnrollment(server.app.db, user.id, courseId);
        return user;
      }),
    );
    const paper = await api.post<{ _id: string }>('/tests', {
      courseId,
      title: 'Written test',
      mode: 'offline',
      opensAt: '2026-07-06T04:30:00.000Z',
      maxMarks: 50,
      passMarks: 20,
    });
    renderAt(paper.data?._id ?? '', <TestMarksPage />);
    const user = userEvent.setup();
    const asha = await screen.findByLabelText('Marks of Asha Verma');
    await user.type(asha, '42.5');
    await user.type(screen.getByLabelText('Marks of Bilal Khan'), '55');
    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(await screen.findByText('Marks must be between 0 and the maximum.')).toBeTruthy();
    const marks = () => server.app.db.selectFrom('offline_marks').selectAll().execute();
    expect(await marks()).toEqual([]);

    await user.clear(screen.getByLabelText('Marks of Bilal Khan'));
    await user.type(screen.getByLabelText('Marks of Bilal Khan'), '18');
    await user.click(screen.getByRole('button', { name: 'Save all marks' }));
    expect(await screen.findByText('Marks saved.')).toBeTruthy();
    const byUser = Object.fromEntries((await marks()).map((m) => [m.user_id, m.marks]));
    expect(byUser).toEqual({ [students[0]!.id]: 4250, [students[1]!.id]: 1800 });
  });

  it('saves a test drawn by two rules, each rule’s controls named within its own group', async () => {
    for (const difficulty of ['easy', 'hard'] as const)
      await api.post('/tests/questions', {
        courseId,
        kind: 'true-false',
        text: `A ${difficulty} question about loops.`,
        correct: true,
        marks: 1,
        tags: ['loops'],
        difficulty,
      });
    renderAt(courseId, <CourseTestsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New test' }));
    const form = screen.getByRole('form', { name: 'New test' });
    await user.type(within(form).getByLabelText('Title'), 'Loops drawn');
    fireEvent.change(within(form).getByLabelText('Opens'), {
      target: { value: '2030-01-06T10:00' },
    });
    await user.click(within(form).getByLabelText('A random draw by tag and difficulty'));
    await user.click(within(form).getByRole('button', { name: 'Add a rule' }));
    await user.click(within(form).getByRole('button', { name: 'Add a rule' }));
    for (const [name, difficulty] of [
      ['Rule 1', 'Easy'],
      ['Rule 2', 'Hard'],
    ] as const) {
      const rule = within(form).getByRole('group', { name });
      await user.selectOptions(within(rule).getByLabelText('Tag'), 'loops');
      await user.selectOptions(within(rule).getByLabelText('Difficulty'), difficulty);
      await user.clear(within(rule).getByLabelText('How many'));
      await user.type(within(rule).getByLabelText('How many'), '1');
    }
    await user.click(within(form).getByRole('button', { name: 'Save test' }));
    expect(await screen.findByText('Loops drawn')).toBeTruthy();
    const saved = await server.app.db
      .selectFrom('tests')
      .select('draw')
      .where('title', '=', 'Loops drawn')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(saved.draw ?? '[]')).toEqual([
      { tag: 'loops', difficulty: 'easy', count: 1 },
      { tag: 'loops', difficulty: 'hard', count: 1 },
    ]);
  });
});
