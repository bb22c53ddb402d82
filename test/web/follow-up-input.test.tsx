// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeRegistration } from '../helpers/factories';
import { FollowUpInput } from '#web/features/enquiries/admin/follow-up-input';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { startRealApp } from './helpers/real-app';
import { AppProviders } from '#web/app/providers';
import { i18nOf } from '#web/lib/i18n';

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
      <AppProviders client={new QueryClient()} i18n={i18nOf('en')}>
        <FollowUpInput kind="register" id={lead.id} followUpOn={null} name="Kiran Das" />
      </AppProviders>,
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
