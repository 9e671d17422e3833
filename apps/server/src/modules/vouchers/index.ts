export { getVoucher, standingOf, type VoucherRecord } from './read.ts';
export { registerVoucherRoutes } from './routes.ts';
export { cancelVoucher, saveVoucher } from './save.ts';
export { voucherLines, vouchers } from './vouchers.tables.ts';
