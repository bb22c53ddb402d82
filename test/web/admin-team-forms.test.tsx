// @vitest-environment happy-dom
import { LinguiContext } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminPaths } from '#common/admin-paths';
import { AdminTeamCreatePage } from '#web/features/team/admin/admin-team-create-page';
import { AdminTeamEditPage } from '#web/features/team/admin/admin-team-edit-page';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { sendJson, startLoopback, type Loopback } from './helpers/loopback';

const toasts = () => currentToasts().map((shown) => shown.message);

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

const member = {
  _id: 'm1',
  name: 'Asha Verma',
  position: 'Trainer',
  image: '/media/asha.png',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderAt(path: string, route: string, page: ReactNode) {
  const i18n = i18nOf('en');
  render(
    <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path={adminPaths.team.getHref()} element={<p>The team list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LinguiContext.Provider>,
  );
}

/** The insert and update screens of the team, on the shared editor parts and the form helper. */
describe('the team editor forms', () => {
  let server: Loopback;
  let answer: (method: string) => [number, unknown];
  let release: Promise<void>;

  beforeEach(async () => {
    release = Promise.resolve();
    server = await startLoopback(async (request, response) => {
      for await (const chunk of request) void chunk;
      await release;
      const [status, envelope] = answer(request.method ?? '');
      sendJson(response, status, envelope);
    });
  });

  afterEach(async () => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
    await server.close();
  });

  async function fillInsert(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Position'), 'Mentor');
    const photo = new File(['png'], 'ravi.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
  }

  it('puts the server’s refusal of a field under that field, focused, without a toast', async () => {
    answer = () => [
      400,
      { success: false, message: 'Refused', errors: { position: 'Position refused here.' } },
    ];
    const user = userEvent.setup();
    renderAt('/new', '/new', <AdminTeamCreatePage />);
    await fillInsert(user);
    await user.click(screen.getByRole('button', { name: 'Insert Member' }));

    const position = screen.getByLabelText('Position');
    await waitFor(() => expect(errorOf(position)).toBe('Position refused here.'));
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(position);
    expect(toasts()).toEqual([]);
  });

  it('tells a failure no field shows in the spec’s words with the server’s reason', async () => {
    answer = () => [500, { success: false, message: 'The disk is full.' }];
    const user = userEvent.setup();
    renderAt('/new', '/new', <AdminTeamCreatePage />);
    await fillInsert(user);
    await user.click(screen.getByRole('button', { name: 'Insert Member' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        'An error occurred while creating the team member. The disk is full.',
      ]),
    );
  });

  it('adds once however often it is pressed, then goes back to the list', async () => {
    let open!: () => void;
    release = new Promise((resolve) => (open = resolve));
    answer = () => [201, { success: true, message: 'Member added', data: member }];
    const user = userEvent.setup();
    renderAt('/new', '/new', <AdminTeamCreatePage />);
    await fillInsert(user);
    const form = screen.getByRole('button', { name: 'Insert Member' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    form.requestSubmit();

    expect(await screen.findByRole('button', { name: 'Loading...' })).toHaveProperty(
      'disabled',
      true,
    );
    open();
    await screen.findByText('The team list');
    expect(server.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/v1/team/create',
    ]);
    expect(toasts()).toEqual(['Member added']);
  });

  it('updates the name and position once, telling a refused field under it', async () => {
    let refuse = true;
    answer = (method) => {
      if (method === 'GET') return [200, { success: true, data: member }];
      if (refuse) return [400, { success: false, message: 'No', errors: { name: 'Name taken.' } }];
      return [200, { success: true, message: 'Member updated', data: member }];
    };
    const user = userEvent.setup();
    renderAt('/edit/m1', '/edit/:id', <AdminTeamEditPage />);
    const update = await screen.findByRole('button', { name: 'Update Member' });
    await user.click(update);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(errorOf(name)).toBe('Name taken.'));
    expect(toasts()).toEqual([]);

    refuse = false;
    update.closest('form')!.requestSubmit();
    update.closest('form')!.requestSubmit();
    await waitFor(() => expect(toasts()).toEqual(['Member updated']));
    expect(server.requests.filter((request) => request.startsWith('PATCH'))).toEqual([
      'PATCH /api/v1/team/update/m1',
      'PATCH /api/v1/team/update/m1',
    ]);
  });

  it('replaces the photo, previewing the chosen one, and says so in its own words', async () => {
    answer = (method) =>
      method === 'GET' ? [200, { success: true, data: member }] : [200, { success: true }];
    const user = userEvent.setup();
    renderAt('/edit/m1', '/edit/:id', <AdminTeamEditPage />);
    expect(await screen.findByRole('img', { name: 'Current photo' })).toBeTruthy();
    const photo = new File(['png'], 'new.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('New photo'), photo);
    expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Image' }));

    await waitFor(() => expect(toasts()).toEqual(['Photo updated']));
    expect(server.requests.filter((request) => request.startsWith('PATCH'))).toEqual([
      'PATCH /api/v1/team/updateImage/m1',
    ]);
  });
});
