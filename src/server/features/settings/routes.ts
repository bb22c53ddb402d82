import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from './repo';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', { config: { access: 'public' } }, async (_request, reply) => {
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
  });
}
