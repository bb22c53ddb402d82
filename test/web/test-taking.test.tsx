// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { GivenAnswer } from '#common/tests';
import { paths } from '#common/paths';
import { AnswerQueue, queueKey } from '#web/features/tests/taking/answer-queue';
import {
  announcementBetween,
  clockText,
  endsAt,
  secondsLeftAt,
} from '#web/features/tests/taking/countdown';
import { TestScreen } from '#web/features/tests/taking/test-screen';
import { api, ApiError, setApiTransport } from '#web/lib/api';
import { fakeClock } from '../helpers/notifications';
import { makeAdmin, makeCourse, makeEnrollment, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the countdown from the server’s seconds', () => {
  it('counts on the page’s clock and reaches 0 only when the time is over', () => {
    const ends = endsAt(90, 1_000);
    expect(secondsLeftAt(ends, 1_000)).toBe(90);
    expect(secondsLeftAt(ends, 1_500)).toBe(90);
    expect(secondsLeftAt(ends, 90_999)).toBe(1);
    expect(secondsLeftAt(ends, 91_000)).toBe(0);
    expect(secondsLeftAt(ends, 500_000)).toBe(0);
  });

  it('announces the chosen moments only, the most urgent when a sleeping tab skipped several', () => {
    expect(announcementBetween(301, 300)).toBe(300);
    expect(announcementBetween(300, 299)).toBeNull();
    expect(announcementBetween(299, 298)).toBeNull();
    expect(announcementBetween(700, 20)).toBe(30);
    expect(announcementBetween(11, 0)).toBe(10);
    const heard = [];
    for (let s = 3600; s > 0; s--) if (announcementBetween(s, s - 1) !== null) heard.push(s - 1);
    expect(heard).toEqual([1800, 900, 600, 300, 120, 60, 30, 10]);
  });

  it('writes the time as a clock', () => {
    expect(clockText(3909)).toBe('1:05:09');
    expect(clockText(299)).toBe('4:59');
    expect(clockText(7)).toBe('0:07');
  });
});

describe('the answer queue', () => {
  afterEach(() => localStorage.clear());
  const offline = () => Promise.reject(new ApiError(0, 'Cannot reach the server.'));
  const single = (optionId: string): GivenAnswer => ({ kind: 'single', optionId });

  it('keeps answers given offline across a reload and sends each question’s last answer once', async () => {
    const offlineQueue = new AnswerQueue('a1', offline);
    offlineQueue.give('q1', single('o1'));
    offlineQueue.give('q1', single('o2'));
    offlineQueue.give('q2', { kind: 'true-false', value: true });
    await offlineQueue.flush();
    expect(offlineQueue.getState()).toMatchObject({ status: 'offline', waiting: 2 });

    const sent: [string, GivenAnswer][] = [];
    const reloaded = new AnswerQueue('a1', async (questionId, answer) => {
      sent.push([questionId, answer]);
    });
    expect(reloaded.getState()).toMatchObject({ status: 'offline', waiting: 2 });
    expect(reloaded.waitingAnswers()).toEqual({
      q1: single('o2'),
      q2: { kind: 'true-false', value: true },
    });
    await Promise.all([reloaded.flush(), reloaded.flush()]);
    expect(sent).toEqual([
      ['q1', single('o2')],
      ['q2', { kind: 'true-false', value: true }],
    ]);
    expect(reloaded.getState()).toMatchObject({ status: 'saved', waiting: 0 });
    expect(localStorage.getItem(queueKey('a1'))).toBeNull();
  });

  it('sends an answer changed while the older one is on its way, instead of dropping it', async () => {
    const sent: GivenAnswer[] = [];
    let answerFirst = () => {};
    const queue = new AnswerQueue('a2', (_questionId, answer) => {
      sent.push(answer);
      return sent.length === 1
        ? new Promise<void>((resolve) => {
            answerFirst = resolve;
          })
        : Promise.resolve();
    });
    queue.give('q1', single('o1'));
    const first = queue.flush();
    await waitFor(() => expect(sent).toHaveLength(1));
    queue.give('q1', single('o3'));
    answerFirst();
    await first;
    await queue.flush();
    expect(sent).toEqual([single('o1'), single('o3')]);
    expect(queue.getState()).toMatchObject({ status: 'saved', waiting: 0 });
  });

  it('stops at a refusal for good (time up) and names the answers not saved', async () => {
    const queue = new AnswerQueue('a3', () =>
      Promise.reject(new ApiError(409, 'Time is up: the answer was not saved.')),
    );
    queue.give('q1', single('o1'));
    queue.give('q2', single('o2'));
    await queue.flush();
    expect(queue.getState()).toEqual({
      status: 'closed',
      waiting: 0,
      refusal: 'Time is up: the answer was not saved.',
      refused: ['q1', 'q2'],
    });
    queue.give('q3', single('o1'));
    expect(localStorage.getItem(queueKey('a3'))).toBeNull();
  });
});

