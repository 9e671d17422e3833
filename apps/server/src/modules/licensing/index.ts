export { registerLicensingRoutes } from './licensing.routes.ts';
