// Zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation. Zod reads its settings
// from this global when it loads, so this module is imported first by main.tsx and bundled as the
// first module of zod's own chunk (vite.config.ts): it runs before any schema is declared.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
