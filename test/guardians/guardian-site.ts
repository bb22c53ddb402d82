import { afterAll, beforeAll, vi } from 'vitest';
import type { GuardianInput } from '#common/schemas/guardians';
import { adminSession } from '../helpers/catalogue';
import { as, logIn, registerStudent } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-guardian-tests';

export const father = (change: Partial<GuardianInput> = {}): GuardianInput => ({
  name: 'Ramesh Kumar',
  relation: 'Father',
  phone: '9812300001',
  email: '',
  language: 'hi',
  topics: ['fees', 'attendance'],
  ...change,
});

/**
 * A site whose WhatsApp messages go to Meta's stand-in, with an admin and two students signed in
 * (Asha and Bina), for one test file.
 */
export function guardianSite() {
  const ctx = {} as {
    site: TestSite;
    app: Awaited<ReturnType<typeof startApp>>;
    meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
    admin: string;
    asha: { id: string; cookie: string };
    bina: { id: string; cookie: string };
  };
  const signUp = async (email: string, mobileNo: string, userName: string) => {
    await registerStudent(ctx.app, { email, mobileNo, userName });
    const cookie = await logIn(ctx.app, email, 'Secret123');
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { id: user.id, cookie };
  };
  beforeAll(async () => {
    ctx.meta = await startWhatsAppStandIn({
      phoneNumberId: '1066',
      token: 'wa',
      appSecret: APP_SECRET,
    });
    ctx.site = await createTestSite({
      WHATSAPP_API_URL: ctx.meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1066',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
    });
    ctx.app = await startApp(ctx.site);
    ctx.admin = await adminSession(ctx.app);
    ctx.asha = await signUp('asha@example.com', '9876500011', 'Asha Kumari');
    ctx.bina = await signUp('bina@example.com', '9876500022', 'Bina Devi');
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.meta.close();
    await ctx.site.dispose();
  });

  /** A request as `cookie` (or nobody); its status and body. */
  const call = async (
    cookie: string | undefined,
    method: string,
    url: string,
    payload?: object,
  ) => {
    const res = await as(ctx.app, cookie, {
      method: method as 'GET',
      url: `/api/v1/guardians${url}`,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

  /**
   * The next guardian code WhatsApp delivered to `phone` after the `seen` messages before it:
   * the code and the link, as the guardian reads them.
   */
  const codeSentTo = async (phone: string, seen: number) =>
    vi.waitFor(
      () => {
        const message = ctx.meta.accepted
          .slice(seen)
          .find((m) => m.to === `91${phone}` && m.template.name === 'guardian_code');
        if (!message) throw new Error(`no code sent to ${phone} yet`);
        const [, , code = '', , link = ''] = message.template.parameters;
        return { code, link, parameters: message.template.parameters };
      },
      { timeout: 5000, interval: 25 },
    );

  return { ctx, call, codeSentTo };
}
