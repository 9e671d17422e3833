import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { invalidField } from './errors.ts';

const idempotencyKey = z.uuid({ error: 'doc.idempotencyKey' }).optional();

/**
 * Runs a create under the request's `Idempotency-Key` (a client UUID, optional). The same key sent
 * twice at once: the second waits on the unique key, fails, and runs again to find the first's result.
 */
export async function withIdempotencyKey<T>(
  request: FastifyRequest,
  run: (key: string | undefined) => Promise<T>,
): Promise<T> {
  const key = idempotencyKey.safeParse(request.headers['idempotency-key'] || undefined);
  if (!key.success) throw invalidField('idempotencyKey', 'doc.idempotencyKey');
  try {
    return await run(key.data);
  } catch (error) {
    if (!key.data || !isUniqueViolation(error)) throw error;
    return run(key.data);
  }
}
