// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moneyMessages } from '#common/schemas/money';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { DeskPaymentForm } from '#web/features/payments/admin/desk-forms';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

const toasts = () => currentToasts().map((shown) => shown.message);

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

describe('the front desk payment form against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let courseId: string;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    courseId = (await makeCourse(server.app)).id;
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  async function openForm() {
    const { user } = await makeUser(server.app.db);
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <DeskPaymentForm email={user.email} courseId={courseId} isNew={false} />
        </QueryClientProvider>
      </InLanguage>,
    );
    return user;
  }

  const paymentsOf = (userId: string) =>
    server.app.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

  it('says under each field what is missing, focuses the first, and sends nothing', async () => {
    const student = await openForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Mode'), 'upi');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));

    const amount = screen.getByLabelText('Amount (₹)');
    await waitFor(() => expect(errorOf(amount)).toBe(moneyMessages.amount));
    expect(document.activeElement).toBe(amount);

    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const reference = screen.getByLabelText('Reference');
    await waitFor(() => expect(errorOf(reference)).toBe(moneyMessages.reference));
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(reference);
    expect(await paymentsOf(student.id)).toEqual([]);
  });

  it('records a part payment, tells the balance and empties the amount for the next one', async () => {
    const student = await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(toasts()[0]).toMatch(/^Payment recorded\. Balance due: /));
    expect(screen.getByLabelText('Amount (₹)')).toHaveProperty('value', '');
    const payments = await paymentsOf(student.id);
    expect(payments.map((p) => [Number(p.amount), p.mode])).toEqual([[100_000, 'cash']]);
  });

  it('puts the server’s refusal of an amount over the balance under the amount', async () => {
    const student = await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₹)'), '9000000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));

    const amount = screen.getByLabelText('Amount (₹)');
    await waitFor(() => expect(errorOf(amount)).toMatch(moneyMessages.overBalance));
    expect(document.activeElement).toBe(amount);
    expect(toasts()).toEqual([]);
    expect(await paymentsOf(student.id)).toEqual([]);
  });

  it('makes a new student in the language of messages chosen, English unless changed', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <DeskPaymentForm email="new.desk.hindi@example.com" courseId={courseId} isNew />
        </QueryClientProvider>
      </InLanguage>,
    );
    const user = userEvent.setup();
    const language = screen.getByLabelText<HTMLSelectElement>('Language of messages');
    expect(language.value).toBe('en');
    expect([...language.options].map((option) => option.text)).toEqual(['English', 'हिंदी']);
    await user.type(screen.getByLabelText('Name'), 'Sita Devi');
    await user.selectOptions(language, 'hi');
    await user.type(screen.getByLabelText('Amount (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));

    // A new account's password is hashed on the server, which takes a while.
    await waitFor(() => expect(toasts()[0]).toMatch(/^Payment recorded/));
    const made = await server.app.db
      .selectFrom('users')
      .select(['user_name', 'language'])
      .where('email', '=', 'new.desk.hindi@example.com')
      .executeTakeFirst();
    expect(made).toEqual({ user_name: 'Sita Devi', language: 'hi' });
  });
});
