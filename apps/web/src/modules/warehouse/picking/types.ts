import { Big } from '@kibo/domain';
/** A picking round as `GET /api/pickings/:id` answers it. */
export interface Picking {
  id: number;
  status: 'open' | 'finished' | 'cancelled';
  warehouse: string;
  waybills: { id: number; number: string }[];
  rules: {
    pickingOrder: 'shelf' | 'document';
    scanEachUnit: boolean;
    scanShelf: boolean;
    allowShort: boolean;
  };
  lines: PickingLine[];
}

export interface PickingLine {
  orderLineId: number;
  orderId: number;
  orderNumber: string;
  accountTitle: string;
  itemCode: string;
  itemName: string;
  unitName: string;
  /** Main units. */
  ordered: string;
  supplied: string;
  picked: string;
  heldElsewhere: string;
  shelves: { locationId: number; code: string; priority: number }[];
  picks: { locationId: number | null; quantity: string }[];
}

/** What this round may still collect of a line: ordered less supplied less other rounds' picks. */
export const toPick = (line: PickingLine): Big =>
  new Big(line.ordered).minus(line.supplied).minus(line.heldElsewhere);
