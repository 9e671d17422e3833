import type { MessageKey } from '@kibo/contracts';
import { refused } from '../../platform/http/errors.ts';
import { IntegratorError } from './integrators/index.ts';

/**
 * An integrator's failure as the user's message: its credentials, its service out of reach, or its
 * own refusal in its words. Anything else is ours and goes on up.
 */
export function asRefusal(error: unknown, integrator: string): never {
  if (!(error instanceof IntegratorError)) throw error;
  const key: MessageKey =
    error.kind === 'auth'
      ? 'einvoice.authFailed'
      : error.kind === 'unreachable'
        ? 'einvoice.unreachable'
        : 'einvoice.refused';
  throw refused(key, { integrator, message: error.message });
}
