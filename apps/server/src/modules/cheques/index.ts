export { instrumentMoves, instruments } from './cheques.tables.ts';
export {
  type ChequePlan,
  lockInstruments,
  planChequeLines,
  reverseChequeMoves,
  writeChequeMoves,
} from './moves.ts';
export { registerChequeRoutes } from './routes.ts';
