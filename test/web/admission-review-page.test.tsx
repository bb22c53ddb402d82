// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultAdmissionForm } from '#common/admission-form';
import { AdmissionReviewPage } from '#web/features/admissions/admin/admission-review-page';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { answers } from '../admissions/admission-site';
import { makeAdmin, makeCourse } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

interface Admission {
  status: string;
  decisionReason: string | null;
  correctionNote: string | null;
  admissionNumber: string | null;
}

describe('the review of an application (accept, send back, decline), against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId = '';
  let numbers = 0;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    // No photo needed: the applications are sent without uploads.
    await api.put('/settings/admission-form', {
      ...defaultAdmissionForm,
      documents: { photo: 'optional', idProof: 'optional', marksheet: 'off' },
    });
    courseId = (await makeCourse(server.app, { course_title: 'Tally Prime' })).id;
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const toast of currentToasts()) dismissToast(toast.id);
  });

  /** A walk-in's application, filled and sent; its id. */
  const sent = async (studentName: string) => {
    const mobileNo = `96${String(++numbers).padStart(8, '0')}`;
    const desk = await api.post<{ token: string; admission: { _id: string } }>('/admission/desk', {
      mobileNo,
    });
    const token = desk.data?.token ?? '';
    await api.put(`/admission/form/${token}`, { ...answers({ studentName }), courseId });
    await api.post(`/admission/form/${token}/submit`);
    return desk.data?.admission._id ?? '';
  };
  const stored = async (id: string) => (await api.get<Admission>(`/admission/${id}`)).data;

  const shown = (id: string) => {
    render(
      <InLanguage>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <MemoryRouter initialEntries={[`/admission/${id}`]}>
            <Routes>
              <Route path="/admission/:id" element={<AdmissionReviewPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    return userEvent.setup();
  };

  it('accepts an application on the whole fee and shows its admission number', async () => {
    const id = await sent('Kavya Nair');
    const user = shown(id);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Kavya Nair' })).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('No photo')).toBeTruthy();
    expect(screen.getByLabelText('Instalment plan')).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Accept the admission' }));
    await waitFor(async () => expect((await stored(id))?.status).toBe('accepted'));
    const number = (await stored(id))?.admissionNumber ?? '';
    expect(number).toMatch(/^VCI\/\d{4}\/0001$/);
    expect(await screen.findByText(`Accepted · ${number}`)).toBeTruthy();
    // A decided application offers no decision any more.
    expect(screen.queryByRole('button', { name: 'Decline the application' })).toBeNull();
  });

  it('sends an application back with what to correct', async () => {
    const id = await sent('Rohan Gupta');
    const user = shown(id);
    await user.type(await screen.findByLabelText('What to correct'), 'The address is incomplete');
    await user.click(screen.getByRole('button', { name: 'Send back with a link' }));
    expect(await screen.findByText('Sent back')).toBeTruthy();
    expect(await stored(id)).toMatchObject({
      status: 'correction',
      correctionNote: 'The address is incomplete',
    });
    expect(currentToasts().map((toast) => toast.message)).toContain(
      'The applicant was sent a link to correct the application.',
    );
  });

  it('declines with the reason, which the page then shows', async () => {
    const id = await sent('Meera Joshi');
    const user = shown(id);
    await user.type(await screen.findByLabelText('Reason'), 'The batch is full');
    await user.click(screen.getByRole('button', { name: 'Decline the application' }));
    expect(await screen.findByText('Declined · The batch is full')).toBeTruthy();
    expect(await stored(id)).toMatchObject({
      status: 'declined',
      decisionReason: 'The batch is full',
    });
  });

  it('says why when another admin decided first, and when there is no such application', async () => {
    const id = await sent('Arjun Verma');
    const user = shown(id);
    await screen.findByRole('heading', { name: 'Arjun Verma' });
    await api.post(`/admission/${id}/decline`, { reason: 'Decided elsewhere' });
    await user.click(screen.getByRole('button', { name: 'Accept the admission' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a sent application can be reviewed.',
    );
    expect((await stored(id))?.status).toBe('declined');
    cleanup();

    shown('no-such-application');
    expect((await screen.findByRole('alert')).textContent).toBe('Application not found.');
  });
});
