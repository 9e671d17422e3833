// Imported as `@kibo/contracts/resources`: the declarations build their schemas when loaded, so they
// stay out of the login page's bundle.

export * from '../stock/definitions.ts';
export * from './define.ts';
export * from './fields.ts';
export * from './registry.ts';
