/** Builds the web app when its sources changed since the last build. */
export function ensureWebBuild(): void;
