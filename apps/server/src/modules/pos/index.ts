export { refuseOpenBaskets } from './baskets.ts';
export { posBaskets, posReceipts } from './pos.tables.ts';
export { registerPosRoutes } from './routes.ts';
