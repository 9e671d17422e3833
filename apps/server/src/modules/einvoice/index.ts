export { edocuments, einvoiceConnections, einvoiceUsers } from './einvoice.tables.ts';
export { drainOutbox, startOutboxWorker } from './outbox.ts';
export { registerEinvoiceRoutes } from './routes.ts';
