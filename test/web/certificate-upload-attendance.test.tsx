// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '#common/batches';
import { indiaToday } from '#common/format';
import { api } from '#web/lib/api';
import { Component as UploadCertificate } from '#web/routes/admin-certificate-upload';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { letterPdf } from '../helpers/pdf-reading';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('Upload Certificate names a batch’s student, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('asks for a reason when the student is below the batch’s minimum, and sends it with the batch and student', async () => {
    const course = await makeCourse(server.app, { course_title: 'Tally with GST' });
    const { data: batch } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '07:00',
      endTime: '08:00',
      mode: 'online',
      seats: 20,
      seatsTaken: 0,
      place: 'https://meet.example.com/tally',
    });
    const batchId = batch?._id ?? '';
    const { user: student } = await makeUser(server.app.db, { userName: 'Meena Joshi' });
    await api.post(`/course/batch/${batchId}/students`, { userId: student.id });
    const made = await api.post<{ sessions: { _id: string }[] }>(
      `/course/batch/${batchId}/sessions`,
      { from: indiaToday(), to: indiaToday() },
    );
    await api.put(`/course/sessions/${made.data?.sessions[0]?._id}/attendance`, {
      submissionId: 'certificate-test-1',
      marks: [{ userId: student.id, mark: 'absent' }],
    });
    await api.put(`/course/batch/${batchId}/certificate-minimum`, { percent: 75 });

    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/upload']}>
            <Routes>
              <Route path="/upload" element={<UploadCertificate />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Student Name'), 'Meena Joshi');
    await type.type(screen.getByLabelText('Date of Birth'), '2004-05-17');
    await type.type(screen.getByLabelText('Course'), 'Tally with GST');
    const pdf = new File([new Uint8Array(await letterPdf())], 'meena.pdf', {
      type: 'application/pdf',
    });
    await type.upload(screen.getByLabelText('Certificate (PDF)'), pdf);

    const courseChoice = screen.getByLabelText('Course of the batch');
    await waitFor(() => expect(courseChoice.textContent).toContain('Tally with GST'));
    await type.selectOptions(courseChoice, 'Tally with GST');
    const batchChoice = screen.getByLabelText('Batch');
    await waitFor(() => expect(batchChoice.querySelectorAll('option')).toHaveLength(2));
    await type.selectOptions(batchChoice, batchId);
    await type.click(screen.getByRole('button', { name: 'Upload Certificate' }));
    // Named a batch without its student: the form says so before sending.
    expect(await screen.findByText('Choose both the batch and its student.')).toBeTruthy();

    const studentChoice = screen.getByLabelText('Student');
    await waitFor(() => expect(studentChoice.textContent).toContain('Meena Joshi'));
    await type.selectOptions(studentChoice, student.id);
    await type.click(screen.getByRole('button', { name: 'Upload Certificate' }));
    expect(
      await screen.findByText(
        'The student attended "0%" of the classes; this batch asks "75%" for a certificate. Give a reason to issue it anyway.',
        { exact: false },
      ),
    ).toBeTruthy();

    // The third try carries the reason; the server's own test shows it issued and audited.
    const sent: FormData[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return realFetch(input, init);
    };
    try {
      await type.type(
        screen.getByLabelText('Reason to issue it below the minimum attendance'),
        'Completed the course work at home',
      );
      await type.click(screen.getByRole('button', { name: 'Upload Certificate' }));
      await waitFor(() => expect(sent).toHaveLength(1));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(
      Object.fromEntries([...sent[0]!.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'MEENA JOSHI',
      DOB: '2004-05-17',
      course: 'Tally with GST',
      batchId,
      studentId: student.id,
      attendanceOverride: 'Completed the course work at home',
    });
    await waitFor(() =>
      expect(screen.queryByText('this batch asks "75%"', { exact: false })).toBeNull(),
    );
  });
});
