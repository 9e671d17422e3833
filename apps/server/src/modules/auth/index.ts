export { registerAuthRoutes } from './auth.routes.ts';
export { newPasswordColumns, refuseShortPassword, revokeSessions } from './credentials.ts';
export { clearLockout, listLockouts } from './lockouts.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { SessionStore } from './sessions.ts';