describe('the test-taking screen against the real server', () => {
  const OPENS = '2026-07-06T04:30:00.000Z';
  const clock = fakeClock(OPENS);
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let online = true;
  let courseId = '';
  let admin = { email: '', password: '' };
  let queries = new QueryClient();

  beforeAll(async () => {
    server = await startRealApp({ clock });
    setApiTransport((url, init) =>
      online || init.method !== 'PUT'
        ? fetch(url, init)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { user, password } = await makeAdmin(server.app.db);
    admin = { email: user.email, password };
    courseId = (await makeCourse(server.app)).id;
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    online = true;
    localStorage.clear();
  });

  /** A 10-minute test of two questions started by a new student, who stays signed in. */
  async function startedAttempt() {
    clock.set(OPENS);
    await api.post('/user/login', admin);
    const questionIds: string[] = [];
    for (const text of ['Which keyword defines a function?', 'Which keyword starts a loop?']) {
      const made = await api.post<{ _id: string }>('/tests/questions', {
        courseId,
        kind: 'single',
        text,
        code: 'def greet():\n    return "hi"',
        codeLanguage: 'python',
        options: [
          { text: 'def', correct: true },
          { text: 'for', correct: false },
        ],
        marks: 2,
        difficulty: 'easy',
      });
      questionIds.push(made.data?._id ?? '');
    }
    const made = await api.post<{ _id: string }>('/tests', {
      courseId,
      title: 'Python basics',
      mode: 'online',
      questionIds,
      timeLimitMinutes: 10,
      opensAt: OPENS,
      passMarks: 2,
    });
    const { user, password } = await makeUser(server.app.db);
    await makeEnrollment(server.app.db, user.id, courseId);
    await api.post('/user/login', { email: user.email, password });
    const attempt = await api.post<{ _id: string }>(`/tests/mine/${made.data?._id}/attempt`);
    return attempt.data?._id ?? '';
  }
  const open = (attemptId: string) => {
    queries = new QueryClient();
    return render(
      <InLanguage>
        <QueryClientProvider client={queries}>
          <MemoryRouter initialEntries={[paths.testAttempt.getHref(attemptId)]}>
            <Routes>
              <Route path={paths.testAttempt.path} element={<TestScreen />} />
              <Route path={paths.testResult.path} element={<p>The result</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
  };
  const stored = async (attemptId: string) =>
    (
      await server.app.db
        .selectFrom('attempt_answers')
        .select(['question_id', 'answer'])
        .where('attempt_id', '=', attemptId)
        .execute()
    ).length;
  const question = (n: number) => screen.findByRole('group', { name: `Question ${n} of 2` });

  it('saves each answer as it is given, keeps those given offline through a reload, and sends them once back', async () => {
    const attemptId = await startedAttempt();
    open(attemptId);
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toMatch(
      /^(10:00|9:5\d)$/,
    );
    const code = await within(await question(1)).findByText('def', { selector: '.hljs-keyword' });
    expect(code.closest('figure')?.textContent).toContain('Code (python)');

    await userEvent.setup().click(within(await question(1)).getByRole('radio', { name: 'def' }));
    await waitFor(async () => expect(await stored(attemptId)).toBe(1));
    expect(await screen.findByText('All answers saved')).toBeTruthy();

    online = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.setup().click(within(await question(2)).getByRole('radio', { name: 'for' }));
    expect(
      await screen.findByText(
        'Offline: 1 answer kept on this device, sent when you are back online',
      ),
    ).toBeTruthy();
    expect(await stored(attemptId)).toBe(1);

    cleanup();
    open(attemptId);
    await userEvent
      .setup()
      .click(await screen.findByRole('radio', { name: 'All questions on one page' }));
    expect(
      (within(await question(2)).getByRole('radio', { name: 'for' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(await question(1)).getByRole('radio', { name: 'def' }) as HTMLInputElement).checked,
    ).toBe(true);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await stored(attemptId)).toBe(2));
    expect(await screen.findByText('All answers saved')).toBeTruthy();
    expect(localStorage.getItem(queueKey(attemptId))).toBeNull();
  });

  it('shows an answer the server refused after the deadline, and links the result', async () => {
    const attemptId = await startedAttempt();
    open(attemptId);
    const first = await question(1);
    clock.advance(11 * 60_000);
    await userEvent.setup().click(within(first).getByRole('radio', { name: 'for' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Time is up: the answer was not saved.');
    expect(alert.textContent).toContain('Not saved: Question 1');
    expect(within(alert).getByRole('link', { name: 'See your result' })).toBeTruthy();
    expect(await stored(attemptId)).toBe(0);
  });
});
