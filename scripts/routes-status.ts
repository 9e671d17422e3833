// `npm run routes:status`: how many of the spec's routes have a real screen, and which do not yet.
import { allRoutes } from '../apps/web/src/app/routes.ts';

/** Routes the router serves outside the shell, each with its own page. */
const standalone = ['/login', '/sifre-yenileme', '/redirect/:path'];

const notBuilt = allRoutes.filter((route) => !route.screen).map((route) => route.path);
const built = allRoutes.length - notBuilt.length + standalone.length;
const total = allRoutes.length + standalone.length;

if (process.argv.includes('--list')) for (const path of notBuilt) console.log(`  not built yet: ${path}`);
else if (notBuilt.length)
  console.log(`  (npm run routes:status -- --list shows the ${notBuilt.length} routes still to build)`);
console.log(
  `${built} of ${total} spec routes have a real screen; ${notBuilt.length} show the "not built yet" page.`,
);
