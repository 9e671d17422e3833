import type { DocumentKind } from '@kibo/contracts';
import { Big, bestDiscount, type DiscountRule, isSpecialBaseCode, round } from '@kibo/domain';

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
  /** GİB's codes an e-invoice needs: the withholding's (603…), and a 0 % line's exemption (301…). */
  withholdingCode: string;
  exemptionCode: string;
  /** Özel matrah (with a code 801–812): what the VAT is charged on; '' for the line's net. */
  specialBase: string;
  sourceLineId: number | null;
  categoryId: number | null;
  /** The price before a discount definition changed it; the line's own when the user typed one. */
  listPrice: string;
  /** The discount definition applied to the line; none once the user sets price or discount by hand. */
  offerId: number | null;
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
  categoryId: number | null;
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
    listPrice: startingPrice(item, kind, priceList, pricesIncludeVat),
    offerId: null,
    categoryId: item.categoryId,
    discounts: ['0', '0', '0'],
    vatRate: item.vatRate,
    otvRate: '0',
    withholding: '',
    withholdingCode: '',
    exemptionCode: '',
    specialBase: '',
    sourceLineId: null,
  };
}

/** The line's exemption as it counts: a 0 % line's any code, another line's only a special base's. */
export const exemptionOf = (line: Pick<EditorLine, 'vatRate' | 'exemptionCode'>): string =>
  Number(line.vatRate) === 0 || isSpecialBaseCode(line.exemptionCode) ? line.exemptionCode : '';

/** The special base as it counts: only under a special base's code. */
export const specialBaseOf = (line: Pick<EditorLine, 'vatRate' | 'exemptionCode' | 'specialBase'>): string =>
  isSpecialBaseCode(exemptionOf(line)) ? line.specialBase : '';

/** The line's numbers: '' is one whose box still asks or refuses (see `DecimalInput`). */
const numbersOf = (line: EditorLine) => [line.quantity, line.unitPrice, line.otvRate, ...line.discounts];

/** Whether a number of the line is not settled yet: the document cannot be saved. */
export const unsettled = (line: EditorLine) => numbersOf(line).includes('');

/** The line as the totals read it: a number not settled yet counts as nothing until it is. */
export const countedLine = (line: EditorLine): EditorLine =>
  unsettled(line)
    ? {
        ...line,
        quantity: line.quantity || '0',
        unitPrice: line.unitPrice || '0',
        otvRate: line.otvRate || '0',
        discounts: line.discounts.map((discount) => discount || '0') as EditorLine['discounts'],
      }
    : line;

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
    withholdingCode: line.withholdingCode,
    // An exemption left behind when the rate changed is not sent (a special base's goes at any rate).
    exemptionCode: exemptionOf(line),
    specialBase: specialBaseOf(line),
    sourceLineId: line.sourceLineId,
  };
};

/** What the offers endpoint answers: the discount definitions in force and the account's group. */
export interface Offers {
  rules: DiscountRule[];
  accountGroup: string;
  accountPriceList: string | null;
  /** The account's own payment term in days, when it has one. */
  accountPaymentDays: number | null;
}

/**
 * The line under the discount definitions (/sistem/indirim): the best rule for its item, category,
 * account group, quantity and date sets the first discount (a rate) or lowers the price (an amount
 * per unit). A line whose price or first discount the user typed is left as it is.
 */
export function withOffer(line: EditorLine, offers: Offers | undefined, date: string): EditorLine {
  if (!offers || unsettled(line) || (line.offerId === null && Number(line.discounts[0]) !== 0)) return line;
  if (line.offerId === null && line.unitPrice !== line.listPrice) return line;
  const best = bestDiscount(offers.rules, {
    itemId: line.itemId,
    categoryId: line.categoryId,
    accountGroup: offers.accountGroup,
    quantity: line.quantity,
    unitPrice: line.listPrice,
    date,
  });
  const discounts: EditorLine['discounts'] = ['0', line.discounts[1], line.discounts[2]];
  if (!best) return { ...line, unitPrice: line.listPrice, discounts, offerId: null };
  if (new Big(best.rule.rate).gt(0))
    return {
      ...line,
      unitPrice: line.listPrice,
      discounts: [String(best.rule.rate), line.discounts[1], line.discounts[2]],
      offerId: best.rule.id,
    };
  const lowered = new Big(line.listPrice).minus(best.rule.amount);
  return { ...line, unitPrice: round(lowered.lt(0) ? 0 : lowered, 4), discounts, offerId: best.rule.id };
}
