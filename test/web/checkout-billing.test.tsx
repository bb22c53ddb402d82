// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyerMessages } from '#common/schemas/buyer';
import type { CourseDto } from '#common/schemas/courses';
import type { UserDto } from '#common/schemas/users';
import { PaymentPage } from '#web/features/payments/checkout/payment-page';
import { api } from '#web/lib/api';
import { authActions } from '#web/lib/auth';
import { siteSettingsQuery } from '#web/lib/site-settings';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe('the checkout page’s billing details against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let course: CourseDto;

  beforeAll(async () => {
    server = await startRealApp();
    const made = await makeCourse(server.app, { course_price: 7_500_000 });
    course = {
      _id: made.id,
      courseTitle: 'Full Stack Development',
      courseTitleHi: null,
      subTitle: 'Every layer',
      subTitleHi: null,
      category: 'Programming',
      categoryHi: null,
      coursePrice: 75_000,
      courseThumbnail: '/courses/c1.webp',
    } as CourseDto;
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    authActions.signedOut();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  /** A student whose profile has these invoice details, logged in, on the course's checkout. */
  async function openCheckout(details: { address: string | null; state: string | null }) {
    const { user, password } = await makeUser(server.app.db);
    await server.app.db.updateTable('users').set(details).where('id', '=', user.id).execute();
    const login = await api.post<{ user: UserDto }>('/user/login', {
      email: user.email,
      password,
    });
    authActions.userRefreshed(login.data!.user);
    const client = new QueryClient();
    client.setQueryData(siteSettingsQuery.queryKey, siteSettingsQuery.initialData);
    const loaded = { status: 'success', data: course } as UseQueryResult<CourseDto>;
    const router = createMemoryRouter([
      { path: '/', element: <PaymentPage courseId={course._id} course={loaded} /> },
    ]);
    render(
      <InLanguage>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </InLanguage>,
    );
    return user;
  }

  const ordersOf = (userId: string) =>
    server.app.db
      .selectFrom('payments')
      .select(['billing_address', 'billing_state'])
      .where('user_id', '=', userId)
      .execute();

  it('starts from the profile’s address and state and keeps what is sent on the order', async () => {
    const student = await openCheckout({
      address: '9 Hazratganj, Lucknow',
      state: 'Uttar Pradesh',
    });
    const address = screen.getByLabelText('Billing address');
    expect(address).toHaveProperty('value', '9 Hazratganj, Lucknow');
    const state = screen.getByRole('option', { name: 'Uttar Pradesh' }) as HTMLOptionElement;
    expect(state.selected).toBe(true);
    expect(screen.getByText(/Needed on the invoice for ₹50,000 and above/)).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(address);
    await user.type(address, '14 Ashok Marg, Lucknow');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(async () =>
      expect(await ordersOf(student.id)).toEqual([
        { billing_address: '14 Ashok Marg, Lucknow', billing_state: 'Uttar Pradesh' },
      ]),
    );
  });

  it('asks for the address and state from ₹50,000, under the fields, and opens no order', async () => {
    const student = await openCheckout({ address: null, state: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const address = screen.getByLabelText('Billing address');
    await waitFor(() => expect(errorOf(address)).toBe(buyerMessages.address));
    expect(errorOf(screen.getByLabelText('State'))).toBe(buyerMessages.state);
    expect(document.activeElement).toBe(address);
    expect(address.getAttribute('aria-required')).toBe('true');
    expect(await ordersOf(student.id)).toEqual([]);
  });
});
