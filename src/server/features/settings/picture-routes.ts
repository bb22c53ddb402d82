import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { publicSiteSettingsSchema } from '#common/schemas/site-settings';
import type { SiteSettings } from '#common/site-settings';
import { getSiteSettings, saveSiteSettings } from '#server/db/site-settings';
import { noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { intakeImage, readMultipart } from '#server/plugins/uploads';
import { imageUrl, sitePictureKey as uploadedKey } from '#server/services/images';
import { withServerFacts } from './server-facts';

interface PictureSlot {
  /** The picture it replaces, removed once the new one is saved; none to keep it. */
  current: (settings: SiteSettings) => string | null;
  place: (settings: SiteSettings, url: string) => SiteSettings;
}

/** Takes the request's `image` through the image intake and puts it in one slot of the settings. */
async function replacePicture(app: FastifyInstance, request: FastifyRequest, slot: PictureSlot) {
  const { files } = await readMultipart(request);
  if (!files.image) throw new HttpError(400, 'Choose a picture.', { image: 'Choose a picture.' });
  const current = await getSiteSettings(app.db);
  const settings = await intakeImage(app.storage, files.image, {
    folder: 'site-pictures',
    replaces: uploadedKey(slot.current(current) ?? ''),
    save: async (key) => {
      const updated = slot.place(current, imageUrl(app.storage, key));
      await saveSiteSettings(app.db, updated);
      return updated;
    },
  });
  return withServerFacts(app, settings);
}

const response = { 200: envelope(publicSiteSettingsSchema) };

/**
 * PUT /settings/banner/{n}: one of the home page's three banner pictures;
 * PUT /settings/sample-certificate: the sample the footer's certificate thumbnail opens;
 * PUT and DELETE /settings/invoice-signature: the signature on invoices and receipts (admins).
 * A replaced or removed signature stays stored: documents issued with it still print it.
 */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put(
    '/settings/banner/:position',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ position: z.coerce.number().int().min(1).max(3) }), response },
    },
    async (request) => {
      const index = request.params.position - 1;
      const data = await replacePicture(app, request, {
        current: (settings) => settings.bannerImages[index] ?? '',
        place: (settings, url) => ({
          ...settings,
          bannerImages: settings.bannerImages.map((old, i) => (i === index ? url : old)),
        }),
      });
      noteAudit(request, { summary: `Banner ${request.params.position}: picture replaced` });
      return { success: true, message: 'Banner updated', data };
    },
  );
  typed.put(
    '/settings/sample-certificate',
    { config: { access: 'admin' }, schema: { response } },
    async (request) => {
      const data = await replacePicture(app, request, {
        current: (settings) => settings.sampleCertificateImage,
        place: (settings, sampleCertificateImage) => ({ ...settings, sampleCertificateImage }),
      });
      noteAudit(request, { summary: 'Sample certificate: picture replaced' });
      return { success: true, message: 'Sample certificate updated', data };
    },
  );
  typed.put(
    '/settings/invoice-signature',
    { config: { access: 'admin' }, schema: { response } },
    async (request) => {
      const data = await replacePicture(app, request, {
        current: () => null,
        place: (settings, invoiceSignatureImage) => ({ ...settings, invoiceSignatureImage }),
      });
      noteAudit(request, { summary: 'Invoice signature: picture replaced' });
      return { success: true, message: 'Signature updated', data };
    },
  );
  typed.delete(
    '/settings/invoice-signature',
    { config: { access: 'admin' }, schema: { response } },
    async (request) => {
      const settings = { ...(await getSiteSettings(app.db)), invoiceSignatureImage: null };
      await saveSiteSettings(app.db, settings);
      noteAudit(request, { summary: 'Invoice signature: removed' });
      return { success: true, message: 'Signature removed', data: withServerFacts(app, settings) };
    },
  );
}
