export { recordDeletedLines, recordDeletionAwayFromTill, type SessionOf } from './events.ts';
export { posEvents } from './pos-session.tables.ts';
export { registerPosSessionRoutes } from './routes.ts';
