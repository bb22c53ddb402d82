import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdmissionFormSettings } from '#common/admission-form';
import { admissionMessages } from '#common/admissions';
import { envelope } from '#common/schemas/envelope';
import type { SiteSettings } from '#common/site-settings';
import { admissionFormSettingsSchema } from '#common/schemas/admissions';
import { getSiteSettings, saveSiteSettings } from '#server/db/site-settings';
import { noteAudit } from '#server/plugins/audit';
import { nestedChangeSummary } from '#server/plugins/audit-summary';
import { settingsAuditFields } from './audit-fields';

const formEnvelope = envelope(admissionFormSettingsSchema);

/** The form as the activity log reads it: the fields asked as one list. */
const logged = (form: AdmissionFormSettings) => ({
  admissionForm: { ...form, askFields: form.askFields.join(', ') },
});

/**
 * GET and PUT /settings/admission-form (admins): the fields and documents the admission form
 * asks, the documents' retention and the number prefix (decision 072). The public form reads
 * them with its courses (GET /admission/setup); the other settings' PATCH leaves them alone.
 */
export async function admissionFormRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  api.get(
    '/settings/admission-form',
    { config: admin, schema: { response: { 200: formEnvelope } } },
    async () => ({ success: true, data: (await getSiteSettings(app.db)).admissionForm }),
  );

  api.put(
    '/settings/admission-form',
    {
      config: admin,
      schema: { body: admissionFormSettingsSchema, response: { 200: formEnvelope } },
    },
    async (request) => {
      const before = await getSiteSettings(app.db);
      const admissionForm = request.body;
      const settings: SiteSettings = { ...before, admissionForm };
      await saveSiteSettings(app.db, settings);
      noteAudit(request, {
        summary:
          nestedChangeSummary(
            logged(before.admissionForm),
            logged(admissionForm),
            settingsAuditFields,
          ) || 'No change',
      });
      return { success: true, message: admissionMessages.formSaved, data: admissionForm };
    },
  );
}
