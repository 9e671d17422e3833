export { companies } from './companies.tables.ts';
export { registerLicenceRoutes } from './licence.routes.ts';
