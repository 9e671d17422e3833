import { Big } from '@kibo/domain';
import type { EReceipt } from './model.ts';
import { notes, opening, party, signature } from './parts.ts';
import { group, text } from './xml.ts';

// The receipt advice (İrsaliye Yanıtı): the buyer's answer to an e-despatch, sent within seven
// days, saying per line what arrived, what was short and what was refused and why.

const quantity = (name: string, value: string | undefined, unitCode: string): string =>
  value && new Big(value).gt(0) ? text(name, new Big(value).toString(), { unitCode }) : '';

export function buildReceipt(receipt: EReceipt): string {
  return [
    opening({ root: 'ReceiptAdvice', customization: 'TR1.2.1', profile: 'TEMELIRSALIYE', ...receipt }),
    text('cbc:ReceiptAdviceTypeCode', 'SEVK'),
    notes(receipt.notes),
    text('cbc:LineCountNumeric', receipt.lines.length),
    group(
      'cac:DespatchDocumentReference',
      text('cbc:ID', receipt.despatch.id),
      text('cbc:IssueDate', receipt.despatch.date),
    ),
    signature(receipt.receiver, receipt.number),
    group('cac:DeliveryCustomerParty', party(receipt.receiver)),
    group('cac:DespatchSupplierParty', party(receipt.sender)),
    group(
      'cac:Shipment',
      text('cbc:ID', '1'),
      group('cac:Delivery', group('cac:Despatch', text('cbc:ActualDespatchDate', receipt.receivedDate))),
    ),
    ...receipt.lines.map((line, index) =>
      group(
        'cac:ReceiptLine',
        text('cbc:ID', index + 1),
        text('cbc:ReceivedQuantity', new Big(line.received).toString(), { unitCode: line.unitCode }),
        quantity('cbc:ShortQuantity', line.short, line.unitCode),
        quantity('cbc:RejectedQuantity', line.rejected, line.unitCode),
        line.rejected && new Big(line.rejected).gt(0) ? text('cbc:RejectReason', line.rejectReason) : '',
        quantity('cbc:OversupplyQuantity', line.over, line.unitCode),
        group('cac:DespatchLineReference', text('cbc:LineID', line.despatchLineId)),
        group(
          'cac:Item',
          text('cbc:Name', line.name),
          line.sellersItemId
            ? group('cac:SellersItemIdentification', text('cbc:ID', line.sellersItemId))
            : '',
        ),
      ),
    ),
    '</ReceiptAdvice>\n',
  ]
    .filter(Boolean)
    .join('\n');
}
