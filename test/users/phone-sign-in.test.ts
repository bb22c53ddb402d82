import { beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneMessages } from '#common/phone-sign-in';
import { testDb } from '../helpers/test-app';
import { makeAdmin, makeUser } from '../helpers/factories';
import { CODES_PER_IP, phoneSite, SIGN_IN_DLT_TEMPLATE, wrongCode } from './phone-site';

/** Ten digits no other test of the file uses. */
let numbers = 0;
const newNumber = () =>
  `98${String(Date.now() % 100_000).padStart(5, '0')}${String(++numbers).padStart(3, '0')}`;

describe(`sign-in with a one-time code (${testDb})`, () => {
  const { ctx, call, codeFor, whatsAppCode, newAddress } = phoneSite();

  /** A student whose number is verified (or not), and that number. */
  const studentWith = async (mobileNo = newNumber(), verified = true) => {
    const { user } = await makeUser(ctx.app.db, { mobileNo });
    if (verified) {
      await ctx.app.db
        .updateTable('users')
        .set({ mobile_verified_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
    }
    return { user, mobileNo };
  };
  const signIn = (body: object, address = newAddress()) =>
    call('POST', '/phone/sign-in', body, { address });
  /** The codes stored for `mobileNo` and the sign-in messages queued to it. */
  const sentTo = async (mobileNo: string) => ({
    codes: await ctx.app.db
      .selectFrom('phone_codes')
      .selectAll()
      .where('mobile_no', '=', mobileNo)
      .execute(),
    messages: await ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'sign-in-code')
      .where('address', '=', `+91${mobileNo}`)
      .execute(),
  });

  it('sends a 6-digit code on WhatsApp, as a security message, kept only as a hash', async () => {
    const { mobileNo } = await studentWith();
    const code = await codeFor(mobileNo);
    expect(code).toMatch(/^\d{6}$/);
    const { codes: rows, messages } = await sentTo(mobileNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(messages[0]).toMatchObject({ purpose: 'security', channel: 'whatsapp' });
    for (const row of [...rows, ...messages]) expect(JSON.stringify(row)).not.toContain(code);
  });

  // The same work for both, rather than a timed comparison: a code is made and sent to any number,
  // since an unknown one signs up with it. Timings on a shared machine say nothing reliable.
  it('answers a known and an unknown number alike, and sends each a code', async () => {
    const { mobileNo: knownNo } = await studentWith();
    const unknownNo = newNumber();
    const ask = (mobileNo: string) =>
      call('POST', '/phone/code', { mobileNo }, { address: newAddress() });
    const [known, unknown] = [await ask(knownNo), await ask(unknownNo)];
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: phoneMessages.codeSent });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    for (const mobileNo of [knownNo, unknownNo]) {
      const { codes, messages } = await sentTo(mobileNo);
      expect({ mobileNo, codes: codes.length, messages: messages.length }).toEqual({
        mobileNo,
        codes: 1,
        messages: 1,
      });
    }
  });

  it('falls back to SMS, whose text ends with the Web OTP line', async () => {
    const mobileNo = newNumber();
    // The codes of the tests before are sent first, so that WhatsApp refuses this one.
    await vi.waitFor(
      async () => {
        const waiting = await ctx.app.db
          .selectFrom('notifications')
          .select('id')
          .where('status', 'in', ['queued', 'sending'])
          .execute();
        if (waiting.length > 0) throw new Error('still sending');
      },
      { timeout: 10_000, interval: 50 },
    );
    ctx.meta.failNext(1, 400);
    const sent = ctx.msg91.accepted.length;
    expect(
      (await call('POST', '/phone/code', { mobileNo }, { address: newAddress() })).status,
    ).toBe(200);
    const sms = await vi.waitFor(
      () => {
        const found = ctx.msg91.accepted.slice(sent).find((m) => m.mobiles === `91${mobileNo}`);
        if (!found) throw new Error('no SMS yet');
        return found;
      },
      { timeout: 5000, interval: 25 },
    );
    expect(sms.templateId).toBe(SIGN_IN_DLT_TEMPLATE);
    const code = sms.variables.var1 ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const text = ctx.smsTexts.find((m) => m.to === `+91${mobileNo}`)?.text ?? '';
    const host = new URL(ctx.site.config.PUBLIC_URL).host;
    expect(text.endsWith(`\n@${host} #${code}`)).toBe(true);
    expect((await signIn({ mobileNo, code })).status).toBe(200);
  });

  it('signs in the account whose verified number it is, once', async () => {
    const { user, mobileNo } = await studentWith();
    const code = await codeFor(mobileNo);
    const signedIn = await signIn({ mobileNo, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ _id: user.id, mobileVerified: true });
    expect(signedIn.session).toBeDefined();
    const profile = await call('GET', '/profile', undefined, { cookie: signedIn.session });
    expect(profile.body.data._id).toBe(user.id);
    expect(await signIn({ mobileNo, code })).toMatchObject({
      status: 409,
      body: { message: phoneMessages.expired },
    });
  });

  it('stops working 5 minutes after it was sent, by the clock', async () => {
    const { mobileNo } = await studentWith();
    const code = await codeFor(mobileNo);
    ctx.clock.advance(5 * 60_000 + 1000);
    expect(await signIn({ mobileNo, code })).toMatchObject({
      status: 409,
      body: { message: phoneMessages.expired },
    });
  });

  it('takes 5 tries, then needs a new code; the new one works and the old one does not', async () => {
    const { mobileNo } = await studentWith();
    const code = await codeFor(mobileNo);
    for (let i = 0; i < 5; i++) {
      expect(await signIn({ mobileNo, code: wrongCode(code) })).toMatchObject({
        status: 400,
        body: { message: phoneMessages.wrongCode },
      });
    }
    expect(await signIn({ mobileNo, code })).toMatchObject({
      status: 429,
      body: { message: phoneMessages.tooManyTries },
    });
    const fresh = await codeFor(mobileNo);
    if (fresh !== code) expect((await signIn({ mobileNo, code })).status).toBe(400);
    expect((await signIn({ mobileNo, code: fresh })).status).toBe(200);
  });

  it('sends a number 3 codes in half an hour, from any address, for a known or an unknown number', async () => {
    for (const mobileNo of [(await studentWith()).mobileNo, newNumber()]) {
      for (let i = 0; i < 3; i++) {
        const asked = await call('POST', '/phone/code', { mobileNo }, { address: newAddress() });
        expect(asked.status).toBe(200);
      }
      expect(await call('POST', '/phone/code', { mobileNo }, { address: newAddress() })).toEqual({
        status: 429,
        body: { success: false, message: phoneMessages.tooManyCodes },
        session: undefined,
      });
    }
    ctx.clock.advance(30 * 60_000 + 1000);
    const later = await call(
      'POST',
      '/phone/code',
      { mobileNo: newNumber() },
      { address: newAddress() },
    );
    expect(later.status).toBe(200);
  });

  it('limits one address more loosely, over many numbers: a lab shares one', async () => {
    const lab = newAddress();
    for (let i = 0; i < CODES_PER_IP; i++) {
      expect(
        (await call('POST', '/phone/code', { mobileNo: newNumber() }, { address: lab })).status,
      ).toBe(200);
    }
    const over = await call('POST', '/phone/code', { mobileNo: newNumber() }, { address: lab });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many attempts\./);
    expect(
      (await call('POST', '/phone/code', { mobileNo: newNumber() }, { address: newAddress() }))
        .status,
    ).toBe(200);
  });

  it('refuses a number that is not a 10-digit Indian mobile, and a code that is not 6 digits', async () => {
    for (const mobileNo of ['12345', '5876543210', '98765432101']) {
      expect(
        await call('POST', '/phone/code', { mobileNo }, { address: newAddress() }),
      ).toMatchObject({
        status: 400,
        body: { errors: { mobileNo: phoneMessages.mobile } },
      });
    }
    expect(await signIn({ mobileNo: newNumber(), code: '12ab56' })).toMatchObject({ status: 400 });
  });

  it('signs in the one account that has the number unverified, and verifies it; two such are sent to e-mail', async () => {
    const { user, mobileNo } = await studentWith(newNumber(), false);
    const signedIn = await signIn({ mobileNo, code: await codeFor(mobileNo) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ _id: user.id, mobileVerified: true });

    const shared = newNumber();
    await studentWith(shared, false);
    await studentWith(shared, false);
    expect(await signIn({ mobileNo: shared, code: await codeFor(shared) })).toMatchObject({
      status: 409,
      body: { message: phoneMessages.sharedNumber },
    });
  });

  it('lets a new number finish a student account with a name and an e-mail address', async () => {
    const mobileNo = newNumber();
    const started = await signIn({ mobileNo, code: await codeFor(mobileNo) });
    expect(started).toMatchObject({
      status: 200,
      session: undefined,
      body: { data: { mobileNo } },
    });
    const token = started.body.data.signUpToken as string;
    const { user: other } = await makeUser(ctx.app.db);

    const address = newAddress();
    const finish = (body: object) =>
      call('POST', '/phone/sign-up', { token, ...body }, { address });
    expect(
      await finish({ userName: 'Ritu Sharma', email: other.email.toUpperCase() }),
    ).toMatchObject({
      status: 409,
      body: { message: phoneMessages.emailTaken },
    });
    expect((await finish({ userName: 'R', email: 'ritu@example.com' })).status).toBe(400);
    const made = await finish({
      userName: 'Ritu Sharma',
      email: `ritu-${mobileNo}@example.com`,
      language: 'hi',
    });
    expect(made.status).toBe(200);
    expect(made.session).toBeDefined();
    expect(made.body.data.user).toMatchObject({
      userName: 'Ritu Sharma',
      role: 'student',
      mobileNo,
      mobileVerified: true,
      emailVerified: false,
      language: 'hi',
    });
    // The same proof makes no second account; and the number now signs in.
    expect(
      await finish({ userName: 'Ritu Two', email: `ritu2-${mobileNo}@example.com` }),
    ).toMatchObject({
      status: 409,
      body: { message: phoneMessages.numberTaken },
    });
    const again = await signIn({ mobileNo, code: await codeFor(mobileNo) });
    expect(again.body.data.user._id).toBe(made.body.data.user._id);

    const late = newNumber();
    const lateToken = (await signIn({ mobileNo: late, code: await codeFor(late) })).body.data
      .signUpToken;
    ctx.clock.advance(30 * 60_000 + 1000);
    expect(
      await call(
        'POST',
        '/phone/sign-up',
        { token: lateToken, userName: 'Late Comer', email: `late-${late}@example.com` },
        { address },
      ),
    ).toMatchObject({ status: 400, body: { message: phoneMessages.signUpExpired } });
    expect(
      (
        await call(
          'POST',
          '/phone/sign-up',
          { token: `${token}x`, userName: 'Forged Name', email: 'forged@example.com' },
          { address },
        )
      ).status,
    ).toBe(400);
  });

  describe('admin accounts', () => {
    let admin: { id: string; mobileNo: string; password: string };
    let adminCookie: string;
    beforeAll(async () => {
      const mobileNo = newNumber();
      const made = await makeAdmin(ctx.app.db, { mobileNo, password: 'Admin123' });
      await ctx.app.db
        .updateTable('users')
        .set({ mobile_verified_at: new Date().toISOString() })
        .where('id', '=', made.user.id)
        .execute();
      admin = { id: made.user.id, mobileNo, password: made.password };
      const login = await call('POST', '/login', { email: made.user.email, password: 'Admin123' });
      adminCookie = login.session!;
    });
    const allow = (adminPhoneSignIn: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/settings',
        headers: { cookie: adminCookie },
        payload: { adminPhoneSignIn },
      });

    it('cannot sign in by phone while the settings leave it off (the default)', async () => {
      const settings = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(settings.json().data.adminPhoneSignIn).toBe(false);
      const { mobileNo } = admin;
      expect(
        await signIn({ mobileNo, code: await codeFor(mobileNo), password: admin.password }),
      ).toMatchObject({
        status: 403,
        body: { message: phoneMessages.adminsOff },
        session: undefined,
      });
    });

    it('needs the password as well once allowed', async () => {
      expect((await allow(true)).statusCode).toBe(200);
      const { mobileNo } = admin;
      const code = await codeFor(mobileNo);
      const address = newAddress();
      expect(await signIn({ mobileNo, code }, address)).toMatchObject({
        status: 401,
        body: {
          message: phoneMessages.adminPassword,
          errors: { password: phoneMessages.adminPassword },
        },
      });
      expect(await signIn({ mobileNo, code, password: 'Wrong123' }, address)).toMatchObject({
        status: 401,
        body: { message: phoneMessages.wrongPassword },
      });
      const signedIn = await signIn({ mobileNo, code, password: admin.password }, address);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.user).toMatchObject({ _id: admin.id, role: 'admin' });
      expect((await allow(false)).statusCode).toBe(200);
    });
  });

  describe("an account's own number", () => {
    const signedInStudent = async () => {
      const { user, password } = await makeUser(ctx.app.db, { mobileNo: newNumber() });
      const login = await call('POST', '/login', { email: user.email, password });
      return { user, cookie: login.session! };
    };

    it('is changed by confirming a code sent to the new number', async () => {
      const { user, cookie } = await signedInStudent();
      const mobileNo = newNumber();
      const address = newAddress();
      const seen = ctx.meta.accepted.length;
      expect(
        (await call('POST', '/phone/mine/code', { mobileNo }, { cookie, address })).status,
      ).toBe(200);
      const code = await whatsAppCode(mobileNo, seen);
      // A code for a profile does not sign anyone in.
      expect((await signIn({ mobileNo, code })).status).toBe(409);
      expect(
        (await call('PUT', '/phone/mine', { mobileNo, code: wrongCode(code) }, { cookie, address }))
          .status,
      ).toBe(400);
      const changed = await call('PUT', '/phone/mine', { mobileNo, code }, { cookie, address });
      expect(changed).toMatchObject({
        status: 200,
        body: {
          message: phoneMessages.phoneChanged,
          data: { _id: user.id, mobileNo, mobileVerified: true },
        },
      });
      expect((await signIn({ mobileNo, code: await codeFor(mobileNo) })).body.data.user._id).toBe(
        user.id,
      );

      // A number typed on the profile form is not proved.
      const typed = await call(
        'PATCH',
        '/updateProfile',
        { userName: user.user_name, email: user.email, mobileNo: newNumber() },
        { cookie },
      );
      expect(typed.body.data).toMatchObject({ mobileVerified: false });
    });

    it('refuses a number another account verified, with a clear message', async () => {
      const { mobileNo } = await studentWith();
      const { cookie } = await signedInStudent();
      expect(
        await call('POST', '/phone/mine/code', { mobileNo }, { cookie, address: newAddress() }),
      ).toMatchObject({
        status: 409,
        body: { message: phoneMessages.numberTaken },
      });
    });

    it('is for a signed-in account only', async () => {
      expect((await call('POST', '/phone/mine/code', { mobileNo: newNumber() })).status).toBe(401);
    });
  });
});
