export { registerUserRoutes } from './users.routes.ts';
export { toUserRecord } from './users.service.ts';
export { userMenus, users } from './users.tables.ts';
