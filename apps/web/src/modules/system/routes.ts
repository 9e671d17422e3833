import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('../stock/screens.tsx')) => () =>
  import('../stock/screens.tsx').then((screens) => ({ default: screens[name] }));

const systemScreen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/sistem/genel',
    titleKey: 'routes.system.general',
    menuId: MenuId.generalSettings,
    screen: systemScreen('GeneralSettingsPage'),
  },
  {
    path: '/sistem/firma',
    titleKey: 'routes.system.company',
    menuId: MenuId.companyInfo,
    screen: systemScreen('CompanyProfilePage'),
  },
  {
    path: '/sistem/indirim',
    titleKey: 'routes.system.discounts',
    menuId: MenuId.discounts,
    screen: systemScreen('DiscountsPage'),
  },
  {
    path: '/sistem/evrak',
    titleKey: 'routes.system.documentTypes',
    menuId: MenuId.documentTypes,
    screen: systemScreen('DocumentSeriesPage'),
  },
  {
    path: '/sistem/paratanimlari',
    titleKey: 'routes.system.currencies',
    menuId: MenuId.currencies,
    screen: systemScreen('CurrenciesPage'),
  },
  {
    path: '/sistem/puan',
    titleKey: 'routes.system.points',
    menuId: MenuId.loyaltyPoints,
    screen: systemScreen('LoyaltySettingsPage'),
  },
  {
    path: '/sistem/tasarim',
    titleKey: 'routes.system.invoiceDesign',
    menuId: MenuId.invoiceDesign,
    screen: systemScreen('PrintDesignsPage'),
  },
  {
    path: '/sistem/etiket',
    titleKey: 'routes.system.labels',
    menuId: MenuId.labels,
    screen: systemScreen('LabelDesignsPage'),
  },
  {
    path: '/sistem/etiket/detay',
    titleKey: 'routes.system.labelDetail',
    menuId: MenuId.labels,
    screen: systemScreen('LabelPrintPage'),
  },
  {
    path: '/sistem/tunits',
    titleKey: 'routes.system.units',
    menuId: MenuId.stockUnits,
    screen: screen('UnitList'),
  },
  {
    path: '/sistem/tclnt',
    titleKey: 'routes.system.devices',
    menuId: MenuId.authorisedDevices,
    screen: () => import('../terminals/DevicesPage.tsx').then((page) => ({ default: page.DevicesPage })),
  },
  {
    path: '/sistem/kargotanimlari',
    titleKey: 'routes.system.cargoDefinitions',
    menuId: MenuId.cargoDefinitions,
    screen: () => import('../cargo/screens.tsx').then((screens) => ({ default: screens.CargoDefinitions })),
  },
  {
    path: '/sistem/aktarimservis',
    titleKey: 'routes.system.transferService',
    menuId: MenuId.transferService,
  },
  {
    path: '/sistem/varyant',
    titleKey: 'routes.system.variants',
    menuId: MenuId.stockVariants,
    screen: screen('VariantList'),
  },
  {
    path: '/sistem/yama',
    titleKey: 'routes.system.updateNotes',
    menuId: MenuId.updateNotes,
    screen: systemScreen('ReleaseNotesPage'),
  },
  {
    path: '/sistem/yama/:id',
    titleKey: 'routes.system.updateNote',
    menuId: MenuId.updateNotes,
    screen: systemScreen('ReleaseNotePage'),
  },
];
