export { companies } from './companies.tables.ts';
export { seedCompanyDefaults } from './defaults.ts';
export { registerLicenceRoutes } from './licence.routes.ts';
