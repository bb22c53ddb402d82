import type { FastifyInstance } from 'fastify';
import type { PublicSiteSettings } from '#common/schemas/site-settings';
import type { SiteSettings } from '#common/site-settings';

/** The settings record with what the server says of its own configuration. */
export const withServerFacts = (
  app: FastifyInstance,
  settings: SiteSettings,
): PublicSiteSettings => ({
  ...settings,
  googleSignIn: Boolean(app.config.GOOGLE_CLIENT_ID),
  testPayments: app.payments.name === 'test',
});
