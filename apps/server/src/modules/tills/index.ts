export { registerTillRoutes } from './routes.ts';
