import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerSite } from '../helpers/provider-site';
import { serverWarnings } from '../helpers/server-log';

const APP_SECRET = 'meta-app-secret-for-route-tests';
const VERIFY_TOKEN = 'verify-token-for-route-tests';
const SMS_TOKEN = 'sms-callback-token-0123456789';

/**
 * The webhooks' refusals, which answer before anything is recorded. What an accepted webhook
 * records is in webhook-effects.test.ts.
 */
describe('the notification webhooks refuse what a provider did not send', () => {
  const ctx = providerSite({
    appSecret: APP_SECRET,
    smsToken: SMS_TOKEN,
    verifyToken: VERIFY_TOKEN,
  });

  it("answers Meta's handshake with the challenge as text, and refuses a wrong token", async () => {
    const right = await ctx.meta.verify(`${ctx.base}/whatsapp/webhook`, VERIFY_TOKEN, '1158201444');
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await right.text()).toBe('1158201444');
    const wrong = await ctx.meta.verify(`${ctx.base}/whatsapp/webhook`, 'guessed', '1158201444');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
  });

  it('refuses a forged or unsigned WhatsApp webhook with 401', async () => {
    const forged = await ctx.meta.sendStatus(`${ctx.base}/whatsapp/webhook`, 'wamid.X', 'read', {
      secret: 'a-forger-s-guess',
    });
    expect(forged.status).toBe(401);
    expect(serverWarnings()).toContain('WhatsApp webhook signature mismatch');
    const unsigned = await fetch(`${ctx.base}/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"object":"whatsapp_business_account","entry":[]}',
    });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a signed body that is not a WhatsApp webhook with 400', async () => {
    for (const raw of ['{"object":"page","entry":[]}', '{oops']) {
      const signature = createHmac('sha256', APP_SECRET).update(raw).digest('hex');
      const answer = await fetch(`${ctx.base}/whatsapp/webhook`, {
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
    expect((await ctx.msg91.sendReport(`${ctx.base}/sms/report`, 'r1', 'delivered')).status).toBe(
      401,
    );
    expect(
      (await ctx.msg91.sendReport(`${ctx.base}/sms/report?token=guessed`, 'r1', 'delivered'))
        .status,
    ).toBe(401);
    expect(
      (await ctx.msg91.sendInbound(`${ctx.base}/sms/inbound?token=guessed`, '9876543210', 'STOP'))
        .status,
    ).toBe(401);
    const notReport = await fetch(`${ctx.base}/sms/report?token=${SMS_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=oops',
    });
    expect(notReport.status).toBe(400);
    const noSender = await fetch(`${ctx.base}/sms/inbound?token=${SMS_TOKEN}&content=STOP`);
    expect(noSender.status).toBe(400);
  });
});
