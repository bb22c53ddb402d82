// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddFatherAsGuardian } from '#web/features/guardians/add-father';
import { GuardiansPanel } from '#web/features/guardians/guardians-panel';
import { api } from '#web/lib/api';
import { makeAdmin, makeUser } from '../helpers/factories';
import { testChannels } from '../helpers/notifications';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe("a student's guardians on the admin's student page, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  const channels = testChannels();
  let studentId: string;

  beforeAll(async () => {
    server = await startRealApp({ channels: () => channels });
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    studentId = (await makeUser(server.app.db, { userName: 'Kavya Nair' })).user.id;
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const show = (children: React.ReactNode) =>
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
  const codeSentTo = (phone: string) =>
    vi.waitFor(
      () => {
        const sent = channels.whatsapp.sent.findLast((m) => m.to === `+91${phone}`);
        if (!sent) throw new Error('not sent yet');
        return sent.whatsappTemplate?.parameters[2] ?? '';
      },
      { interval: 25 },
    );

  it('adds a guardian waiting for confirmation, and confirms them with the code read out', async () => {
    show(<GuardiansPanel scope={{ kind: 'admin', studentId }} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No guardians yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Suresh Nair');
    await user.type(screen.getByLabelText('Relation'), 'Father');
    await user.type(screen.getByLabelText('Mobile number'), '98123 45670');
    await user.click(screen.getByRole('button', { name: 'Add guardian' }));
    expect(await screen.findByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code again to Suresh Nair' })).toBeTruthy();

    const code = await codeSentTo('9812345670');
    await user.type(screen.getByLabelText('Code read out by Suresh Nair'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Confirmed on /)).toBeTruthy();
    expect(screen.queryByText('Waiting for confirmation')).toBeNull();
  });

  it("offers a converted registration's father as a guardian, sent a code", async () => {
    const { user: other } = await makeUser(server.app.db, { userName: 'Diya Rao' });
    show(
      <AddFatherAsGuardian
        studentId={other.id}
        name="Mohan Rao"
        phone="9812345671"
        language="hi"
      />,
    );
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Add the father, Mohan Rao (9812345671), as a guardian',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Mohan Rao was added as a guardian and sent a code to confirm.',
    );
    expect(await codeSentTo('9812345671')).toMatch(/^\d{6}$/);
    const guardian = await server.app.db
      .selectFrom('guardians')
      .selectAll()
      .where('student_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(guardian).toMatchObject({ name: 'Mohan Rao', relation: 'Father', confirmed_at: null });
  });
});
