import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsChannel } from '#server/features/notifications/channels/sms';
import { createWhatsAppChannel } from '#server/features/notifications/channels/whatsapp';
import { parseDeliveryReport, parseInboundSms } from '#server/features/notifications/sms-webhook';
import { isStopReply, secretMatches } from '#server/features/notifications/webhook-events';
import {
  handshakeChallenge,
  isSignedByMeta,
  parseWhatsAppWebhook,
} from '#server/features/notifications/whatsapp-webhook';
import { startSmsStandIn } from '../helpers/sms-stand-in';
import { startWebhookCatcher } from '../helpers/webhook-catcher';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-tests';
const RECEIVED = new Date('2026-03-12T04:30:00Z');
const json = (raw: Buffer): unknown => JSON.parse(raw.toString('utf8'));

describe('WhatsApp webhooks', () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let catcher: Awaited<ReturnType<typeof startWebhookCatcher>>;
  let wamid: string;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn({ phoneNumberId: '1065', token: 't', appSecret: APP_SECRET });
    catcher = await startWebhookCatcher();
    const whatsapp = createWhatsAppChannel({
      apiUrl: meta.url,
      phoneNumberId: '1065',
      token: 't',
      timeoutMs: 1000,
    });
    ({ providerId: wamid } = await whatsapp.send({
      id: 'ntf_42',
      channel: 'whatsapp',
      to: '+919876543210',
      language: 'en',
      text: 'Your payment of ₹1,499 is recorded.',
      whatsappTemplate: { name: 'payment_recorded', language: 'en', parameters: ['₹1,499'] },
    }));
  });
  afterAll(async () => {
    await meta.close();
    await catcher.close();
  });

  it('answers the handshake only with the right token', async () => {
    await meta.verify(catcher.url, 'verify-me', '1158201444');
    const query = Object.fromEntries(catcher.last().url.searchParams);
    expect(handshakeChallenge(query, 'verify-me')).toBe('1158201444');
    expect(handshakeChallenge(query, 'another-token')).toBeUndefined();
    expect(
      handshakeChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'verify-me'),
    ).toBeUndefined();
    expect(handshakeChallenge({}, 'verify-me')).toBeUndefined();
  });

  it('accepts a body Meta signed and refuses a forged or altered one', async () => {
    await meta.sendStatus(catcher.url, wamid, 'delivered');
    const signed = catcher.last();
    expect(isSignedByMeta(signed.raw, signed.headers['x-hub-signature-256'], APP_SECRET)).toBe(
      true,
    );

    await meta.sendStatus(catcher.url, wamid, 'read', { secret: 'a-forger-s-guess' });
    const forged = catcher.last();
    expect(isSignedByMeta(forged.raw, forged.headers['x-hub-signature-256'], APP_SECRET)).toBe(
      false,
    );

    const altered = Buffer.from(signed.raw.toString('utf8').replace('delivered', 'read'));
    expect(isSignedByMeta(altered, signed.headers['x-hub-signature-256'], APP_SECRET)).toBe(false);
    expect(isSignedByMeta(signed.raw, undefined, APP_SECRET)).toBe(false);
    expect(isSignedByMeta(signed.raw, 'sha1=abc', APP_SECRET)).toBe(false);
  });

  it('verifies the escaped bytes Meta sends, not a re-encoding of them', async () => {
    await meta.sendReply(catcher.url, '919876543210', 'बंद');
    const { raw, headers } = catcher.last();
    expect(raw.toString('utf8')).toContain('\\u092c\\u0902\\u0926');
    expect(isSignedByMeta(raw, headers['x-hub-signature-256'], APP_SECRET)).toBe(true);
    const reencoded = Buffer.from(JSON.stringify(json(raw)));
    expect(isSignedByMeta(reencoded, headers['x-hub-signature-256'], APP_SECRET)).toBe(false);
  });

  it('reads each status with its time, our id and a failure reason', async () => {
    const at = new Date('2026-03-12T04:31:07Z');
    await meta.sendStatus(catcher.url, wamid, 'sent', { at });
    expect(parseWhatsAppWebhook(json(catcher.last().raw), RECEIVED)).toEqual([
      { kind: 'status', providerId: wamid, status: 'sent', at, ourId: 'ntf_42' },
    ]);
    await meta.sendStatus(catcher.url, wamid, 'failed', {
      at,
      error: {
        code: 131026,
        title: 'Message undeliverable',
        details: 'Receiver is not on WhatsApp',
      },
    });
    expect(parseWhatsAppWebhook(json(catcher.last().raw), RECEIVED)).toEqual([
      {
        kind: 'status',
        providerId: wamid,
        status: 'failed',
        at,
        reason: '131026 Message undeliverable: Receiver is not on WhatsApp',
        ourId: 'ntf_42',
      },
    ]);
  });

  it('reads a text a person sent back, and a STOP among them', async () => {
    const at = new Date('2026-03-12T05:00:00Z');
    await meta.sendReply(catcher.url, '919876543210', ' Stop ', at);
    const events = parseWhatsAppWebhook(json(catcher.last().raw), RECEIVED);
    expect(events).toEqual([{ kind: 'reply', from: '+919876543210', text: ' Stop ', at }]);
    expect(events?.[0]?.kind === 'reply' && isStopReply(events[0].text)).toBe(true);
  });

  it('refuses a body that is not a WhatsApp Business Account webhook, and skips other kinds', () => {
    expect(parseWhatsAppWebhook({ object: 'page', entry: [] }, RECEIVED)).toBeUndefined();
    expect(parseWhatsAppWebhook('statuses', RECEIVED)).toBeUndefined();
    const picture = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  { from: '919876543210', id: 'w', timestamp: '1773290000', type: 'image' },
                ],
                statuses: [{ id: 'w2', status: 'deleted', timestamp: '1773290000' }],
              },
            },
          ],
        },
      ],
    };
    expect(parseWhatsAppWebhook(picture, RECEIVED)).toEqual([]);
  });
});

