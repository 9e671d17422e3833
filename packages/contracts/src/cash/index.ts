export * from './definitions.ts';
export * from './instruments.ts';
export * from './sessions.ts';
