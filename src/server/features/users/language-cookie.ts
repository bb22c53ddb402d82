import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '#common/languages';
import type { User } from '#server/db/schema';

const A_YEAR_S = 365 * 86_400;

/**
 * The browser's language cookie, as the language switch sets it (web/lib/language-choice): an
 * English page opened with it goes to the page in that language (decision 044).
 */
export function setLanguageCookie(reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', maxAge: A_YEAR_S });
}

/** The language this browser chose with the switch (its `lang` cookie), if any. */
export function browserLanguage(request: FastifyRequest): Language | undefined {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : undefined;
}

/**
 * A browser that has chosen no language takes the signed-in person's when it is not English
 * (decision 047): English pages then go to theirs. One that has chosen keeps its choice, and
 * English, everyone's until they choose, leaves the browser as it was (with its offer of Hindi).
 */
export function offerUserLanguage(reply: FastifyReply, user: User): void {
  if (!browserLanguage(reply.request) && user.language !== DEFAULT_LANGUAGE)
    setLanguageCookie(reply, user.language);
}
