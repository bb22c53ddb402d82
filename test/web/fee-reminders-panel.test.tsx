// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeCourse, makeGuardian, makeUser } from '../helpers/factories';
import { AdminFeeSchedulePage } from '#web/features/payments/admin/admin-fee-schedule-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe("a student's fee reminders on the schedule screen, against the real server", () => {
  const clock = { today: '2026-01-10' };
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let feeId = '';
  let studentId = '';

  beforeAll(async () => {
    server = await startRealApp({ today: () => clock.today });
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    const course = await makeCourse(server.app, { course_price: 1_000_000 });
    const { data: plan } = await api.post<{ _id: string }>(`/payment/plans/${course.id}`, {
      name: 'Half now, half in ten days',
      parts: [
        { kind: 'percent', value: 50, due: 'admission' },
        { kind: 'percent', value: 50, due: 'days', after: 10 },
      ],
      remainderPart: 1,
    });
    const student = await makeUser(server.app.db, {
      userName: 'Asha Verma',
      mobileNo: '9876501234',
    });
    studentId = student.user.id;
    await makeGuardian(server.app.db, studentId, { name: 'Ramesh Verma' });
    const { data } = await api.post<{ _id: string }>('/payment/desk', {
      email: student.user.email,
      courseId: course.id,
      amount: 5000,
      mode: 'cash',
      paidOn: '2026-01-10',
      planId: plan?._id,
    });
    feeId = data!._id;
    clock.today = '2026-01-17';
    await server.app.reminderJob.runOnce();
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('lists who was reminded, and pauses the reminders with a reason', async () => {
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
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    const table = await within(panel).findByRole('table', { name: 'Reminders sent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent).sort()).toEqual([
      'Asha Verma (student)',
      'Ramesh Verma (guardian)',
    ]);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[2]?.textContent).toBe('WhatsApp');
      expect(cells[4]?.textContent).toBe('₹5,000 · Tue, 20 Jan, 2026');
    }

    const user = userEvent.setup();
    await user.click(within(panel).getByLabelText('Pause reminders for Asha Verma'));
    await user.type(within(panel).getByLabelText('Reason (optional)'), 'Paying by cheque');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(/^Paused by Admin on/)).toBeTruthy();
    const pause = await server.app.db
      .selectFrom('fee_reminder_pauses')
      .selectAll()
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    expect(pause).toMatchObject({ reason: 'Paying by cheque', paused_by_name: 'Admin' });

    clock.today = '2026-01-20';
    await server.app.reminderJob.runOnce();
    expect(await server.app.db.selectFrom('fee_reminders').select('offset_days').execute()).toEqual(
      [{ offset_days: -3 }],
    );
  });
});
