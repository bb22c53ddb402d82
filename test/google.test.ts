import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from './helpers/outbox';
import { as, logIn, registerStudent, sessionCookie, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('Google sign-in through an OpenID Connect issuer', () => {
  let issuer: OAuth2Server;
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    site = await createTestSite({
      GOOGLE_ISSUER: issuer.issuer.url!,
      GOOGLE_CLIENT_ID: 'institute-web',
      GOOGLE_CLIENT_SECRET: 'institute-secret',
      PUBLIC_URL: 'http://localhost:3999',
    });
    app = await startApp(site);
  });

  afterAll(async () => {
    await app.close();
    await issuer.stop();
    await site.dispose();
  });

  const profile = (cookie: string) =>
    as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' });

  /** Starts sign-in, lets the issuer approve it, and returns what the login page would send. */
  async function signIn(
    claims: Record<string, unknown>,
    tamper?: (query: URLSearchParams) => void,
    browserCookies = '',
  ) {
    const start = await app.inject({ method: 'GET', url: '/api/v1/user/google/start' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer.issuer.url}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3999/login');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const checks = start.cookies.find((c) => c.name === 'g_oidc')!;
    expect(checks.httpOnly).toBe(true);

    const approved = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    expect(back.pathname).toBe('/login');
    tamper?.(back.searchParams);
    // Both the access token and the ID token carry the claims.
    const addClaims = (token: { payload: Record<string, unknown> }) =>
      Object.assign(token.payload, claims);
    issuer.service.on('beforeTokenSigning', addClaims);
    try {
      return await app.inject({
        method: 'GET',
        url: `/api/v1/user/google?${back.searchParams}`,
        headers: { cookie: `g_oidc=${encodeURIComponent(checks.value)}${browserCookies}` },
      });
    } finally {
      issuer.service.off('beforeTokenSigning', addClaims);
    }
  }

  it('gives a new account the language of the browser that chose Hindi (decision 047)', async () => {
    const claims = { sub: 'google-hi', email: 'meera@example.com', email_verified: true };
    const res = await signIn({ ...claims, name: 'Meera Joshi' }, undefined, '; lang=hi');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.language).toBe('hi');
    const english = await signIn(
      { sub: 'google-en', email: 'kiran@example.com', email_verified: true, name: 'Kiran Rao' },
      undefined,
    );
    expect(english.json().data.user.language).toBe('en');
  });

  it('creates a student for a new verified Google account and logs them in', async () => {
    const res = await signIn({
      sub: 'google-1',
      email: 'Gita@Example.com',
      email_verified: true,
      name: 'Gita Rao',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        user: {
          email: 'gita@example.com',
          userName: 'Gita Rao',
          role: 'student',
          emailVerified: true,
        },
        accessToken: expect.any(String),
      },
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { cookie: sessionCookie(res) },
    });
    expect(profile.json().data.email).toBe('gita@example.com');

    const again = await signIn({
      sub: 'google-1',
      email: 'gita@example.com',
      email_verified: true,
      name: 'Gita',
    });
    expect(again.json().data.user._id).toBe(body.data.user._id);
  });

  it('links a verified account with the same e-mail, keeping its password and sessions', async () => {
    await registerStudent(app, { email: 'ravi@example.com', userName: 'Ravi' });
    await app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', 'ravi@example.com')
      .execute();
    const earlier = await logIn(app, 'ravi@example.com', student.password);
    const res = await signIn({
      sub: 'google-2',
      email: 'ravi@example.com',
      email_verified: true,
      name: 'Ravi G',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'ravi@example.com', userName: 'Ravi' });
    const users = await app.db
      .selectFrom('users')
      .select(['email', 'google_sub'])
      .where('email', '=', 'ravi@example.com')
      .execute();
    expect(users).toEqual([{ email: 'ravi@example.com', google_sub: 'google-2' }]);
    expect((await profile(earlier)).statusCode).toBe(200);
    await logIn(app, 'ravi@example.com', student.password);
  });

  it("takes an unverified account from whoever signed it up with the Google user's address", async () => {
    // The attacker signs up first with the victim's address and keeps the session.
    await registerStudent(app, { email: 'victim@example.com', userName: 'Not the victim' });
    const attacker = await logIn(app, 'victim@example.com', student.password);
    expect((await profile(attacker)).statusCode).toBe(200);

    const res = await signIn({
      sub: 'google-victim',
      email: 'victim@example.com',
      email_verified: true,
      name: 'Victim',
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(attacker)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'victim@example.com', password: student.password },
    });
    expect(login.statusCode).toBe(401);

    expect(res.json().data.user).toMatchObject({
      email: 'victim@example.com',
      emailVerified: true,
    });
    const victim = await profile(sessionCookie(res));
    expect(victim.json().data.email).toBe('victim@example.com');
    const mail = await waitForMail(site, 'victim@example.com', 'linked to Google');
    expect(mail).toContain('we removed its password and signed it out everywhere');
  });

  it('takes back an unverified account that was linked before addresses were verified', async () => {
    await registerStudent(app, { email: 'early@example.com' });
    await app.db
      .updateTable('users')
      .set({ google_sub: 'google-early' })
      .where('email', '=', 'early@example.com')
      .execute();
    const earlier = await logIn(app, 'early@example.com', student.password);
    const res = await signIn({
      sub: 'google-early',
      email: 'early@example.com',
      email_verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(earlier)).statusCode).toBe(401);
    await expect(logIn(app, 'early@example.com', student.password)).rejects.toThrow();
  });

  it('refuses an unverified e-mail, a forged state and a missing check cookie', async () => {
    const unverified = await signIn({
      sub: 'google-3',
      email: 'mallory@example.com',
      email_verified: false,
    });
    expect(unverified.statusCode).toBe(401);
    const forged = await signIn(
      { sub: 'google-4', email: 'eve@example.com', email_verified: true },
      (q) => q.set('state', 'forged'),
    );
    expect(forged.statusCode).toBe(401);
    const noCookie = await app.inject({
      method: 'GET',
      url: '/api/v1/user/google?code=abc&state=def',
    });
    expect(noCookie.statusCode).toBe(400);
    const created = await app.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['mallory@example.com', 'eve@example.com'])
      .execute();
    expect(created).toEqual([]);
  });

  it('tells the web app that the button can be shown', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json().data.googleSignIn).toBe(true);
  });
});

describe('Google sign-in without a client id', () => {
  it('is hidden and its endpoints answer 404', async () => {
    const site = await createTestSite();
    const app = await startApp(site);
    try {
      for (const url of ['/api/v1/user/google/start', '/api/v1/user/google?code=x']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: 'Google sign-in is not configured.',
        });
      }
      const settings = await app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(settings.json().data.googleSignIn).toBe(false);
    } finally {
      await app.close();
      await site.dispose();
    }
  });
});
