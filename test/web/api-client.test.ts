// @vitest-environment happy-dom
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#common/contacts';
import { makeUser } from '../helpers/factories';
import { api, ApiError, setUnauthorizedListener } from '#web/lib/api';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { setPageUrl } from './helpers/page-url';
import { startRealApp } from './helpers/real-app';

const toasts = () => currentToasts().map((shown) => shown.message);

describe('the API client against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  beforeAll(async () => {
    server = await startRealApp();
  });
  afterAll(() => server.close());
  afterEach(() => {
    for (const shown of currentToasts()) dismissToast(shown.id);
    setUnauthorizedListener(() => {});
  });

  it('reads the envelope of an answer', async () => {
    const envelope = await api.get<{ name: string }>('/settings');
    expect(envelope.success).toBe(true);
    expect(typeof envelope.data?.name).toBe('string');
  });

  it('turns a refused input into an ApiError with a message for each field, and toasts it', async () => {
    const error = await api.post('/contact/create', { email: 'nobody' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const refused = error as ApiError;
    expect(refused.status).toBe(400);
    expect(refused.errors).toMatchObject({
      name: contactMessages.name,
      email: contactMessages.invalidEmail,
    });
    expect(toasts()).toEqual([refused.message]);
  });

  it('keeps a quiet call out of the toasts', async () => {
    await expect(api.post('/contact/create', {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([]);
  });

  it('tells the session store when the server answers 401', async () => {
    let told = 0;
    setUnauthorizedListener(() => told++);
    const error = await api.get('/user/profile', { quiet: true }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(told).toBe(1);
  });

  it('sends the session cookie the server set at login with every later call', async () => {
    const { user, password } = await makeUser(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    const { data } = await api.get<{ email: string }>('/user/profile');
    expect(data?.email).toBe(user.email);
    await api.post('/user/logout');
    await expect(api.get('/user/profile', { quiet: true })).rejects.toMatchObject({ status: 401 });
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const closed = http.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    setPageUrl(`http://127.0.0.1:${port}/`);
    try {
      const error = await api.get('/settings').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/Cannot reach/) });
    } finally {
      setPageUrl(`${server.origin}/`);
    }
  });
});
