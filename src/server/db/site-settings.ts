import { DEFAULT_GRADING_SCALE, type GradeBand } from '#common/grading';
import { gradingScaleSchema } from '#common/schemas/grading';
import { siteSettingsSchema } from '#common/schemas/site-settings';
import { defaultAdmissionForm } from '#common/admission-form';
import {
  defaultSiteSettings,
  type PageSiteSettings,
  type SiteSettings,
} from '#common/site-settings';

const defaults: SiteSettings = { ...defaultSiteSettings, admissionForm: defaultAdmissionForm };
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
  if (!row) return defaults;
  const parsed = siteSettingsSchema.safeParse({ ...defaults, ...JSON.parse(row.value) });
  return parsed.success ? parsed.data : defaults;
}

/** Stores the whole record (already validated) in place of the one there. */
export async function saveSiteSettings(db: Db, settings: PageSiteSettings): Promise<void> {
  const value = JSON.stringify(settings);
  const updated_at = now();
  await db
    .insertInto('site_settings')
    .values({ key: KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

const GRADING_KEY = 'grading-scale';

/** The institute's grading scale (decision 069): its own record, the default until one is saved. */
export async function getGradingScale(db: Db): Promise<GradeBand[]> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', GRADING_KEY)
    .executeTakeFirst();
  const parsed = row && gradingScaleSchema.safeParse(JSON.parse(row.value));
  return parsed?.success ? parsed.data : DEFAULT_GRADING_SCALE;
}

export async function saveGradingScale(db: Db, bands: GradeBand[]): Promise<void> {
  const value = JSON.stringify(bands);
  const updated_at = now();
  await db
    .insertInto('site_settings')
    .values({ key: GRADING_KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
