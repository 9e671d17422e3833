import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('../stock/screens.tsx')) => () =>
  import('../stock/screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  { path: '/kibourunlist', titleKey: 'routes.catalogue.productList', menuId: MenuId.catalogueProductList },
  { path: '/kibourun/list', titleKey: 'routes.catalogue.list', menuId: MenuId.catalogueProducts },
  { path: '/kibourun/yeni', titleKey: 'routes.catalogue.new', menuId: MenuId.catalogueProducts },
  { path: '/kibourun/duzen/:id', titleKey: 'routes.catalogue.edit', menuId: MenuId.catalogueProducts },
  { path: '/kibourun/cogalt/:id', titleKey: 'routes.catalogue.copy', menuId: MenuId.catalogueProducts },
  {
    path: '/kibourun/stokmagaza',
    titleKey: 'routes.catalogue.storeComparison',
    menuId: MenuId.catalogueStoreComparison,
  },
  {
    path: '/kibourun/kontrol',
    titleKey: 'routes.catalogue.productControl',
    menuId: MenuId.catalogueProductControl,
  },
  {
    path: '/kibourun/uretici',
    titleKey: 'routes.catalogue.producers',
    menuId: MenuId.catalogueProducers,
    screen: screen('CatalogueProducerList'),
  },
  {
    path: '/kibourun/uretici/yeni',
    titleKey: 'routes.catalogue.producerNew',
    menuId: MenuId.catalogueProducers,
    screen: screen('CatalogueProducerForm'),
  },
  {
    path: '/kibourun/uretici/duzen/:id',
    titleKey: 'routes.catalogue.producerEdit',
    menuId: MenuId.catalogueProducers,
    screen: screen('CatalogueProducerForm'),
  },
];
