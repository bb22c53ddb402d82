// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionFormSettings as FormSettings } from '#common/admission-form';
import { AdmissionFormSettings } from '#web/features/settings/admin/admission-form-settings';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

const shown = () =>
  render(
    <InLanguage>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <AdmissionFormSettings />
      </QueryClientProvider>
    </InLanguage>,
  );

describe("the admission form's settings screen, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  const stored = async () =>
    (await api.get<FormSettings>('/settings/admission-form', { quiet: true })).data;

  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const toast of currentToasts()) dismissToast(toast.id);
  });

  it('says so when the settings cannot be loaded (not signed in as an admin)', async () => {
    shown();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(
      await screen.findByText("The admission form's settings could not be loaded."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the form as set up, refuses what the server would, and saves the choices', async () => {
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    shown();
    const school = await screen.findByRole('checkbox', { name: 'School or college' });
    const aadhaar = screen.getByRole('checkbox', {
      name: 'Aadhaar number (only its last four digits are kept)',
    });
    expect(school).toHaveProperty('checked', true);
    expect(aadhaar).toHaveProperty('checked', false);
    const photo = screen.getByRole('combobox', { name: 'Passport photo' });
    const marksheet = screen.getByRole('combobox', { name: 'Previous marksheet' });
    expect(photo).toHaveProperty('value', 'required');
    expect(marksheet).toHaveProperty('value', 'off');
    const days = screen.getByLabelText('Days documents are kept');
    const prefix = screen.getByLabelText('Admission number prefix');
    expect(days).toHaveProperty('value', '180');

    const type = userEvent.setup();
    const save = () => type.click(screen.getByRole('button', { name: 'Save the admission form' }));
    await type.clear(days);
    await type.type(days, '0');
    await type.clear(prefix);
    await type.type(prefix, 'vci/');
    await save();
    await waitFor(() => expect(errorOf(days)).toBe('Enter a number from 1 to 3650.'));
    expect(errorOf(prefix)).toBe('Use 1 to 10 capital letters or digits, such as VCI.');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect((await stored())?.retentionDays).toBe(180);

    await type.clear(days);
    await type.type(days, '90');
    await type.clear(prefix);
    await type.type(prefix, 'VCIA');
    await type.click(school);
    await type.click(aadhaar);
    await type.selectOptions(photo, 'optional');
    await type.selectOptions(marksheet, 'required');
    await save();
    const saved = {
      askFields: ['qualification', 'aadhaar'],
      documents: { photo: 'optional', idProof: 'optional', marksheet: 'required' },
      retentionDays: 90,
      numberPrefix: 'VCIA',
    };
    await waitFor(async () => expect(await stored()).toEqual(saved));
    // Stored is not yet answered: the toast follows the answer.
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain('Admission form saved'),
    );
    // The public form asks what was saved.
    const setup = await api.get<{ form: FormSettings }>('/admission/setup');
    expect(setup.data?.form).toEqual(saved);
  });
});
