import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idCardStatus } from '#common/schemas/id-cards';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { checkPageHtml, checkPath, checkRefusalHtml, type CheckLanguage } from './check-page';
import { findCardByToken } from './repo';

interface TokenParams {
  token: string;
}

/** The longest token there is (24 characters), with room to spare; longer is no card's. */
const MAX_TOKEN = 64;

const pageHeaders = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    // The address is the card's key: it goes to no other site.
    .header('referrer-policy', 'no-referrer');

/**
 * A card's check page, which its QR code opens (decision 073): a page the server writes whole, in
 * English or Hindi, showing the photo, name, course and whether the card is valid today, and the
 * photo itself, found only by the card's token. Counted per address like the certificate check.
 */
export async function idCardCheckRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, config } = app;
  const limit = attemptLimits(app, 'id-card-check', {
    perIp: config.CERTIFICATE_CHECK_LIMIT_PER_IP,
    refusal: 'Too many ID cards checked from this address.',
  });

  const cardOf = (token: string) =>
    token.length > MAX_TOKEN ? Promise.resolve(undefined) : findCardByToken(db, token);

  const checkPage =
    (language: CheckLanguage) =>
    async (request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply) => {
      const { name: institute } = await getSiteSettings(db);
      const html = (status: number, body: string) =>
        pageHeaders(reply).code(status).type('text/html; charset=utf-8').send(body);
      try {
        await limit(request, reply);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429)
          return html(429, checkRefusalHtml(language, institute, 'tooMany'));
        throw error;
      }
      const { token } = request.params;
      const card = await cardOf(token);
      if (!card) return html(404, checkRefusalHtml(language, institute, 'notFound'));
      const today = app.today();
      const status = idCardStatus(
        { revokedAt: card.revoked_at, validUntil: card.valid_until },
        today,
      );
      const photoUrl = `${checkPath('en', token)}/photo`;
      const checked = { name: card.name, course: card.course_title, status, today, photoUrl };
      return html(200, checkPageHtml(language, institute, token, checked));
    };

  app.get<{ Params: TokenParams }>('/id-card/:token', checkPage('en'));
  app.get<{ Params: TokenParams }>('/hi/id-card/:token', checkPage('hi'));

  app.get<{ Params: TokenParams }>('/id-card/:token/photo', async (request, reply) => {
    const card = await cardOf(request.params.token);
    if (!card) throw new HttpError(404, 'ID card not found.');
    return pageHeaders(reply)
      .header('cache-control', 'private, no-store')
      .type('image/jpeg')
      .send(await storage.read(card.photo_key));
  });
}
