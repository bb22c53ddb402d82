import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '#server/features/api-docs/summaries';
import { apiRoutes } from './helpers/routes';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

type Operation = OpenApi.OperationObject & { 'x-access'?: string };

/** Method and path of every operation in the document, in Fastify's spelling of parameters. */
const operationsOf = (document: OpenApi.Document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation: operation as Operation,
    })),
  );

describe('the API description', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let document: OpenApi.Document;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.etag).toBeTruthy();
    document = res.json();
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every API route with its method, and nothing else', () => {
    const registered = apiRoutes(app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.split(' ')[1]?.startsWith('/api/v1/'),
    );
    expect(registered.length).toBeGreaterThan(100);
    expect(
      operationsOf(document)
        .map(({ route }) => route)
        .sort(),
    ).toEqual(registered);
  });

  it('gives each route a summary, a tag, its access and an example of its JSON bodies', () => {
    const tags = TAGS.map((tag) => tag.name);
    for (const { route, operation } of operationsOf(document)) {
      expect(operation.summary, route).toMatch(/\w/);
      expect(tags, route).toContain(operation.tags?.[0]);
      expect(['public', 'user', 'admin'], route).toContain(operation['x-access']);
      expect(operation.responses?.default, route).toEqual({
        $ref: '#/components/responses/Failure',
      });
      const body = operation.requestBody as OpenApi.RequestBodyObject | undefined;
      const json = body?.content['application/json'];
      if (json) expect(json.example, route).toBeDefined();
    }
  });

  it('says how each access is met: nothing, or a session cookie or bearer token', () => {
    const operation = (path: string, method: 'get' | 'post') =>
      document.paths?.[path]?.[method] as Operation;
    const profile = operation('/api/v1/user/profile', 'get');
    expect(profile.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(profile.responses?.['401']).toEqual({ $ref: '#/components/responses/LogIn' });
    const admins = operation('/api/v1/register/getData', 'post');
    expect(admins['x-access']).toBe('admin');
    expect(admins.responses?.['403']).toEqual({ $ref: '#/components/responses/AdminsOnly' });
    const courses = operation('/api/v1/course', 'get');
    expect(courses.security).toBeUndefined();
    expect(courses.responses?.['401']).toBeUndefined();
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('keeps the wire names of the contract: _id, BlogTitle, DOB', () => {
    const text = JSON.stringify(document);
    for (const name of ['"_id"', '"BlogTitle"', '"DOB"', '"Pages"']) expect(text).toContain(name);
    const example = (
      document.paths?.['/api/v1/course/singlecourse/{id}']?.get?.responses['200'] as
        OpenApi.ResponseObject | undefined
    )?.content?.['application/json']?.example as { success: boolean; data: object };
    expect(example.success).toBe(true);
    expect(example.data).toHaveProperty('_id');
  });

  it('renders the reference page on the server: every route, no script, its own strict policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'/);
    expect(policy).not.toContain('unsafe');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('<main id="routes">');
    for (const { route } of operationsOf(document)) {
      const [method, path] = route.split(' ');
      expect(res.body, route).toContain(
        `<span class="method">${method}</span> <code>${path?.replace(/:(\w+)/g, '{$1}')}</code>`,
      );
    }
  });

  it('answers both addresses as themselves, never as an app page or a cached list', async () => {
    const again = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(again.json()).toEqual(document);
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).toContain('<h1>');
    const unknown = await app.inject({ method: 'GET', url: '/api/docs/nothing' });
    expect(unknown.statusCode).toBe(404);
  });
});
