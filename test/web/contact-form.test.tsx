// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#common/contacts';
import { ContactForm } from '#web/features/enquiries/contact-form';
import { startRealApp } from './helpers/real-app';
import { AppProviders } from '#web/app/providers';
import { i18nOf } from '#web/lib/i18n';

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe('the contact form against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('tells under the e-mail that markup is no address, and sends nothing', async () => {
    render(
      <AppProviders client={new QueryClient()} i18n={i18nOf('en')}>
        <ContactForm />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ravi Verma');
    const email = screen.getByLabelText('Email');
    await user.type(email, '<script>alert(1)</script>@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Batch timings');
    await user.type(screen.getByLabelText('Message'), 'Is there an evening batch?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(errorOf(email)).toBe(contactMessages.invalidEmail));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(await server.app.db.selectFrom('contact_queries').selectAll().execute()).toEqual([]);
  });
});
