import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { publicSiteSettingsSchema } from '#common/schemas/site-settings';
import { getSiteSettings, saveSiteSettings } from '../../db/site-settings';
import { HttpError } from '../../plugins/errors';
import { intakeImage, readMultipart } from '../../plugins/uploads';
import { imageUrl } from '../../services/images';
import { withServerFacts } from './server-facts';

/** The storage key of a banner this route stored, from its URL; none for the built-in ones. */
const uploadedKey = (url: string) => {
  const match = /(banners\/[0-9a-f-]{36})-\d+\.webp$/.exec(url);
  return match ? `public/${match[1]}` : undefined;
};

/** PUT /settings/banner/{n}: replaces one of the home page's three banner pictures (admins). */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/settings/banner/:position',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ position: z.coerce.number().int().min(1).max(3) }),
        response: { 200: envelope(publicSiteSettingsSchema) },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request);
      if (!files.image)
        throw new HttpError(400, 'Choose a picture.', { image: 'Choose a picture.' });
      const index = request.params.position - 1;
      const current = await getSiteSettings(app.db);
      const previous = current.bannerImages[index] ?? '';
      const settings = await intakeImage(app.storage, files.image, {
        folder: 'banners',
        replaces: uploadedKey(previous),
        save: async (key) => {
          const bannerImages = current.bannerImages.map((url, i) =>
            i === index ? imageUrl(app.storage, key) : url,
          );
          const updated = { ...current, bannerImages };
          await saveSiteSettings(app.db, updated);
          return updated;
        },
      });
      return { success: true, message: 'Banner updated', data: withServerFacts(app, settings) };
    },
  );
}
