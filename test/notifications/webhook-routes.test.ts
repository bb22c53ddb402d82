import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsStandIn } from '../helpers/sms-stand-in';
import { serverWarnings } from '../helpers/server-log';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-route-tests';
const VERIFY_TOKEN = 'verify-token-for-route-tests';
const SMS_TOKEN = 'sms-callback-token-0123456789';

/**
 * The webhooks' refusals, which answer before anything is recorded. What an accepted webhook
 * records is in webhook-effects.test.ts.
 */
describe('the notification webhooks refuse what a provider did not send', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let base: string;
  let meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let msg91: Awaited<ReturnType<typeof startSmsStandIn>>;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn({ phoneNumberId: '1065', token: 't', appSecret: APP_SECRET });
    msg91 = await startSmsStandIn({ authKey: 'k' });
    site = await createTestSite({
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      SMS_WEBHOOK_TOKEN: SMS_TOKEN,
    });
    app = await startApp(site);
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/notifications`;
  });
  afterAll(async () => {
    await app.close();
    await meta.close();
    await msg91.close();
    await site.dispose();
  });

  it("answers Meta's handshake with the challenge as text, and refuses a wrong token", async () => {
    const right = await meta.verify(`${base}/whatsapp/webhook`, VERIFY_TOKEN, '1158201444');
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await right.text()).toBe('1158201444');
    const wrong = await meta.verify(`${base}/whatsapp/webhook`, 'guessed', '1158201444');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
  });

  it('refuses a forged or unsigned WhatsApp webhook with 401', async () => {
    const forged = await meta.sendStatus(`${base}/whatsapp/webhook`, 'wamid.X', 'read', {
      secret: 'a-forger-s-guess',
    });
    expect(forged.status).toBe(401);
    expect(serverWarnings()).toContain('WhatsApp webhook signature mismatch');
    const unsigned = await fetch(`${base}/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"object":"whatsapp_business_account","entry":[]}',
    });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a signed body that is not a WhatsApp webhook with 400', async () => {
    for (const raw of ['{"object":"page","entry":[]}', '{oops']) {
      const signature = createHmac('sha256', APP_SECRET).update(raw).digest('hex');
      const answer = await fetch(`${base}/whatsapp/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${signature}`,
        },
        body: raw,
      });
      expect(answer.status, raw).toBe(400);
    }
  });

  it("refuses MSG91's callbacks without the token, and bodies that are not reports", async () => {
    expect((await msg91.sendReport(`${base}/sms/report`, 'r1', 'delivered')).status).toBe(401);
    expect(
      (await msg91.sendReport(`${base}/sms/report?token=guessed`, 'r1', 'delivered')).status,
    ).toBe(401);
    expect(
      (await msg91.sendInbound(`${base}/sms/inbound?token=guessed`, '9876543210', 'STOP')).status,
    ).toBe(401);
    const notReport = await fetch(`${base}/sms/report?token=${SMS_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=oops',
    });
    expect(notReport.status).toBe(400);
    const noSender = await fetch(`${base}/sms/inbound?token=${SMS_TOKEN}&content=STOP`);
    expect(noSender.status).toBe(400);
  });
});
