import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelError,
  type OutgoingMessage,
} from '#server/features/notifications/channels/channel';
import { createWhatsAppChannel } from '#server/features/notifications/channels/whatsapp';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'system-user-token-for-tests';

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 'ntf_0001',
  channel: 'whatsapp',
  to: '+919876543210',
  language: 'hi',
  text: 'नमस्ते आशा, आपकी डेमो क्लास 12 मार्च को 10:00 बजे है।',
  whatsappTemplate: {
    name: 'demo_class_booked',
    language: 'hi',
    parameters: ['आशा', '12 मार्च', '10:00'],
  },
  ...overrides,
});

/** The failure a send ends in. */
const failureOf = async (send: Promise<unknown>) => {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
};

describe('the WhatsApp Cloud API channel', () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let whatsapp: ReturnType<typeof createWhatsAppChannel>;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn({
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      appSecret: 'app-secret',
    });
    whatsapp = createWhatsAppChannel({
      apiUrl: meta.url,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      timeoutMs: 500,
    });
  });
  afterAll(() => meta.close());

  it('sends the approved template with its parameters and our id, and keeps the wamid', async () => {
    const { providerId } = await whatsapp.send(message());
    expect(providerId).toMatch(/^wamid\./);
    expect(meta.accepted.at(-1)).toEqual({
      wamid: providerId,
      to: '919876543210',
      template: {
        name: 'demo_class_booked',
        language: 'hi',
        parameters: ['आशा', '12 मार्च', '10:00'],
      },
      bizOpaqueCallbackData: 'ntf_0001',
    });
  });

  it('does not retry what Meta refuses (4xx), and says why', async () => {
    const before = meta.accepted.length;
    const noName = await failureOf(
      whatsapp.send(message({ whatsappTemplate: { name: '', language: 'en', parameters: [] } })),
    );
    expect(noName.retryable).toBe(false);
    expect(noName.message).toContain('131008');
    expect(noName.message).toContain('Parameter name is required');

    meta.failNext(1, 400);
    expect((await failureOf(whatsapp.send(message()))).retryable).toBe(false);

    const wrongToken = createWhatsAppChannel({
      apiUrl: meta.url,
      phoneNumberId: PHONE_NUMBER_ID,
      token: 'expired',
      timeoutMs: 500,
    });
    const refused = await failureOf(wrongToken.send(message()));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toMatch(/401.*Invalid OAuth access token.*code 190/);
    expect(meta.accepted.length).toBe(before);
  });

  it('refuses, before calling, a message without a template or with a number that is not E.164', async () => {
    const before = meta.accepted.length;
    const noTemplate = await failureOf(whatsapp.send(message({ whatsappTemplate: undefined })));
    expect(noTemplate.retryable).toBe(false);
    const badNumber = await failureOf(whatsapp.send(message({ to: '09876543210' })));
    expect(badNumber.retryable).toBe(false);
    expect(meta.accepted.length).toBe(before);
  });

  it('retries a 5xx, a rate limit and a time-out, and the next try goes through once', async () => {
    const before = meta.accepted.length;
    meta.failNext(1, 500);
    const serverError = await failureOf(whatsapp.send(message()));
    expect(serverError.retryable).toBe(true);
    expect(serverError.message).toContain('500');

    meta.failNext(1, 429);
    const limited = await failureOf(whatsapp.send(message()));
    expect(limited.retryable).toBe(true);
    expect(limited.message).toContain('130429');

    meta.failNext(1, 'pair-rate-limit');
    const pairLimited = await failureOf(whatsapp.send(message()));
    expect(pairLimited.message).toMatch(/^WhatsApp answered 400: .*131056/);
    expect(pairLimited.retryable).toBe(true);

    meta.failNext(1, 'hang');
    const started = Date.now();
    const timedOut = await failureOf(whatsapp.send(message()));
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toContain('did not answer within 500 ms');
    expect(Date.now() - started).toBeLessThan(5_000);

    await whatsapp.send(message());
    expect(meta.accepted.length).toBe(before + 1);
  });

  it('retries when Meta cannot be reached', async () => {
    const nowhere = createWhatsAppChannel({
      apiUrl: 'http://127.0.0.1:9/v21.0',
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      timeoutMs: 500,
    });
    const unreachable = await failureOf(nowhere.send(message()));
    expect(unreachable.retryable).toBe(true);
    expect(unreachable.message).toContain('could not be reached');
  });

  it("is throttled past the number's throughput, as a retryable failure", async () => {
    const slow = await startWhatsAppStandIn({
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      appSecret: 'app-secret',
      maxPerSecond: 3,
    });
    try {
      const channel = createWhatsAppChannel({
        apiUrl: slow.url,
        phoneNumberId: PHONE_NUMBER_ID,
        token: TOKEN,
        timeoutMs: 1000,
      });
      const sends = await Promise.allSettled([1, 2, 3, 4].map(() => channel.send(message())));
      expect(slow.accepted).toHaveLength(3);
      const [throttled] = sends.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
      expect(throttled).toBeInstanceOf(ChannelError);
      expect((throttled as ChannelError).retryable).toBe(true);
      expect((throttled as ChannelError).message).toContain('130429');
    } finally {
      await slow.close();
    }
  });
});
