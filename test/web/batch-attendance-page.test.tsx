// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { attendanceReportMessages } from '#common/schemas/attendance-reports';
import { BatchAttendancePage } from '#web/features/courses/admin/batch-attendance-page';
import { AttendanceThresholdForm } from '#web/features/settings/admin/attendance-threshold-form';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('a batch’s attendance screen and the follow-up threshold, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const wrap = (children: React.ReactNode) => (
    <InLanguage>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </InLanguage>
  );

  it('lists a student below the threshold, shows the month’s register, and keeps a certificate minimum', async () => {
    const course = await makeCourse(server.app);
    const { data: batch } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '07:00',
      endTime: '08:00',
      mode: 'online',
      seats: 20,
      seatsTaken: 0,
      place: 'https://meet.example.com/morning',
    });
    const batchId = batch?._id ?? '';
    const { user: student } = await makeUser(server.app.db, { userName: 'Kavya Singh' });
    await api.post(`/course/batch/${batchId}/students`, { userId: student.id });
    const made = await api.post<{ sessions: { _id: string }[] }>(
      `/course/batch/${batchId}/sessions`,
      { from: indiaToday(), to: indiaToday() },
    );
    await api.put(`/course/sessions/${made.data?.sessions[0]?._id}/attendance`, {
      submissionId: 'web-test-0001',
      marks: [{ userId: student.id, mark: 'absent' }],
    });

    render(
      wrap(
        <MemoryRouter initialEntries={[`/attendance/${batchId}`]}>
          <Routes>
            <Route path="/attendance/:id" element={<BatchAttendancePage />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const followUp = await screen.findByRole('region', { name: 'Below 75%: follow up' });
    expect(within(followUp).getByText('Kavya Singh')).toBeTruthy();
    expect(within(followUp).getByText('0%')).toBeTruthy();
    const register = await screen.findByRole('region', { name: 'Monthly register' });
    await waitFor(() => expect(within(register).getByTitle('Absent').textContent).toBe('A'));
    expect(within(register).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/course/batch/${batchId}/register.csv?month=${indiaToday().slice(0, 7)}`,
    );

    const type = userEvent.setup();
    const minimum = screen.getByLabelText('Minimum attendance for a certificate (%)');
    await type.type(minimum, '0');
    await type.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(attendanceReportMessages.percent)).toBeTruthy();
    await type.clear(minimum);
    await type.type(minimum, '80');
    await type.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(
        (
          await api.get<{ certificateMinimum: number }>(
            `/course/batch/${batchId}/attendance-report`,
          )
        ).data?.certificateMinimum,
      ).toBe(80),
    );
  });

  it('refuses a threshold that is not a whole percent in the browser, and saves one that is', async () => {
    render(wrap(<AttendanceThresholdForm threshold={75} />));
    const type = userEvent.setup();
    const field = screen.getByLabelText('List students below this attendance (%)');
    await type.clear(field);
    await type.type(field, '150');
    await type.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(attendanceReportMessages.percent)).toBeTruthy();
    await type.clear(field);
    await type.type(field, '60');
    await type.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(
        (await api.get<{ attendanceThreshold: number }>('/settings')).data?.attendanceThreshold,
      ).toBe(60),
    );
  });
});
