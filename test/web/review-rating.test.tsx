// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeUser } from '../helpers/factories';
import { ReviewForm } from '#web/features/reviews/course/review-form';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe("the review form's star rating against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let course: { _id: string; courseTitle: string };

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeUser(server.app.db);
    const { data } = await api.post<SignInData>('/user/login', { email: user.email, password });
    act(() => authActions.signedIn(true, data));
    const made = await makeCourse(server.app);
    course = { _id: made.id, courseTitle: made.course_title };
  });
  afterAll(async () => {
    authActions.signedOut();
    await server.close();
  });
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  async function openForm() {
    render(
      <InLanguage>
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient()}>
            <ReviewForm courses={[course]} courseId={course._id} />
          </QueryClientProvider>
        </MemoryRouter>
      </InLanguage>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    return user;
  }

  const stored = () =>
    server.app.db
      .selectFrom('reviews')
      .select(['rating', 'message'])
      .where('course_id', '=', course._id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  it('is a named group of five radio buttons, one star to five, none chosen at first', async () => {
    await openForm();
    const group = screen.getByRole('group', { name: 'Your rating (optional)' });
    const stars = within(group).getAllByRole('radio');
    const names = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
    expect(names.map((name) => within(group).getByRole('radio', { name }))).toEqual(stars);
    expect(stars.every((star) => !(star as HTMLInputElement).checked)).toBe(true);
    expect(new Set(stars.map((star) => star.getAttribute('name')))).toEqual(new Set(['rating']));
  });

  it('sends the stars chosen with the review', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText('Your review'), 'Clear lessons.');
    await user.click(screen.getByRole('button', { name: 'Send Review' }));
    await waitFor(async () =>
      expect(await stored()).toEqual({ rating: 4, message: 'Clear lessons.' }),
    );
  });

  it('sends no rating once a chosen one is cleared', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveProperty('checked', false);
    await user.type(screen.getByLabelText('Your review'), 'No stars from me.');
    await user.click(screen.getByRole('button', { name: 'Send Review' }));
    await waitFor(async () =>
      expect(await stored()).toEqual({ rating: null, message: 'No stars from me.' }),
    );
  });
});
