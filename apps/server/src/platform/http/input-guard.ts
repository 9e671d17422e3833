import { isStorableText } from '@kibo/domain';
import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.ts';

/**
 * Text PostgreSQL cannot hold (a NUL, a lone surrogate: `isStorableText`) is refused here, once, for
 * every query string, path parameter and JSON body, with a 422 on the field that carries it — before
 * any schema, query or lookup sees it.
 */
const isUnstorable = (text: string) => !isStorableText(text);

/** Where in `value` the first unstorable string (or object key) is, as a dotted path; null if none. */
export function findUnstorable(value: unknown): string | null {
  // Iterative: a body may be nested as deep as the JSON parser allows, and a recursion would overflow.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], path: path ? `${path}.${index}` : String(index) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return innerPath;
        stack.push({ value: inner, path: innerPath });
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before the route's schema or handler reads anything.
  app.addHook('preValidation', async (request) => {
    for (const [part, value, fallback] of [
      ['querystring', request.query, 'querystring'],
      ['params', request.params, 'params'],
      ['body', request.body, 'body'],
    ] as const) {
      const path = findUnstorable(value);
      if (path !== null) throw invalidField(path || fallback, 'v.unstorableCharacter', { part });
    }
  });
}
