import { siteSettingsSchema } from '#common/schemas/site-settings';
import { defaultSiteSettings, type SiteSettings } from '#common/site-settings';
import type { Db } from './database';
import { now } from './time';

/** The site settings record, read by the settings and reviews features. */

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

/** Stores the whole record (already validated) in place of the one there. */
export async function saveSiteSettings(db: Db, settings: SiteSettings): Promise<void> {
  const value = JSON.stringify(settings);
  const updated_at = now();
  await db
    .insertInto('site_settings')
    .values({ key: KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
