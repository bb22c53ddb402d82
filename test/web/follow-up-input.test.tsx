// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeRegistration } from '../helpers/factories';
import { FollowUpInput } from '#web/features/enquiries/follow-up-input';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { startRealApp } from './helpers/real-app';

describe('the follow-up day of a lead', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  it('is saved and told back as India writes a date (dd/mm/yyyy)', async () => {
    const lead = await makeRegistration(server.app.db, { name: 'Kiran Das' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FollowUpInput kind="register" id={lead.id} followUpOn={null} name="Kiran Das" />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('Follow-up day for Kiran Das');
    fireEvent.change(input, { target: { value: '2026-12-07' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(currentToasts().map((shown) => shown.message)).toContain(
        'Follow up with Kiran Das on 07/12/2026',
      ),
    );
  });
});
