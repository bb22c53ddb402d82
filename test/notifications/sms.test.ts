import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelError,
  type OutgoingMessage,
} from '#server/features/notifications/channels/channel';
import { createSmsChannel } from '#server/features/notifications/channels/sms';
import { startSmsStandIn } from '../helpers/sms-stand-in';

const AUTH_KEY = '412345AbCdEfGh65a1b2c3P1';

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 'ntf_0002',
  channel: 'sms',
  to: '+919876543210',
  language: 'en',
  text: 'Dear Asha, your demo class is on 12 Mar at 10:00. -Vidya Computer Institute',
  sms: { dltTemplateId: '65f0c1d2e3a4b5c6d7e8f901', variables: ['Asha', '12 Mar', '10:00'] },
  ...overrides,
});

const failureOf = async (send: Promise<unknown>) => {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
};

describe('the MSG91 SMS channel', () => {
  let msg91: Awaited<ReturnType<typeof startSmsStandIn>>;
  let sms: ReturnType<typeof createSmsChannel>;

  beforeAll(async () => {
    msg91 = await startSmsStandIn({ authKey: AUTH_KEY });
    sms = createSmsChannel({
      apiUrl: msg91.url,
      authKey: AUTH_KEY,
      senderId: 'VIDYAI',
      timeoutMs: 500,
    });
  });
  afterAll(() => msg91.close());

  it('sends the template with its sender and variables, and keeps the request id', async () => {
    const { providerId } = await sms.send(message());
    expect(msg91.accepted.at(-1)).toEqual({
      requestId: providerId,
      templateId: '65f0c1d2e3a4b5c6d7e8f901',
      sender: 'VIDYAI',
      mobiles: '919876543210',
      variables: { var1: 'Asha', var2: '12 Mar', var3: '10:00' },
    });
  });

  it('does not retry what MSG91 refuses, and says why', async () => {
    const before = msg91.accepted.length;
    const noTemplate = await failureOf(
      sms.send(message({ sms: { dltTemplateId: '', variables: [] } })),
    );
    expect(noTemplate.retryable).toBe(false);

    const wrongKey = createSmsChannel({
      apiUrl: msg91.url,
      authKey: 'revoked',
      senderId: 'VIDYAI',
      timeoutMs: 500,
    });
    const refused = await failureOf(wrongKey.send(message()));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toBe('MSG91 answered 401: Authentication failure');

    msg91.failNext(1, 400);
    expect((await failureOf(sms.send(message()))).retryable).toBe(false);
    expect(msg91.accepted.length).toBe(before);
  });

  it('refuses, before calling, a number that is not E.164', async () => {
    const before = msg91.accepted.length;
    expect((await failureOf(sms.send(message({ to: '9876543210' })))).retryable).toBe(false);
    expect(msg91.accepted.length).toBe(before);
  });

  it('retries a 5xx, a 429 and a time-out, and the next try goes through once', async () => {
    const before = msg91.accepted.length;
    msg91.failNext(1, 500);
    const serverError = await failureOf(sms.send(message()));
    expect(serverError.retryable).toBe(true);
    expect(serverError.message).toBe('MSG91 answered 500: Internal Server Error');

    msg91.failNext(1, 429);
    expect((await failureOf(sms.send(message()))).retryable).toBe(true);

    msg91.failNext(1, 'hang');
    const timedOut = await failureOf(sms.send(message()));
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toContain('did not answer within 500 ms');

    await sms.send(message());
    expect(msg91.accepted.length).toBe(before + 1);
  });

  it("is throttled past the account's rate, as a retryable failure", async () => {
    const slow = await startSmsStandIn({ authKey: AUTH_KEY, maxPerSecond: 2 });
    try {
      const channel = createSmsChannel({
        apiUrl: slow.url,
        authKey: AUTH_KEY,
        senderId: 'VIDYAI',
        timeoutMs: 1000,
      });
      const sends = await Promise.allSettled([1, 2, 3].map(() => channel.send(message())));
      expect(slow.accepted).toHaveLength(2);
      const [throttled] = sends.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
      expect((throttled as ChannelError).retryable).toBe(true);
      expect((throttled as ChannelError).message).toBe('MSG91 answered 429: Too many requests');
    } finally {
      await slow.close();
    }
  });
});
