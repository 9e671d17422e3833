import { itemShelves, warehouseSettings } from '@kibo/contracts/resources';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';
import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';

export const WarehouseSettingsPage = () => <SettingsPage def={warehouseSettings} />;
export const ShelvingPage = () => <ResourceListPage def={itemShelves} form="drawer" />;
