import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChannelError } from '#server/features/notifications/channels/channel';
import { createEmailChannel } from '#server/features/notifications/channels/email';
import { createOutboxChannel } from '#server/features/notifications/channels/outbox';

const message = {
  id: 'n1',
  channel: 'email' as const,
  to: 'kavya@example.com',
  language: 'en' as const,
  subject: 'Your demo class',
  text: 'Hello',
};

/** Opt-out links that name their address, so a test sees which one a mail carries. */
const optOut = {
  page: (address: string, language: string) => `https://vidya.example/${language}/u?${address}`,
  oneClick: (address: string) => `https://vidya.example/api/u?${address}`,
};

/** A mailer whose send fails as nodemailer reports an SMTP reply or a dropped connection. */
const failingMailer = (failure: Error & { responseCode?: number }) => ({
  send: async () => {
    throw failure;
  },
});

describe('the e-mail channel', () => {
  it.each([
    [
      'a 5xx SMTP reply is permanent',
      Object.assign(new Error('550 No such user'), { responseCode: 550 }),
      false,
    ],
    [
      'a 4xx SMTP reply is temporary',
      Object.assign(new Error('421 Try later'), { responseCode: 421 }),
      true,
    ],
    [
      'a dropped connection is retried',
      Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' }),
      true,
    ],
  ])('%s', async (_, failure, retryable) => {
    const channel = createEmailChannel(
      failingMailer(failure),
      async () => 'office@example.com',
      optOut,
    );
    const error = await channel.send(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({ message: failure.message, retryable });
  });

  it("hands the mailer the message, replying to the institute's address", async () => {
    const sent: unknown[] = [];
    const channel = createEmailChannel(
      { send: async (mail) => void sent.push(mail) },
      async () => 'office@example.com',
      optOut,
    );
    expect(await channel.send(message)).toEqual({ providerId: 'email:n1' });
    expect(sent).toEqual([
      {
        to: 'kavya@example.com',
        replyTo: 'office@example.com',
        subject: 'Your demo class',
        text: 'Hello',
      },
    ]);
  });

  it.each([
    ['en', "Don't want these e-mails? Unsubscribe: https://vidya.example/en/u?kavya@example.com"],
    ['hi', 'ये ई-मेल नहीं चाहिए? यहाँ से बंद करें: https://vidya.example/hi/u?kavya@example.com'],
  ] as const)(
    'ends a message that offers an opt-out with its link in %s, and names the one-click address',
    async (language, line) => {
      const sent: unknown[] = [];
      const channel = createEmailChannel(
        { send: async (mail) => void sent.push(mail) },
        async () => 'office@example.com',
        optOut,
      );
      await channel.send({ ...message, language, text: 'Hello\n', offersOptOut: true });
      expect(sent).toEqual([
        expect.objectContaining({
          text: `Hello\n\n${line}\n`,
          unsubscribeUrl: 'https://vidya.example/api/u?kavya@example.com',
        }),
      ]);
    },
  );
});

describe('the outbox channel', () => {
  it('writes an SMS as a labelled file with its DLT template and variables', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    try {
      const channel = createOutboxChannel('sms', dir, { info: () => undefined });
      const result = await channel.send({
        id: 'n2',
        channel: 'sms',
        to: '+919876543210',
        language: 'hi',
        text: 'आपकी डेमो क्लास बुक है।',
        sms: { dltTemplateId: '1107160000000000001', variables: ['Kavya', 'Tally'] },
      });
      expect(result).toEqual({ providerId: 'outbox:n2' });
      const [file = ''] = await fs.readdir(dir);
      expect(file).toMatch(/-sms-n2\.txt$/);
      expect(await fs.readFile(path.join(dir, file), 'utf8')).toBe(
        [
          'Channel: SMS (not sent: no provider configured)',
          'To: +919876543210',
          'Language: hi',
          'DLT template id: 1107160000000000001',
          'Variable 1: Kavya',
          'Variable 2: Tally',
          '',
          'आपकी डेमो क्लास बुक है।',
          '',
        ].join('\n'),
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
