import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

/** The vendor's own screens: only its super-administrators manage companies and their users. */
export const routes: RouteDef[] = [
  {
    path: '/modul/lisansyonetimi/firmalist',
    titleKey: 'routes.licensing.companies',
    menuId: MenuId.licenceCompanies,
    roles: ['superadmin'],
    screen: () => import('./pages/CompanyListPage.tsx'),
  },
  {
    path: '/modul/lisansyonetimi/kullanicilist',
    titleKey: 'routes.licensing.users',
    menuId: MenuId.licenceUsers,
    roles: ['superadmin'],
    screen: () => import('./pages/VendorUserListPage.tsx'),
  },
  {
    path: '/modul/lisansyonetimi/kullanici/duzen/:id',
    titleKey: 'routes.licensing.userEdit',
    menuId: MenuId.licenceUsers,
    roles: ['superadmin'],
    screen: () => import('./pages/VendorUserEditPage.tsx'),
  },
];
