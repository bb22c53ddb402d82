// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { AdminDuesPage } from '#web/features/payments/admin/admin-dues-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the Dues screen against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp({ today: () => '2026-04-01' });
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    const course = await makeCourse(server.app, {
      course_title: 'Tally Prime',
      course_price: 1_000_000,
    });
    const { data: plan } = await api.post<{ _id: string }>(`/payment/plans/${course.id}`, {
      name: 'Half now, half in a month',
      parts: [
        { kind: 'percent', value: 50, due: 'admission' },
        { kind: 'percent', value: 50, due: 'months', after: 1 },
      ],
      remainderPart: 1,
    });
    const student = await makeUser(server.app.db, { userName: 'Asha Verma' });
    await api.post('/payment/desk', {
      email: student.user.email,
      courseId: course.id,
      amount: 5000,
      mode: 'cash',
      paidOn: '2026-01-10',
      planId: plan?._id,
    });
    const paidUp = await makeUser(server.app.db, { userName: 'Ravi Paid' });
    await api.post('/payment/desk', {
      email: paidUp.user.email,
      courseId: course.id,
      amount: 10000,
      mode: 'cash',
      paidOn: '2026-03-20',
      planId: plan?._id,
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const open = (search = '') =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/admin/dashboard/dues${search}`]}>
            <AdminDuesPage courses={[]} />
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );

  it('lists each student on a plan with what is overdue by age, the totals, and only the overdue when asked', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Dues' });
    const asha = (await within(table).findByText('Asha Verma')).closest('tr')!;
    // The second half fell due on 10 February: 50 days before 1 April.
    expect(asha.textContent).toContain('31–60 days: ₹5,000');
    expect(within(table).getByText('Ravi Paid').closest('tr')!.textContent).toContain(
      'Paid in full',
    );
    const totals = screen.getByRole('region', { name: /Totals on/ });
    expect(within(totals).getByText('Overdue 31–60 days').nextSibling!.textContent).toBe('₹5,000');
    expect(within(totals).getByText('Outstanding').nextSibling!.textContent).toBe('₹5,000');

    await userEvent.setup().selectOptions(screen.getByLabelText('Overdue'), 'overdue');
    await expect.poll(() => within(table).queryByText('Ravi Paid'), { timeout: 15_000 }).toBeNull();
    expect(within(table).getByText('Asha Verma')).toBeTruthy();
  });
});
