import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiEnvelope } from '#common/api';
import { isDatabaseUnavailable } from '../db/errors';

/** Thrown by handlers for an expected refusal; becomes `{ success: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field name -> message, for invalid input. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Validates input outside Fastify's schema step (multipart forms) with the same envelope. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid request.', errors);
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

function validationEnvelope(error: FastifyError): ApiEnvelope {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value.';
  }
  return { success: false, message: Object.values(errors)[0] ?? 'Invalid request.', errors };
}

/** Every answer, including Fastify's own refusals, leaves as the API envelope. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const { statusCode, message, errors } = error;
      return reply
        .code(statusCode)
        .send({ success: false, message, ...(errors ? { errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(validationEnvelope(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessages[error.code] ?? error.message;
      return reply.code(status).send({ success: false, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong. Please try again later.' });
  });
});
