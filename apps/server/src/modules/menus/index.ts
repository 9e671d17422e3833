export { dashboardFor, effectiveMenuIds, menuTree, syncMenuCatalogue } from './menus.service.ts';
