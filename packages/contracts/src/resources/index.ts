export * from './define.ts';
export * from './fields.ts';
export * from './registry.ts';
