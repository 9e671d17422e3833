export { registerAuthRoutes } from './auth.routes.ts';
export { newPasswordColumns, refuseShortPassword, revokeSessions } from './credentials.ts';
export { LOGIN_LIMITS } from './login.service.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { SessionStore } from './sessions.ts';
