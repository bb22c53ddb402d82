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

/** No form sends data nested this deep; deeper bodies are refused before anything walks them. */
const MAX_NESTING = 16;
const TOO_DEEP = 'The request body is nested too deeply.';

function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null || ArrayBuffer.isView(item)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
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
    if (nestedDeeperThan(request.body, MAX_NESTING)) throw new HttpError(400, TOO_DEEP);
    refuseControlCharacters(request.body, 'body');
  });
});
