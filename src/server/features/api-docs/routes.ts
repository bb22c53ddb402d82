import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { z } from 'zod';
import { API_PREFIX } from '#common/api';
import { referencePage } from './reference-page';
import { REFERENCE_STYLE } from './reference-style';

export const DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;
export const REFERENCE_PATH = '/api/docs';

/** The API's own policy, letting the page use its one stylesheet and nothing else. */
const referencePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(REFERENCE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The OpenAPI document (made once, on the first request) and its reference page. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const document = () => app.swagger() as OpenApi.Document;
  let page: string | undefined;

  api.get(
    DOCUMENT_PATH,
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { response: { 200: z.looseObject({ openapi: z.string() }) } },
    },
    async () => document(),
  );

  api.get(
    REFERENCE_PATH,
    { config: { access: 'public' }, schema: { response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .header('content-security-policy', referencePolicy)
        .type('text/html; charset=utf-8')
        .send((page ??= referencePage(document(), DOCUMENT_PATH))),
  );
}
