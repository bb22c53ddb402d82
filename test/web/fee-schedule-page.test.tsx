// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { AdminFeeSchedulePage } from '#web/features/payments/admin/admin-fee-schedule-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe("the admin's schedule editor against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let feeId = '';

  beforeAll(async () => {
    server = await startRealApp({ today: () => '2026-02-01' });
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    const course = await makeCourse(server.app, { course_price: 1_000_000 });
    const { data: plan } = await api.post<{ _id: string }>(`/payment/plans/${course.id}`, {
      name: 'Half now, half in a month',
      parts: [
        { kind: 'percent', value: 50, due: 'admission' },
        { kind: 'percent', value: 50, due: 'months', after: 1 },
      ],
      remainderPart: 1,
    });
    const student = await makeUser(server.app.db);
    const { data } = await api.post<{ _id: string }>('/payment/desk', {
      email: student.user.email,
      courseId: course.id,
      amount: 5000,
      mode: 'cash',
      paidOn: '2026-01-10',
      planId: plan?._id,
    });
    feeId = data!._id;
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('shows the server refusing parts that do not add up, then saves a discount with its reason', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/admin/dashboard/fee-schedule/${feeId}`]}>
            <Routes>
              <Route path="/admin/dashboard/fee-schedule/:id" element={<AdminFeeSchedulePage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const form = await screen.findByRole('form', { name: 'Parts and discount' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('Discount or scholarship (₹)'));
    await user.type(within(form).getByLabelText('Discount or scholarship (₹)'), '1000');
    await user.type(within(form).getByLabelText('Reason for the change'), 'Merit scholarship');
    expect(within(form).getByText(/The parts add up to/).textContent).toBe(
      'The parts add up to ₹10,000; the fee after the discount is ₹9,000.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Schedule' }));
    expect(await within(form).findByText(/but the fee after the discount is/)).toBeTruthy();

    const amounts = within(form).getAllByLabelText('Amount (₹)');
    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, '4000');
    await user.click(within(form).getByRole('button', { name: 'Save Schedule' }));
    await expect
      .poll(
        async () =>
          (await server.app.db.selectFrom('course_fees').selectAll().executeTakeFirstOrThrow()).fee,
      )
      .toBe(900_000);
    const fee = await server.app.db.selectFrom('course_fees').selectAll().executeTakeFirstOrThrow();
    expect(fee).toMatchObject({ discount: 100_000, discount_reason: 'Merit scholarship' });
  });
});
