import type { RouteDef } from '../platform/routing.ts';
import { routes as accountsRoutes } from './accounts/routes.ts';
import { routes as b2bRoutes } from './b2b/routes.ts';
import { routes as cargoRoutes } from './cargo/routes.ts';
import { routes as cashRoutes } from './cash/routes.ts';
import { routes as catalogueRoutes } from './catalogue/routes.ts';
import { routes as chequesRoutes } from './cheques/routes.ts';
import { routes as commissionRoutes } from './commission/routes.ts';
import { routes as documentsRoutes } from './documents/routes.ts';
import { routes as einvoiceRoutes } from './einvoice/routes.ts';
import { routes as institutionRoutes } from './institution/routes.ts';
import { routes as libraryRoutes } from './library/routes.ts';
import { routes as licensingRoutes } from './licensing/routes.ts';
import { routes as marketplaceRoutes } from './marketplace/routes.ts';
import { routes as messagesRoutes } from './messages/routes.ts';
import { routes as notesRoutes } from './notes/routes.ts';
import { routes as ordersRoutes } from './orders/routes.ts';
import { routes as qrmenuRoutes } from './qrmenu/routes.ts';
import { routes as readerRoutes } from './reader/routes.ts';
import { routes as reportsRoutes } from './reports/routes.ts';
import { routes as secondhandRoutes } from './secondhand/routes.ts';
import { routes as setsRoutes } from './sets/routes.ts';
import { routes as stockRoutes } from './stock/routes.ts';
import { routes as systemRoutes } from './system/routes.ts';
import { routes as usersRoutes } from './users/routes.ts';
import { routes as warehouseRoutes } from './warehouse/routes.ts';
import { routes as workRoutes } from './work/routes.ts';

/** Every module's routes (the spec's route groups), except the screens the shell registers itself. */
export const moduleRoutes: RouteDef[] = [
  ...stockRoutes,
  ...accountsRoutes,
  ...documentsRoutes,
  ...cashRoutes,
  ...chequesRoutes,
  ...ordersRoutes,
  ...warehouseRoutes,
  ...reportsRoutes,
  ...einvoiceRoutes,
  ...cargoRoutes,
  ...marketplaceRoutes,
  ...catalogueRoutes,
  ...libraryRoutes,
  ...secondhandRoutes,
  ...qrmenuRoutes,
  ...b2bRoutes,
  ...commissionRoutes,
  ...notesRoutes,
  ...messagesRoutes,
  ...systemRoutes,
  ...usersRoutes,
  ...licensingRoutes,
  ...workRoutes,
  ...readerRoutes,
  ...setsRoutes,
  ...institutionRoutes,
];
