// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeUser } from '../helpers/factories';
import { FailureAlert } from '#web/components/failure-alert';
import { useCheckout } from '#web/features/payments/use-checkout';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { startRealApp } from './helpers/real-app';

const toasts = () => currentToasts().map((shown) => shown.message);

let checkout: ReturnType<typeof useCheckout>;

function CoursePage() {
  checkout = useCheckout();
  return (
    <>
      <p>{checkout.busy ? 'Busy' : 'Idle'}</p>
      <FailureAlert message={checkout.problem} />
    </>
  );
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function renderCoursePage() {
  const router = createMemoryRouter(
    [
      { path: '/course-detail/:id', element: <CoursePage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: ['/course-detail/c1'] },
  );
  render(
    <I18nProvider i18n={i18nOf('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('buying a course (the checkout hook) against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId: string;

  beforeAll(async () => {
    server = await startRealApp();
    courseId = (await makeCourse(server.app)).id;
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    authActions.signedOut();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  async function signInStudent() {
    const { user, password } = await makeUser(server.app.db);
    const { data } = await api.post<SignInData>('/user/login', { email: user.email, password });
    act(() => authActions.signedIn(true, data));
    return user;
  }

  const enrolled = (userId: string) =>
    server.app.db
      .selectFrom('enrollments')
      .select('course_id')
      .where('user_id', '=', userId)
      .execute();

  it('sends a visitor to log in first, to come back to the course after', async () => {
    renderCoursePage();
    await act(() => checkout.buy(courseId));
    expect(await screen.findByText(/^At \/login\?/)).toBeTruthy();
    expect(screen.getByText(/^At /).textContent).toContain(encodeURIComponent('/course-detail/c1'));
    expect(toasts()).toContain('Login To Proceed');
  });

  it('opens an order, pays it in the test window and takes the student to My Learning', async () => {
    const student = await signInStudent();
    renderCoursePage();
    await act(() => checkout.buy(courseId));
    await waitFor(() => expect(checkout.testPayment?.order.provider).toBe('test'));
    expect(screen.getByText('Busy')).toBeTruthy();

    await act(async () => checkout.testPayment?.pay());
    await screen.findByText('At /myLearning');
    expect(await enrolled(student.id)).toEqual([{ course_id: courseId }]);
  });

  it('closing the test window charges nothing and frees the button', async () => {
    const student = await signInStudent();
    renderCoursePage();
    await act(() => checkout.buy(courseId));
    await waitFor(() => expect(checkout.testPayment).not.toBeNull());
    act(() => checkout.testPayment?.cancel());
    expect(screen.getByText('Idle')).toBeTruthy();
    expect(toasts()).toContain('Payment cancelled. You have not been charged.');
    expect(await enrolled(student.id)).toEqual([]);
  });

  it('keeps a failed payment on the page after its toast, until the next purchase', async () => {
    const student = await signInStudent();
    renderCoursePage();
    await act(() => checkout.buy(courseId));
    await waitFor(() => expect(checkout.testPayment).not.toBeNull());
    await act(async () => checkout.testPayment?.fail());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Payment failed: /);
    expect(toasts()).toContain(alert.textContent);
    for (const shown of currentToasts()) dismissToast(shown.id);
    expect(screen.getByRole('alert').textContent).toBe(alert.textContent);
    expect(await enrolled(student.id)).toEqual([]);

    await act(() => checkout.buy(courseId));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(checkout.testPayment).not.toBeNull());
    act(() => checkout.testPayment?.cancel());
  });
});
