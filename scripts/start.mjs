// `npm start`: build the web app when its sources changed, then run the server (API and web app on
// one port) in this process.
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
