import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';

/** As much of a JSON Schema as examples are made from. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  const?: unknown;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
}

const errorEnvelope: Schema = {
  type: 'object',
  description: 'Every refusal and failure: `success` is false and `message` says why.',
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Field name to message, on invalid input.',
      additionalProperties: { type: 'string' },
    },
  },
  required: ['success', 'message'],
};

const errorResponse = (description: string, example: object): OpenApi.ResponseObject => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/ErrorEnvelope' },
      example: { success: false, ...example },
    },
  },
});

const errorResponses: Record<string, OpenApi.ResponseObject> = {
  InvalidInput: errorResponse('Invalid input: `errors` names each field that is wrong.', {
    message: 'Password must be at most 128 characters.',
    errors: { password: 'Password must be at most 128 characters.' },
  }),
  LogIn: errorResponse('No session, or an ended one.', { message: 'Please log in to continue.' }),
  AdminsOnly: errorResponse('The session is not an admin’s.', {
    message: 'Only admins can do this.',
  }),
  Failure: errorResponse(
    'Any other refusal (404 not found, 409 conflict, 413 too large, 429 too many requests, ' +
      '503 unavailable, ...): the same envelope.',
    { message: 'Not found.' },
  ),
};

const A_DAY = '2026-01-15T10:30:00.000Z';

/** A value the schema accepts, made up from its types and formats, for readers of the document. */
export function exampleOf(schema: Schema, schemas: Record<string, Schema>, depth = 0): unknown {
  if (depth > 8) return null;
  const next = (inner: Schema) => exampleOf(inner, schemas, depth + 1);
  if (schema.$ref) return next(schemas[schema.$ref.split('/').pop() ?? ''] ?? {});
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return next(choice.find((member) => member.type !== 'null') ?? choice[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(next));
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')]
    .flat()
    .find((name) => name !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, next(inner)]),
      );
    case 'array':
      return schema.items ? [next(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return stringOf(schema.format);
    default:
      return null;
  }
}

function stringOf(format: string | undefined): string {
  if (format === 'date-time') return A_DAY;
  if (format === 'date') return A_DAY.slice(0, 10);
  if (format === 'email') return 'asha@example.com';
  if (format === 'uri' || format === 'url') return 'https://example.com/';
  return 'string';
}

/** Gives every JSON body of the operation an example when its schema has none. */
function addExamples(operation: OpenApi.OperationObject, schemas: Record<string, Schema>): void {
  const bodies = [operation.requestBody, ...Object.values(operation.responses ?? {})];
  for (const body of bodies) {
    if (!body || '$ref' in body) continue;
    const media = body.content?.['application/json'];
    if (media?.schema && media.example === undefined && !media.examples) {
      media.example = exampleOf(media.schema as Schema, schemas);
    }
  }
}

/** A query of any names, as OpenAPI says it: one object parameter, its fields in the query. */
function freeQueryParameter(operation: OpenApi.OperationObject): void {
  const fields = operation as Record<string, unknown>;
  const schema = fields['x-free-query'];
  if (!schema) return;
  delete fields['x-free-query'];
  const parameter = { name: 'query', in: 'query', style: 'form', explode: true, schema };
  operation.parameters = [...(operation.parameters ?? []), parameter as OpenApi.ParameterObject];
}

/** Adds the error answers each operation may give, and an example to every JSON body. */
export function withErrorsAndExamples(document: OpenApi.Document): OpenApi.Document {
  const components = document.components ?? {};
  const schemas = { ...components.schemas, ErrorEnvelope: errorEnvelope } as Record<string, Schema>;
  const responses = { ...components.responses, ...errorResponses };
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path ?? {})) {
      if (typeof operation !== 'object' || !('responses' in operation)) continue;
      const access: unknown = (operation as Record<string, unknown>)['x-access'];
      const takesInput = Boolean(operation.requestBody ?? operation.parameters?.length);
      const refs: Record<string, string> = {
        ...(takesInput ? { 400: 'InvalidInput' } : {}),
        ...(access === 'public' ? {} : { 401: 'LogIn' }),
        ...(access === 'admin' ? { 403: 'AdminsOnly' } : {}),
        default: 'Failure',
      };
      operation.responses ??= {};
      for (const answer of Object.values(operation.responses)) {
        if ('description' in answer && answer.description === 'Default Response') {
          answer.description = 'Success.';
        }
      }
      for (const [status, name] of Object.entries(refs)) {
        operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
      addExamples(operation, schemas);
      freeQueryParameter(operation);
    }
  }
  return {
    ...document,
    components: {
      ...components,
      schemas: schemas as OpenApi.ComponentsObject['schemas'],
      responses,
    },
  };
}
