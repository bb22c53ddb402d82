import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { publicSiteSettingsSchema } from '#common/schemas/site-settings';
import { getSiteSettings } from './repo';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(publicSiteSettingsSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const settings = await getSiteSettings(app.db);
      return {
        success: true,
        data: {
          ...settings,
          googleSignIn: Boolean(app.config.GOOGLE_CLIENT_ID),
          testPayments: app.payments.name === 'test',
        },
      };
    },
  );
}
