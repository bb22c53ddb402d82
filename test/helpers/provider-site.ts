import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startSmsStandIn } from './sms-stand-in';
import { createTestSite, startApp, type TestSite } from './test-app';
import { startWhatsAppStandIn } from './whatsapp-stand-in';

export interface ProviderSecrets {
  /** Meta's app secret, which signs WhatsApp's webhooks. */
  appSecret: string;
  /** The token in MSG91's callback addresses. */
  smsToken: string;
  /** What Meta's subscription handshake must name. */
  verifyToken?: string;
}

/**
 * A listening app whose WhatsApp and SMS go to the providers' stand-ins, set up before the file's
 * tests and closed after them; `base` is its notifications API. Read its fields inside a test.
 */
export function providerSite(secrets: ProviderSecrets) {
  const ctx = {} as {
    site: TestSite;
    app: Awaited<ReturnType<typeof startApp>>;
    base: string;
    meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
    msg91: Awaited<ReturnType<typeof startSmsStandIn>>;
  };
  beforeAll(async () => {
    ctx.meta = await startWhatsAppStandIn({
      phoneNumberId: '1065',
      token: 'wa',
      appSecret: secrets.appSecret,
    });
    ctx.msg91 = await startSmsStandIn({ authKey: 'sms-key' });
    ctx.site = await createTestSite({
      WHATSAPP_API_URL: ctx.meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: secrets.appSecret,
      ...(secrets.verifyToken ? { WHATSAPP_VERIFY_TOKEN: secrets.verifyToken } : {}),
      SMS_API_URL: ctx.msg91.url,
      SMS_AUTH_KEY: 'sms-key',
      SMS_SENDER_ID: 'VIDYAI',
      SMS_WEBHOOK_TOKEN: secrets.smsToken,
    });
    ctx.app = await startApp(ctx.site);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    ctx.base = `http://127.0.0.1:${port}/api/v1/notifications`;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.meta.close();
    await ctx.msg91.close();
    await ctx.site.dispose();
  });
  return ctx;
}
