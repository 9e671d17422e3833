export * from './pos-tables.tables.ts';
export { registerPosTablesRoutes } from './routes.ts';
export { closeTableOrder } from './transfer.ts';
