import type { Language } from '#common/languages';
export type ChannelName = 'whatsapp' | 'sms' | 'email';
export interface OutgoingMessage {
  /** The notifications row's id. */
  id: string;
  channel: ChannelName;
  /** An E.164 phone number (+919876543210) or an e-mail address. */
  to: string;
  language: Language;
  /** The rendered text (SMS text, e-mail text; WhatsApp's template body as it reads). */
  text: string;
  subject?: string;
  /** E-mail: where a reply goes, when not to the institute. */
  replyTo?: string;
  /** E-mail: ends with the opt-out link and carries List-Unsubscribe (see `offersOptOut`). */
  offersOptOut?: boolean;
  /** WhatsApp: the approved template's name, its language code and its body parameters in order. */
  whatsappTemplate?: { name: string; language: string; parameters: string[] };
  /** SMS: the DLT template id registered with TRAI, and the template's variables in order. */
  sms?: { dltTemplateId: string; variables: string[] };
}
export interface SendResult {
  providerId: string;
}
/** A send that failed; `retryable` for 5xx, time-outs and network errors, not for 4xx. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
export interface Channel {
  readonly name: ChannelName;
  send(message: OutgoingMessage): Promise<SendResult>;
}
