export { cargoAccounts, cargoPackageTypes, shipments } from './cargo.tables.ts';
export { registerCargoRoutes } from './routes.ts';
export { drainShipments, startCargoWorker } from './worker.ts';
