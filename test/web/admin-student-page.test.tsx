// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '#common/admin-paths';
import { api } from '#web/lib/api';
import { Component as AdminStudent } from '#web/routes/admin-student';
import { makeAdmin, makeUser } from '../helpers/factories';
import { startRealApp } from './helpers/real-app';
import { renderScreen } from './helpers/render-screen';

describe("the admin's page of one account, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let adminId: string;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    adminId = user.id;
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const renderFor = (id: string) =>
    renderScreen(<AdminStudent />, {
      at: adminPaths.student.getHref(id),
      route: adminPaths.student.path,
    });

  it("shows a student's guardians, batches, ID card and marksheets", async () => {
    const { user } = await makeUser(server.app.db);
    renderFor(user.id);
    expect(await screen.findByRole('heading', { name: 'Guardians' })).toBeTruthy();
    for (const name of ['Batches', 'ID card', 'Marksheets'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    for (const text of [
      'No guardians yet.',
      'Add the student to a batch before issuing a card.',
      'This student is in no course yet, so there is no marksheet to issue.',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows an admin account without the sections only a student has, and no error', async () => {
    renderFor(adminId);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
    for (const name of ['Guardians', 'Batches', 'ID card', 'Marksheets'])
      expect(screen.queryByRole('heading', { name })).toBeNull();
    expect(screen.queryByText('The guardians could not be loaded.')).toBeNull();
  });
});
