export * from './identifiers/index.ts';
export * from './ip-allow-list.ts';
export * from './licence.ts';
export * from './turkish-text.ts';
