import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AcceptedWhatsApp } from '../../test/helpers/whatsapp-stand-in';

/** The journeys' WhatsApp Business number, as the site and its stand-in both know it. */
export const WHATSAPP = {
  phoneNumberId: '109876543210987',
  token: 'e2e-whatsapp-token',
  appSecret: 'e2e-whatsapp-app-secret',
};

/** Where the journeys' server writes each message its WhatsApp stand-in accepted (serve.ts). */
export const whatsAppLog = (dataDir: string) => path.join(dataDir, 'whatsapp-stand-in.jsonl');

/**
 * The WhatsApp messages the stand-in of the server keeping its data in `dataDir` has accepted for
 * `phone` (digits, with 91), oldest first.
 */
export function whatsAppSentTo(dataDir: string, phone: string): AcceptedWhatsApp[] {
  const file = whatsAppLog(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AcceptedWhatsApp)
    .filter((message) => message.to === phone);
}
