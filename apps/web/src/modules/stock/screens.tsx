import {
  categories,
  itemTypes,
  locations,
  persons,
  producers,
  units,
  variants,
  warehouses,
} from '@kibo/contracts/resources';

export { ItemForm, ItemList } from './items.tsx';

import { ResourceFormPage } from '../../platform/resources/ResourceFormPage.tsx';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

// Producers and persons have their own form routes in the spec; the small definitions edit in a drawer.
export const ProducerList = () => <ResourceListPage def={producers} form={{ routes: '/stok/uretici' }} />;
export const ProducerForm = () => (
  <ResourceFormPage def={producers} listPath="/stok/uretici" base="/stok/uretici" />
);
export const CatalogueProducerList = () => (
  <ResourceListPage def={producers} form={{ routes: '/kibourun/uretici' }} />
);
export const CatalogueProducerForm = () => (
  <ResourceFormPage def={producers} listPath="/kibourun/uretici" base="/kibourun/uretici" />
);
export const PersonList = () => <ResourceListPage def={persons} form={{ routes: '/stok/kisi' }} />;
export const PersonForm = () => <ResourceFormPage def={persons} listPath="/stok/kisi" base="/stok/kisi" />;
export const WarehouseList = () => <ResourceListPage def={warehouses} form="drawer" />;
export const LocationList = () => <ResourceListPage def={locations} form="drawer" />;
export const ItemTypeList = () => <ResourceListPage def={itemTypes} form="drawer" />;
export const CategoryList = () => <ResourceListPage def={categories} form="drawer" />;
export const UnitList = () => <ResourceListPage def={units} form="drawer" />;
export const VariantList = () => <ResourceListPage def={variants} form="drawer" />;
