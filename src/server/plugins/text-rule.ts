import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '#common/text';
import { HttpError } from './errors';

/** A 400 naming the field whose text holds a control character. */
export function refuseControlCharacters(value: unknown, whole: string): void {
  const field = findControlCharacters(value);
  if (field === undefined) return;
  throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE, {
    [field || whole]: CONTROL_CHARACTERS_MESSAGE,
  });
}

/**
 * Every text the server takes (route params, query strings, JSON bodies; multipart fields in
 * readMultipart) is refused with a 400 when it holds a control character such as NUL, which
 * PostgreSQL cannot store and no form can type.
 */
export const textRule = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseControlCharacters(request.params, 'params');
    refuseControlCharacters(request.query, 'query');
    refuseControlCharacters(request.body, 'body');
  });
});
