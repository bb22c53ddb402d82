import { siteSettingsSchema } from '#common/schemas/site-settings';
import { defaultSiteSettings, type SiteSettings } from '#common/site-settings';
import type { Db } from '../../db/database';

const KEY = 'site';

/** The stored record merged over the defaults, so new fields always have a value. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return defaultSiteSettings;
  const parsed = siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...JSON.parse(row.value) });
  return parsed.success ? parsed.data : defaultSiteSettings;
}
