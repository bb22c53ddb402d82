import type { Language } from '#common/languages';
import type {
  NotificationChannel,
  NotificationPurpose,
  RecipientRole,
} from '#common/notifications';
import type { Db } from '#server/db/database';
import { consentsFor } from './repo';

/** A person a message goes to, with whichever of a phone and an e-mail address they have. */
export interface Recipient {
  role: RecipientRole;
  name: string;
  userId?: string | null;
  language: Language;
  /** Ten digits (9876543210) or E.164 (+919876543210). */
  phone?: string | null;
  email?: string | null;
}

export interface ChannelAddress {
  channel: NotificationChannel;
  address: string;
}

/** An Indian mobile number's ten digits as E.164; a number already in E.164 stays as it is. */
export const toE164 = (phone: string) => (phone.startsWith('+') ? phone : `+91${phone}`);

/** The recipient's channels in the order they are tried: WhatsApp, SMS, e-mail. */
export function channelsOf(recipient: Recipient): ChannelAddress[] {
  const phone = recipient.phone ? toE164(recipient.phone) : undefined;
  return [
    ...(phone
      ? [
          { channel: 'whatsapp' as const, address: phone },
          { channel: 'sms' as const, address: phone },
        ]
      : []),
    ...(recipient.email ? [{ channel: 'email' as const, address: recipient.email }] : []),
  ];
}

/**
 * The channels a message of this purpose may use: not one the person opted out of, and for
 * marketing only those they opted in to; a security message (a reset link) any of them.
 */
export async function permittedChannels(
  db: Db,
  purpose: NotificationPurpose,
  channels: ChannelAddress[],
): Promise<ChannelAddress[]> {
  // A reset link goes to whoever asked for it, whatever they chose for other messages.
  if (channels.length === 0 || purpose === 'security') return channels;
  const consents = await consentsFor(db, [...new Set(channels.map((c) => c.address))]);
  const choice = (c: ChannelAddress) =>
    consents.find((consent) => consent.channel === c.channel && consent.address === c.address)
      ?.opted_in;
  return channels.filter((c) => (purpose === 'marketing' ? choice(c) === 1 : choice(c) !== 0));
}
