import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  { path: '/stok/list', titleKey: 'routes.stock.list', menuId: MenuId.stockList, screen: screen('ItemList') },
  { path: '/stok/yeni', titleKey: 'routes.stock.new', menuId: MenuId.stockList, screen: screen('ItemForm') },
  {
    path: '/stok/duzen/:id',
    titleKey: 'routes.stock.edit',
    menuId: MenuId.stockList,
    screen: screen('ItemForm'),
  },
  {
    path: '/stok/cogalt/:id',
    titleKey: 'routes.stock.copy',
    menuId: MenuId.stockList,
    screen: screen('ItemForm'),
  },
  {
    path: '/stok/kategori',
    titleKey: 'routes.stock.categories',
    menuId: MenuId.stockCategories,
    screen: screen('CategoryList'),
  },
  {
    path: '/stok/kisi',
    titleKey: 'routes.stock.persons',
    menuId: MenuId.stockPersons,
    screen: screen('PersonList'),
  },
  {
    path: '/stok/kisi/yeni',
    titleKey: 'routes.stock.personNew',
    menuId: MenuId.stockPersons,
    screen: screen('PersonForm'),
  },
  {
    path: '/stok/kisi/duzen/:id',
    titleKey: 'routes.stock.personEdit',
    menuId: MenuId.stockPersons,
    screen: screen('PersonForm'),
  },
  {
    path: '/stok/konum',
    titleKey: 'routes.stock.locations',
    menuId: MenuId.stockLocations,
    screen: screen('LocationList'),
  },
  {
    path: '/stok/tur',
    titleKey: 'routes.stock.types',
    menuId: MenuId.stockTypes,
    screen: screen('ItemTypeList'),
  },
  {
    path: '/stok/ambar',
    titleKey: 'routes.stock.depots',
    menuId: MenuId.stockDepots,
    screen: screen('WarehouseList'),
  },
  {
    path: '/stok/uretici',
    titleKey: 'routes.stock.producers',
    menuId: MenuId.stockProducers,
    screen: screen('ProducerList'),
  },
  {
    path: '/stok/uretici/yeni',
    titleKey: 'routes.stock.producerNew',
    menuId: MenuId.stockProducers,
    screen: screen('ProducerForm'),
  },
  {
    path: '/stok/uretici/duzen/:id',
    titleKey: 'routes.stock.producerEdit',
    menuId: MenuId.stockProducers,
    screen: screen('ProducerForm'),
  },
  {
    path: '/stok/fis',
    titleKey: 'routes.stock.slips',
    menuId: MenuId.stockSlips,
    screen: () =>
      import('../documents/DocumentList.tsx').then((screens) => ({ default: screens.StockSlipsPage })),
  },
  {
    path: '/stok/islem',
    titleKey: 'routes.stock.transactions',
    menuId: MenuId.stockTransactions,
    screen: () => import('./moves.tsx').then((screens) => ({ default: screens.ItemMovesPage })),
  },
];
