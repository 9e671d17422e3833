// Zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation. Zod reads its settings
// from this global when it loads, so this runs as a module script of its own before the app's
// (index.html), with no import that could load zod first.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
