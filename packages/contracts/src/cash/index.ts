export * from './definitions.ts';
export * from './sessions.ts';
