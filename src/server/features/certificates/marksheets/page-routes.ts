import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '#common/api';
import { marksheetStatusListPath } from '#common/credentials';
import type { Language } from '#common/languages';
import { marksheetMessages, marksheetPagePath } from '#common/schemas/marksheets';
import { HttpError } from '#server/plugins/errors';
import { revocationBits, statusListCredential } from '../status-list';
import { marksheetCredential } from './credential';
import { marksheetPage, missingMarksheetPage, PAGE_STYLE } from './page';
import { findMarksheetByFileId, marksheetSerialsOfYear } from './repo';

/** The page's own policy: its one stylesheet and nothing else. */
const pagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const fileIdParams = z.object({ fileId: z.string().min(1).max(100) });

/**
 * What anyone holding a marksheet may check (decision 069): its page rendered by the server in
 * English and Hindi, no app code, its signed credential and the year's revocation list.
 */
export async function marksheetPageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { credentialIssuer: issuer, db } = app;
  const publicUrl = app.config.PUBLIC_URL;

  const page =
    (language: Language) =>
    async (request: { params: { fileId: string } }, reply: FastifyReply) => {
      const { fileId } = request.params;
      const english = marksheetPagePath(encodeURIComponent(fileId));
      const otherLanguage = language === 'en' ? `/hi${english}` : english;
      const row = await findMarksheetByFileId(db, fileId);
      reply
        .header('content-security-policy', pagePolicy)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8');
      if (!row) return reply.code(404).send(missingMarksheetPage(language, otherLanguage));
      const credential = `${API_PREFIX}/marksheet/verify/${encodeURIComponent(fileId)}/credential`;
      return reply.send(marksheetPage(language, row, { otherLanguage, credential }));
    };
  const pageSchema = { params: fileIdParams, response: { 200: z.string(), 404: z.string() } };
  api.get(
    marksheetPagePath(':fileId'),
    { config: { access: 'public' }, schema: pageSchema },
    page('en'),
  );
  api.get(
    `/hi${marksheetPagePath(':fileId')}`,
    { config: { access: 'public' }, schema: pageSchema },
    page('hi'),
  );

  api.get(
    `${API_PREFIX}/marksheet/verify/:fileId/credential`,
    { config: { access: 'public' }, schema: { params: fileIdParams } },
    async (request, reply) => {
      const row = await findMarksheetByFileId(db, request.params.fileId);
      if (!row) throw new HttpError(404, marksheetMessages.notFound);
      return reply
        .type('application/vc+jwt')
        .header('access-control-allow-origin', '*')
        .header('content-disposition', `attachment; filename="${row.number}.jwt"`)
        .header('cache-control', 'no-store')
        .send(await marksheetCredential(issuer, publicUrl, row));
    },
  );

  // Not kept in the response cache: it is read rarely and must change the moment one is revoked.
  api.get(
    marksheetStatusListPath(':year'),
    {
      config: { access: 'public' },
      schema: { params: z.object({ year: z.coerce.number().int().min(1900).max(9999) }) },
    },
    async (request, reply) => {
      const { year } = request.params;
      const serials = await marksheetSerialsOfYear(db, year);
      if (!serials) throw new HttpError(404, 'No marksheets were issued that year.');
      const jwt = await statusListCredential(
        issuer,
        publicUrl,
        year,
        revocationBits(serials),
        marksheetStatusListPath(year),
      );
      return reply
        .type('application/vc+jwt')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-store')
        .send(jwt);
    },
  );
}
