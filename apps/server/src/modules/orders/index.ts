export { registerOrderRoutes } from './routes.ts';
