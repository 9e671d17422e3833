// The till session from the point of sale: the till places `TillCashMenu` (money in and out, the
// drawer without a sale, the X report, the close); `/kasa/list` places the close and the report.
export { recordNoSale, recordVoid, type TillSessionRef, type VoidInput } from './api.ts';
export { CashMoveForm } from './CashMoveForm.tsx';
export { SessionClose, type SessionCloseProps } from './SessionClose.tsx';
export { SessionReport } from './SessionReport.tsx';
export { TillCashMenu } from './TillCashMenu.tsx';
