// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '#common/contacts';
import { contactCreateSchema } from '#common/schemas/contacts';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { api } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { InLanguage } from './helpers/in-language';
import { readJson, sendJson, startLoopback, type Loopback } from './helpers/loopback';

const blank = { name: '', email: '', subject: '', message: '', website: '' };

/** A form the way the site's forms are written: the shared schema, Field, SubmitButton. */
function ContactLikeForm({ onSent }: { onSent: (values: unknown) => void }) {
  const form = useAppForm({
    schema: contactCreateSchema,
    defaultValues: blank,
    submit: async (values) => onSent((await api.post('/contact', values, { quiet: true })).data),
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps}>
      {(['name', 'email', 'subject', 'message'] as const).map((name) => (
        <Field key={name} label={name} error={errors[name]?.message}>
          {(control) => <input {...control} {...register(name)} />}
        </Field>
      ))}
      <SubmitButton pending={form.pending}>Send Message</SubmitButton>
    </form>
  );
}

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('name'), 'Asha');
  await user.type(screen.getByLabelText('email'), 'asha@example.com');
  await user.type(screen.getByLabelText('subject'), 'Fees');
  await user.type(screen.getByLabelText('message'), 'What does the course cost?');
}

describe('the form helper', () => {
  let server: Loopback;
  let answer: (body: unknown) => [number, unknown];
  let release: Promise<void>;

  beforeEach(async () => {
    release = Promise.resolve();
    answer = () => [200, { success: true, data: { ok: true } }];
    server = await startLoopback(async (request, response) => {
      const body = await readJson(request);
      await release;
      const [status, envelope] = answer(body);
      sendJson(response, status, envelope);
    });
  });

  afterEach(async () => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
    await server.close();
  });

  it('checks every field with the shared rule, ties each message to its input and focuses the first', async () => {
    const user = userEvent.setup();
    render(
      <InLanguage>
        <ContactLikeForm onSent={() => {}} />
      </InLanguage>,
    );
    await user.type(screen.getByLabelText('email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText('name');
    await waitFor(() => expect(errorOf(name)).toBe(contactMessages.name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText('email'))).toBe(contactMessages.invalidEmail);
    expect(errorOf(screen.getByLabelText('message'))).toBe(contactMessages.message);
    expect(document.activeElement).toBe(name);
    expect(server.requests).toEqual([]);
  });

  it('puts the server’s field messages under those fields, focusing the first, without a toast', async () => {
    answer = () => [
      400,
      {
        success: false,
        message: 'Taken',
        errors: { subject: 'Subject refused here.', message: 'Message refused here.' },
      },
    ];
    const user = userEvent.setup();
    render(
      <InLanguage>
        <ContactLikeForm onSent={() => {}} />
      </InLanguage>,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const subject = screen.getByLabelText('subject');
    await waitFor(() => expect(errorOf(subject)).toBe('Subject refused here.'));
    expect(errorOf(screen.getByLabelText('message'))).toBe('Message refused here.');
    expect(document.activeElement).toBe(subject);
    expect(currentToasts()).toEqual([]);
  });

  it('tells a refusal that names no field of the form in a toast', async () => {
    answer = () => [
      400,
      {
        success: false,
        message: 'Too many messages. Try again later.',
        errors: { website: 'Not shown by this form.' },
      },
    ];
    const user = userEvent.setup();
    render(
      <InLanguage>
        <ContactLikeForm onSent={() => {}} />
      </InLanguage>,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(currentToasts().map((t) => t.message)).toEqual([
        'Too many messages. Try again later.',
      ]),
    );
  });

  it('sends once however often it is submitted while on its way, and shows it is busy', async () => {
    let open!: () => void;
    release = new Promise((resolve) => (open = resolve));
    const sent: unknown[] = [];
    const user = userEvent.setup();
    render(
      <InLanguage>
        <ContactLikeForm onSent={(data) => sent.push(data)} />
      </InLanguage>,
    );
    await fillIn(user);
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    form.requestSubmit();

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toHaveProperty('disabled', true);
    open();
    await screen.findByRole('button', { name: 'Send Message' });
    expect(server.requests).toEqual(['POST /api/v1/contact']);
    expect(sent).toEqual([{ ok: true }]);
  });

  it('sends what the schema made of the fields', async () => {
    const bodies: unknown[] = [];
    answer = (body) => {
      bodies.push(body);
      return [200, { success: true, data: null }];
    };
    const user = userEvent.setup();
    render(
      <InLanguage>
        <ContactLikeForm onSent={() => {}} />
      </InLanguage>,
    );
    await user.type(screen.getByLabelText('name'), '  Asha  ');
    await user.type(screen.getByLabelText('email'), 'asha@example.com');
    await user.type(screen.getByLabelText('subject'), 'Fees');
    await user.type(screen.getByLabelText('message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Asha', email: 'asha@example.com' });
  });
});
