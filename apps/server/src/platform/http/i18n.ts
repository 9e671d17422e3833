import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type MessageKey, translate } from '@kibo/contracts';
import type { FastifyRequest } from 'fastify';

/** The web sends its language in Accept-Language; the cookie i18n_languages is the fallback. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const cookie = /(?:^|;\s*)i18n_languages=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
  for (const candidate of [header?.slice(0, 2).toLowerCase(), cookie]) {
    if (candidate && (LANGUAGES as readonly string[]).includes(candidate)) return candidate as Language;
  }
  return DEFAULT_LANGUAGE;
}

export const t = (request: FastifyRequest, key: MessageKey, params?: Record<string, unknown>) =>
  translate(requestLanguage(request), key, params);
