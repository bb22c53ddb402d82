import type { Db } from '#server/db/database';
import type { ProviderTemplates } from './outgoing';
import { allTemplateRows } from './templates/overrides';

/** The WhatsApp template names and SMS template ids the admin saved, by event. */
export async function providerTemplates(db: Db): Promise<ProviderTemplates> {
  const templates: ProviderTemplates = { whatsapp: {}, sms: {} };
  for (const row of await allTemplateRows(db)) {
    if (row.whatsapp_name) templates.whatsapp[row.event] = row.whatsapp_name;
    if (row.sms_template_id) templates.sms[row.event] = row.sms_template_id;
  }
  return templates;
}
