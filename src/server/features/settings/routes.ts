import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { nestedChangeSummary } from '#server/plugins/audit-summary';
import { settingsAuditFields } from './audit-fields';
import { envelope } from '#common/schemas/envelope';
import { publicSiteSettingsSchema, siteSettingsUpdateSchema } from '#common/schemas/site-settings';
import { gradingMessages, gradingScaleBodySchema } from '#common/schemas/grading';
import {
  getGradingScale,
  getSiteSettings,
  saveGradingScale,
  saveSiteSettings,
} from '#server/db/site-settings';
import { admissionFormRoutes } from './admission-form-routes';
import { pictureRoutes } from './picture-routes';
import { withServerFacts } from './server-facts';

const settingsEnvelope = envelope(publicSiteSettingsSchema);
const gradingEnvelope = envelope(gradingScaleBodySchema);

/** The institute's facts for every page (public), and their editing (admins). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'settings');
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(pictureRoutes);
  await app.register(admissionFormRoutes);

  api.get(
    '/settings',
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { response: { 200: settingsEnvelope } },
    },
    async () => ({ success: true, data: withServerFacts(app, await getSiteSettings(app.db)) }),
  );

  api.patch(
    '/settings',
    {
      config: { access: 'admin' },
      schema: { body: siteSettingsUpdateSchema, response: { 200: settingsEnvelope } },
    },
    async (request) => {
      const before = await getSiteSettings(app.db);
      const settings = { ...before, ...request.body };
      noteAudit(request, {
        summary: nestedChangeSummary(before, settings, settingsAuditFields) || 'No change',
      });
      await saveSiteSettings(app.db, settings);
      return { success: true, message: 'Settings saved', data: withServerFacts(app, settings) };
    },
  );

  api.get(
    '/settings/grading-scale',
    { config: { access: 'admin' }, schema: { response: { 200: gradingEnvelope } } },
    async () => ({ success: true, data: { bands: await getGradingScale(app.db) } }),
  );

  api.put(
    '/settings/grading-scale',
    {
      config: { access: 'admin' },
      schema: { body: gradingScaleBodySchema, response: { 200: gradingEnvelope } },
    },
    async (request) => {
      const { bands } = request.body;
      await saveGradingScale(app.db, bands);
      noteAudit(request, {
        summary: `Grading scale: ${bands.map((b) => `${b.grade} ${b.min}%`).join(', ')}`,
      });
      return { success: true, message: gradingMessages.saved, data: { bands } };
    },
  );
}
