import { barcodeOf, list, node, type ParsedParty, parser, party, text } from './parse.ts';

// An incoming e-despatch read back into our words: who sends what, line by line, so the receipt
// advice can answer each line and a purchase waybill can be drafted from it.

export interface ParsedDespatchLine {
  /** The line's cbc:ID: the receipt advice answers it by this. */
  id: string;
  name: string;
  quantity: string;
  unitCode: string;
  sellersItemId: string;
  barcode: string;
}

export interface ParsedDespatch {
  uuid: string;
  number: string;
  profile: string;
  type: string;
  issueDate: string;
  issueTime: string;
  /** When the goods left, as the sender declared it. */
  shipmentDate: string;
  notes: string[];
  supplier: ParsedParty;
  customer: ParsedParty;
  order: { id: string; date: string } | null;
  lines: ParsedDespatchLine[];
}

/** An incoming UBL-TR despatch advice; throws when the text is not one. */
export function parseDespatch(xml: string): ParsedDespatch {
  const root = node(parser.parse(xml).DespatchAdvice);
  if (!root.ID) throw new Error('Belge bir UBL-TR irsaliyesi değil');
  const order = node(root.OrderReference);
  return {
    uuid: text(root.UUID),
    number: text(root.ID),
    profile: text(root.ProfileID),
    type: text(root.DespatchAdviceTypeCode),
    issueDate: text(root.IssueDate),
    issueTime: text(root.IssueTime).slice(0, 5),
    shipmentDate: text(node(node(node(root.Shipment).Delivery).Despatch).ActualDespatchDate),
    notes: list(root.Note).map(text).filter(Boolean),
    supplier: party(root.DespatchSupplierParty),
    customer: party(root.DeliveryCustomerParty),
    order: order.ID ? { id: text(order.ID), date: text(order.IssueDate) } : null,
    lines: list(root.DespatchLine).map((line) => {
      const item = node(line.Item);
      return {
        id: text(line.ID),
        name: text(item.Name),
        quantity: text(line.DeliveredQuantity),
        unitCode: text(node(line.DeliveredQuantity)['@unitCode']),
        sellersItemId: text(node(item.SellersItemIdentification).ID),
        barcode: barcodeOf(item),
      };
    }),
  };
}
