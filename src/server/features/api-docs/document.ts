import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { API_PREFIX } from '#common/api';
import { SESSION_COOKIE } from '#server/plugins/sessions';
import { withErrorsAndExamples } from './responses';
import { routeSummary, tagOf, TAGS } from './summaries';

type Access = NonNullable<RouteOptions['config']>['access'];

/** Who may call a route, as OpenAPI says it: a session, sent as the cookie or as a bearer token. */
const signedIn: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];
const accessNote: Record<NonNullable<Access>, string> = {
  public: 'Anyone may call this.',
  user: 'Needs a signed-in user: the session cookie, or its token as a bearer token.',
  admin: 'Needs a signed-in admin: the session cookie, or its token as a bearer token.',
};

const isRecord = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && !('properties' in schema);

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Describes every route under the API prefix from its own zod schemas (request and response), its
 * access (`config.access`) and its summary and tag (./summaries). Everything else the server
 * answers (pages, files, media, sitemap, the `.well-known` documents) is left out: they are no
 * part of the JSON API. Registered before the routes, whose definitions it collects.
 */
export const apiDocument = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vidya Computer Institute API',
        version: '1',
        description:
          'The JSON API of the website. Every answer is an envelope: `success`, and `message`, ' +
          '`data` or `errors` (field name to message, on invalid input). Wire names such as ' +
          '`_id`, `Pages` and `BlogTitle`, and lists read with POST, are kept for existing clients.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The `data.accessToken` a log-in answers with, for clients without cookies.',
          },
        },
      },
    },
    transform: (document) => {
      const { route, url } = document;
      if (!url.startsWith(API_PREFIX)) return { schema: { hide: true }, url };
      const { querystring, ...schema } = (zodTransform(document).schema ?? {}) as Record<
        string,
        unknown
      >;
      // A query of any names (a record) is one free-form parameter; swagger would take the
      // record's own keywords for names.
      const query = isRecord(querystring) ? { 'x-free-query': querystring } : { querystring };
      const access = route.config?.access;
      const method = [route.method].flat()[0] ?? 'GET';
      return {
        url,
        schema: {
          ...schema,
          ...query,
          summary: routeSummary(method, url),
          tags: [tagOf(url)],
          description: access && accessNote[access],
          'x-access': access,
          ...(access === 'public' ? {} : { security: signedIn }),
        },
      };
    },
    transformObject: (document) =>
      withErrorsAndExamples(jsonSchemaTransformObject(document) as OpenApi.Document),
  });
});
