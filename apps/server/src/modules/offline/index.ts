export { registerOfflineRoutes } from './routes.ts';
