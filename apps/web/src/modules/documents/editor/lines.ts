import type { DocumentKind } from '@kibo/contracts';
import { Big, round } from '@kibo/domain';

/** A unit a line may be counted in: the item's main unit (factor 1) or one of its extra units. */
export interface LineUnit {
  id: number;
  name: string;
  factor: string;
}

/** One row of the editor, as typed (strings), with what it needs to show the item. */
export interface EditorLine {
  key: string;
  itemId: number;
  itemCode: string;
  itemName: string;
  description: string;
  quantity: string;
  unitId: number;
  units: LineUnit[];
  unitPrice: string;
  discounts: [string, string, string];
  vatRate: string;
  otvRate: string;
  withholding: string;
  sourceLineId: number | null;
}

/** An item as the items list answers it (only what a line takes from it). */
export interface ItemRow {
  id: number;
  code: string;
  name: string;
  unitId: number;
  units: { unitId: number; factor: string }[];
  vatRate: string;
  salePrice: string;
  vatIncluded: boolean;
  purchasePrice: string;
  prices: { list: string; price: string }[];
  barcodes: string[];
  refs: Record<string, string>;
}

let counter = 0;
export const lineKey = () => `line-${++counter}`;

/**
 * The price a new line starts from: the account's price list on a sale, the buying price on a
 * purchase, turned to the document's basis (VAT-included or not) when the card keeps the other one.
 */
export function startingPrice(
  item: ItemRow,
  kind: DocumentKind,
  priceList: string,
  pricesIncludeVat: boolean,
): string {
  const sale =
    priceList === 'sale1' ? item.salePrice : item.prices.find((price) => price.list === priceList)?.price;
  const [price, included] =
    kind.side === 'purchase' ? [item.purchasePrice, false] : [sale ?? item.salePrice, item.vatIncluded];
  const factor = new Big(100).plus(item.vatRate || 0).div(100);
  const value = new Big(price || 0);
  if (included === pricesIncludeVat) return round(value, 4);
  return round(included ? value.div(factor) : value.times(factor), 4);
}

export function lineFromItem(
  item: ItemRow,
  kind: DocumentKind,
  priceList: string,
  pricesIncludeVat: boolean,
): EditorLine {
  return {
    key: lineKey(),
    itemId: item.id,
    itemCode: item.code,
    itemName: item.name,
    description: '',
    quantity: '1',
    unitId: item.unitId,
    units: [
      { id: item.unitId, name: item.refs.unitId ?? '', factor: '1' },
      ...item.units.map((unit, index) => ({
        id: unit.unitId,
        name: item.refs[`units.${index}.unitId`] ?? '',
        factor: unit.factor,
      })),
    ],
    unitPrice: startingPrice(item, kind, priceList, pricesIncludeVat),
    discounts: ['0', '0', '0'],
    vatRate: item.vatRate,
    otvRate: '0',
    withholding: '',
    sourceLineId: null,
  };
}

/** A line as the API takes it: trailing zero discounts dropped, the main unit sent as none. */
export const lineInput = (line: EditorLine) => {
  const discounts = [...line.discounts];
  while (discounts.length && Number(discounts.at(-1)) === 0) discounts.pop();
  return {
    itemId: line.itemId,
    description: line.description,
    quantity: line.quantity,
    unitId: line.unitId === line.units[0]?.id ? null : line.unitId,
    unitPrice: line.unitPrice,
    discounts,
    vatRate: line.vatRate,
    otvRate: line.otvRate,
    withholding: line.withholding,
    sourceLineId: line.sourceLineId,
  };
};
