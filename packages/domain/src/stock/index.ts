export * from './average-cost.ts';
