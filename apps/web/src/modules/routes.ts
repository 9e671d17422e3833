import type { RouteDef } from '../platform/routing.ts';
import deAccounts from './accounts/i18n/de.json';
import enAccounts from './accounts/i18n/en.json';
import trAccounts from './accounts/i18n/tr.json';
import { routes as accountsRoutes } from './accounts/routes.ts';
import deB2b from './b2b/i18n/de.json';
import enB2b from './b2b/i18n/en.json';
import trB2b from './b2b/i18n/tr.json';
import { routes as b2bRoutes } from './b2b/routes.ts';
import deCargo from './cargo/i18n/de.json';
import enCargo from './cargo/i18n/en.json';
import trCargo from './cargo/i18n/tr.json';
import { routes as cargoRoutes } from './cargo/routes.ts';
import deCash from './cash/i18n/de.json';
import enCash from './cash/i18n/en.json';
import trCash from './cash/i18n/tr.json';
import { routes as cashRoutes } from './cash/routes.ts';
import deCatalogue from './catalogue/i18n/de.json';
import enCatalogue from './catalogue/i18n/en.json';
import trCatalogue from './catalogue/i18n/tr.json';
import { routes as catalogueRoutes } from './catalogue/routes.ts';
import deCheques from './cheques/i18n/de.json';
import enCheques from './cheques/i18n/en.json';
import trCheques from './cheques/i18n/tr.json';
import { routes as chequesRoutes } from './cheques/routes.ts';
import deCommission from './commission/i18n/de.json';
import enCommission from './commission/i18n/en.json';
import trCommission from './commission/i18n/tr.json';
import { routes as commissionRoutes } from './commission/routes.ts';
import deDocuments from './documents/i18n/de.json';
import enDocuments from './documents/i18n/en.json';
import trDocuments from './documents/i18n/tr.json';
import { routes as documentsRoutes } from './documents/routes.ts';
import deEinvoice from './einvoice/i18n/de.json';
import enEinvoice from './einvoice/i18n/en.json';
import trEinvoice from './einvoice/i18n/tr.json';
import { routes as einvoiceRoutes } from './einvoice/routes.ts';
import deInstitution from './institution/i18n/de.json';
import enInstitution from './institution/i18n/en.json';
import trInstitution from './institution/i18n/tr.json';
import { routes as institutionRoutes } from './institution/routes.ts';
import deLibrary from './library/i18n/de.json';
import enLibrary from './library/i18n/en.json';
import trLibrary from './library/i18n/tr.json';
import { routes as libraryRoutes } from './library/routes.ts';
import deMarketplace from './marketplace/i18n/de.json';
import enMarketplace from './marketplace/i18n/en.json';
import trMarketplace from './marketplace/i18n/tr.json';
import { routes as marketplaceRoutes } from './marketplace/routes.ts';
import deMessages from './messages/i18n/de.json';
import enMessages from './messages/i18n/en.json';
import trMessages from './messages/i18n/tr.json';
import { routes as messagesRoutes } from './messages/routes.ts';
import deNotes from './notes/i18n/de.json';
import enNotes from './notes/i18n/en.json';
import trNotes from './notes/i18n/tr.json';
import { routes as notesRoutes } from './notes/routes.ts';
import deOrders from './orders/i18n/de.json';
import enOrders from './orders/i18n/en.json';
import trOrders from './orders/i18n/tr.json';
import { routes as ordersRoutes } from './orders/routes.ts';
import deQrmenu from './qrmenu/i18n/de.json';
import enQrmenu from './qrmenu/i18n/en.json';
import trQrmenu from './qrmenu/i18n/tr.json';
import { routes as qrmenuRoutes } from './qrmenu/routes.ts';
import deReader from './reader/i18n/de.json';
import enReader from './reader/i18n/en.json';
import trReader from './reader/i18n/tr.json';
import { routes as readerRoutes } from './reader/routes.ts';
import deReports from './reports/i18n/de.json';
import enReports from './reports/i18n/en.json';
import trReports from './reports/i18n/tr.json';
import { routes as reportsRoutes } from './reports/routes.ts';
import deSecondhand from './secondhand/i18n/de.json';
import enSecondhand from './secondhand/i18n/en.json';
import trSecondhand from './secondhand/i18n/tr.json';
import { routes as secondhandRoutes } from './secondhand/routes.ts';
import deSets from './sets/i18n/de.json';
import enSets from './sets/i18n/en.json';
import trSets from './sets/i18n/tr.json';
import { routes as setsRoutes } from './sets/routes.ts';
import deStock from './stock/i18n/de.json';
import enStock from './stock/i18n/en.json';
import trStock from './stock/i18n/tr.json';
import { routes as stockRoutes } from './stock/routes.ts';
import deSystem from './system/i18n/de.json';
import enSystem from './system/i18n/en.json';
import trSystem from './system/i18n/tr.json';
import { routes as systemRoutes } from './system/routes.ts';
import deWarehouse from './warehouse/i18n/de.json';
import enWarehouse from './warehouse/i18n/en.json';
import trWarehouse from './warehouse/i18n/tr.json';
import { routes as warehouseRoutes } from './warehouse/routes.ts';
import deWork from './work/i18n/de.json';
import enWork from './work/i18n/en.json';
import trWork from './work/i18n/tr.json';
import { routes as workRoutes } from './work/routes.ts';

/** Every module's routes (the spec's route groups), except the screens the platform registers itself. */
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
  ...workRoutes,
  ...readerRoutes,
  ...setsRoutes,
  ...institutionRoutes,
];

/** Route titles of every module, one resource object per module and language. */
export const moduleLocales = {
  tr: [
    trStock,
    trAccounts,
    trDocuments,
    trCash,
    trCheques,
    trOrders,
    trWarehouse,
    trReports,
    trEinvoice,
    trCargo,
    trMarketplace,
    trCatalogue,
    trLibrary,
    trSecondhand,
    trQrmenu,
    trB2b,
    trCommission,
    trNotes,
    trMessages,
    trSystem,
    trWork,
    trReader,
    trSets,
    trInstitution,
  ],
  en: [
    enStock,
    enAccounts,
    enDocuments,
    enCash,
    enCheques,
    enOrders,
    enWarehouse,
    enReports,
    enEinvoice,
    enCargo,
    enMarketplace,
    enCatalogue,
    enLibrary,
    enSecondhand,
    enQrmenu,
    enB2b,
    enCommission,
    enNotes,
    enMessages,
    enSystem,
    enWork,
    enReader,
    enSets,
    enInstitution,
  ],
  de: [
    deStock,
    deAccounts,
    deDocuments,
    deCash,
    deCheques,
    deOrders,
    deWarehouse,
    deReports,
    deEinvoice,
    deCargo,
    deMarketplace,
    deCatalogue,
    deLibrary,
    deSecondhand,
    deQrmenu,
    deB2b,
    deCommission,
    deNotes,
    deMessages,
    deSystem,
    deWork,
    deReader,
    deSets,
    deInstitution,
  ],
};
