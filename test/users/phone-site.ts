import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import type { OutgoingMessage } from '#server/features/notifications/channels/channel';
import { fakeClock, type FakeClock } from '../helpers/notifications';
import { sessionCookie } from '../helpers/requests';
import { startSmsStandIn } from '../helpers/sms-stand-in';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-phone-tests';
/** Low, so that one test reaches it; each other test asks from an address of its own. */
export const CODES_PER_IP = 6;
export const SIGN_IN_DLT_TEMPLATE = '1107170000000000042';

/**
 * A site whose codes go to Meta's and MSG91's stand-ins (the SMS texts as sent are kept too), on a
 * clock the test moves, for one test file.
 */
export function phoneSite() {
  const ctx = {} as {
    site: TestSite;
    app: FastifyInstance;
    clock: FakeClock;
    meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
    msg91: Awaited<ReturnType<typeof startSmsStandIn>>;
    smsTexts: OutgoingMessage[];
  };
  let addresses = 0;
  beforeAll(async () => {
    ctx.meta = await startWhatsAppStandIn({
      phoneNumberId: '1067',
      token: 'wa',
      appSecret: APP_SECRET,
    });
    ctx.msg91 = await startSmsStandIn({ authKey: 'sms-key' });
    ctx.site = await createTestSite({
      WHATSAPP_API_URL: ctx.meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1067',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
      SMS_API_URL: ctx.msg91.url,
      SMS_AUTH_KEY: 'sms-key',
      SMS_SENDER_ID: 'VIDYAI',
      PHONE_CODE_LIMIT_PER_IP: String(CODES_PER_IP),
    });
    ctx.clock = fakeClock(new Date().toISOString());
    ctx.smsTexts = [];
    ctx.app = await startApp(ctx.site, {
      clock: ctx.clock,
      channels: (configured) => ({
        ...configured,
        ...(configured.sms
          ? {
              sms: {
                ...configured.sms,
                send: (message: OutgoingMessage) => {
                  ctx.smsTexts.push(message);
                  return configured.sms!.send(message);
                },
              },
            }
          : {}),
      }),
    });
    // The DLT template the institute registered for the codes (MSG91 refuses a message without).
    await ctx.app.db
      .insertInto('notification_templates')
      .values({
        event: 'sign-in-code',
        whatsapp_name: null,
        sms_template_id: SIGN_IN_DLT_TEMPLATE,
        texts: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.meta.close();
    await ctx.msg91.close();
    await ctx.site.dispose();
  });

  /** A client address of its own, so that tests do not share the per-address limit. */
  const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

  /** A request from `address` (as `cookie`, if given); its status, body and session cookie. */
  const call = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'GET',
    url: string,
    payload: object | undefined,
    { address = '10.9.9.9', cookie }: { address?: string; cookie?: string } = {},
  ) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/v1/user${url}`,
      remoteAddress: address,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const session = res.cookies.some((c) => c.name === 'sid' && c.value)
      ? sessionCookie(res)
      : undefined;
    return { status: res.statusCode, body: res.json(), session };
  };

  /** The next code WhatsApp brought `mobileNo` after the `seen` messages before it. */
  const whatsAppCode = (mobileNo: string, seen: number) =>
    vi.waitFor(
      () => {
        const message = ctx.meta.accepted
          .slice(seen)
          .find((m) => m.to === `91${mobileNo}` && m.template.name === 'sign_in_code');
        if (!message) throw new Error(`no code sent to ${mobileNo} yet`);
        return message.template.parameters[0] ?? '';
      },
      { timeout: 5000, interval: 25 },
    );

  /** Asks for a code for `mobileNo` from `address` and reads it off WhatsApp. */
  const codeFor = async (mobileNo: string, address = newAddress()) => {
    const seen = ctx.meta.accepted.length;
    const asked = await call('POST', '/phone/code', { mobileNo }, { address });
    if (asked.status !== 200) throw new Error(`no code: ${JSON.stringify(asked.body)}`);
    return whatsAppCode(mobileNo, seen);
  };

  return { ctx, call, codeFor, whatsAppCode, newAddress };
}

/** Another six digits than `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
