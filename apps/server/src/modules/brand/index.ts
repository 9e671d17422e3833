export { registerBrandRoutes } from './brand.routes.ts';
