/**
 * Why a call to an outside service (an e-document integrator, a carrier) failed: `unreachable`
 * (network, timeout, 5xx: try again later), `auth` (the credentials; a person must fix the
 * settings), `duplicate` (the service already has this key: it was sent before), `refused` (the
 * service said no, with its words). `code` is the service's own code where it gives one.
 */
export class ServiceError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'auth' | 'duplicate' | 'refused',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
