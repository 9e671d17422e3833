import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/okuyucu/ayarlar', titleKey: 'routes.reader.settings', menuId: MenuId.readerSettings },
  { path: '/okuyucu/urunarama', titleKey: 'routes.reader.productSearch', menuId: MenuId.readerProductSearch },
  { path: '/okuyucu/urungor', titleKey: 'routes.reader.productView', menuId: MenuId.readerProductView },
];
