export * from './net.ts';
export * from './open-items.ts';
