import type { Floor, KitchenTicketData, TableOrderView } from '@kibo/contracts/resources';
import { apiGet, apiSend } from '../../platform/api/client.ts';

// The floor and table orders (`/api/pos-tables`). Every order change answers the order as it now is
// and the kitchen tickets it printed, if any.

export const tableKeys = {
  floor: ['posTables', 'floor'] as const,
  order: (id: number) => ['posTables', 'order', id] as const,
  printers: ['posTables', 'printers'] as const,
};

export interface OrderChange {
  record: TableOrderView;
  tickets: KitchenTicketData[];
}

export interface KitchenPrinters {
  printers: { id: number; name: string; categoryIds: number[] }[];
  categories: { id: number; name: string }[];
}

export const fetchFloor = () => apiGet<Floor>('/pos-tables/floor');
export const fetchOrder = (id: number) => apiGet<TableOrderView>(`/pos-tables/orders/${id}`);
export const fetchPrinters = () => apiGet<KitchenPrinters>('/pos-tables/printers');

export const openTable = (tableId: number) =>
  apiSend<OrderChange>('post', `/pos-tables/tables/${tableId}/open`);

/** A change to order `id`: `path` under it (`lines`, `send`, `lines/5/remove`…). */
export const changeOrder = (id: number, method: 'post' | 'put', path: string, body: object = {}) =>
  apiSend<OrderChange>(method, `/pos-tables/orders/${id}/${path}`, body);

/** Layout: `areas`, `tables` or `printers`; a record with an id is saved, without one added. */
export const saveLayout = <T extends { id?: number }>(kind: 'areas' | 'tables' | 'printers', record: T) => {
  const { id, ...body } = record;
  return id === undefined
    ? apiSend<{ record: T }>('post', `/pos-tables/${kind}`, body)
    : apiSend<{ record: T }>('put', `/pos-tables/${kind}/${id}`, body);
};
export const removeLayout = (kind: 'areas' | 'tables' | 'printers', id: number) =>
  apiSend<null>('delete', `/pos-tables/${kind}/${id}`);