describe('MSG91 callbacks', () => {
  let msg91: Awaited<ReturnType<typeof startSmsStandIn>>;
  let catcher: Awaited<ReturnType<typeof startWebhookCatcher>>;
  let requestId: string;

  beforeAll(async () => {
    msg91 = await startSmsStandIn({ authKey: 'k' });
    catcher = await startWebhookCatcher();
    const sms = createSmsChannel({
      apiUrl: msg91.url,
      authKey: 'k',
      senderId: 'VIDYAI',
      timeoutMs: 1000,
    });
    ({ providerId: requestId } = await sms.send({
      id: 'ntf_43',
      channel: 'sms',
      to: '+919876543210',
      language: 'en',
      text: 'Fee of Rs 1499 is due on 15 Mar. -Vidya',
      sms: { dltTemplateId: '65f0c1d2e3a4b5c6d7e8f902', variables: ['1499', '15 Mar'] },
    }));
  });
  afterAll(async () => {
    await msg91.close();
    await catcher.close();
  });

  it('reads a delivery report, with India time turned into an instant', async () => {
    await msg91.sendReport(catcher.url, requestId, 'delivered', {
      at: new Date('2026-03-12T04:36:20Z'),
    });
    const { raw, headers } = catcher.last();
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(raw.toString('utf8')).toContain('2026-03-12+10%3A06%3A20');
    expect(parseDeliveryReport(raw.toString('utf8'), RECEIVED)).toEqual([
      {
        kind: 'status',
        providerId: requestId,
        status: 'delivered',
        at: new Date('2026-03-12T04:36:20Z'),
        to: '+919876543210',
      },
    ]);
  });

  it('reads a failed, rejected or NDNC report as failed, with its reason', async () => {
    await msg91.sendReport(catcher.url, requestId, 'rejected', { reason: 'DLT template mismatch' });
    const [event] = parseDeliveryReport(catcher.last().raw.toString('utf8'), RECEIVED) ?? [];
    expect(event).toMatchObject({ status: 'failed', reason: 'DLT template mismatch' });
    await msg91.sendReport(catcher.url, requestId, 'ndnc');
    const [ndnc] = parseDeliveryReport(catcher.last().raw.toString('utf8'), RECEIVED) ?? [];
    expect(ndnc).toMatchObject({ status: 'failed', reason: 'NDNC' });
  });

  it('refuses a body that is not a report', () => {
    expect(parseDeliveryReport('', RECEIVED)).toBeUndefined();
    expect(parseDeliveryReport('data=not-json', RECEIVED)).toBeUndefined();
    expect(parseDeliveryReport('data=%5B%7B%22report%22%3A%5B%5D%7D%5D', RECEIVED)).toBeUndefined();
  });

  it('reads an inbound STOP from a ten-digit number', async () => {
    const at = new Date('2026-03-12T06:00:00Z');
    await msg91.sendInbound(`${catcher.url}?token=x`, '9876543210', 'STOP', at);
    const query = Object.fromEntries(catcher.last().url.searchParams);
    expect(query.token).toBe('x');
    const event = parseInboundSms(query, RECEIVED);
    expect(event).toEqual({ kind: 'reply', from: '+919876543210', text: 'STOP', at });
    expect(parseInboundSms({ ...query, msisdn: '12345' }, RECEIVED)).toBeUndefined();
    expect(parseInboundSms({ msisdn: '919876543210' }, RECEIVED)).toBeUndefined();
  });
});

describe('replies and secrets', () => {
  it('knows a STOP, in English or Hindi, whatever its case and spaces', () => {
    for (const text of [
      'STOP',
      ' stop ',
      'Stop all',
      'STOP  ALL',
      'Unsubscribe',
      'Stop promotions',
      'stop.',
      'बंद',
      ' रोकें ',
      'बंद करें।',
    ]) {
      expect(isStopReply(text), text).toBe(true);
    }
    for (const text of [
      '',
      'stop sending the wrong time',
      'Thanks',
      'nonstop',
      'बंद है क्या?',
      'STOPP',
    ]) {
      expect(isStopReply(text), text).toBe(false);
    }
  });

  it('compares secrets whole', () => {
    expect(secretMatches('token-1', 'token-1')).toBe(true);
    expect(secretMatches('token-', 'token-1')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches(undefined, 'token-1')).toBe(false);
    expect(secretMatches(['token-1'], 'token-1')).toBe(false);
  });
});
