import { CARRIER_TITLES, type CarrierCode } from '@kibo/contracts';
import { formatTr } from '@kibo/domain';
import bwipjs from 'bwip-js/node';
import { MM, renderPdf } from '../../platform/pdf.ts';

// Shipping labels: our own 100×100 mm label for every parcel (sender, receiver, the carrier's
// barcode as Code 128), one page each, so a batch prints on a roll of labels in one go; and the same
// in ZPL for a thermal printer, except where the carrier's API gave its own ZPL, which is sent as it
// came (MNG's per-piece labels are what its hubs scan).

export type LabelShipment = {
  carrier: CarrierCode;
  cargoKey: string;
  trackingNo: string;
  barcodes: string[];
  parcels: number;
  desi: string;
  weightKg: string;
  codAmount: string;
  payer: 'sender' | 'receiver';
  documentNo: string;
  receiver: { name: string; phone: string; address: string; province: string; district: string };
  labelFormat: string | null;
  label: string | null;
};

export interface LabelSender {
  title: string;
  address: string;
  phone: string;
}

/** The code a parcel is scanned by: the carrier's barcode for it when it set one, else our cargo key. */
export const parcelCode = (shipment: LabelShipment, parcel: number): string =>
  shipment.barcodes[parcel] ?? shipment.barcodes[0] ?? shipment.cargoKey;

const SIZE = 100 * MM;
const PAD = 4 * MM;

export async function shippingLabelsPdf(
  sender: LabelSender,
  shipments: readonly LabelShipment[],
): Promise<Buffer> {
  return renderPdf(
    { size: [SIZE, SIZE], margin: 0, autoFirstPage: false, info: { Title: 'Kargo etiketleri' } },
    async (doc) => {
      for (const shipment of shipments)
        for (let parcel = 0; parcel < shipment.parcels; parcel++) {
          doc.addPage({ size: [SIZE, SIZE], margin: 0 });
          const width = SIZE - 2 * PAD;
          doc
            .font('bold')
            .fontSize(13)
            .text(CARRIER_TITLES[shipment.carrier], PAD, PAD, { width: width / 2 });
          doc
            .font('bold')
            .fontSize(11)
            .text(`${parcel + 1} / ${shipment.parcels}`, PAD + width / 2, PAD, {
              width: width / 2,
              align: 'right',
            });
          doc
            .font('regular')
            .fontSize(7)
            .text(`GÖNDEREN: ${sender.title}`, PAD, PAD + 18, { width })
            .text([sender.address, sender.phone].filter(Boolean).join(' · '), {
              width,
              height: 18,
              ellipsis: true,
            });
          doc
            .moveTo(PAD, PAD + 44)
            .lineTo(SIZE - PAD, PAD + 44)
            .lineWidth(0.5)
            .stroke();
          doc
            .font('regular')
            .fontSize(7)
            .text('ALICI', PAD, PAD + 48);
          doc
            .font('bold')
            .fontSize(11)
            .text(shipment.receiver.name, PAD, PAD + 57, { width, height: 14, ellipsis: true });
          doc
            .font('regular')
            .fontSize(8.5)
            .text(shipment.receiver.address, { width, height: 32, ellipsis: true })
            .font('bold')
            .text(`${shipment.receiver.district} / ${shipment.receiver.province}`, { width })
            .font('regular')
            .text(`Tel: ${shipment.receiver.phone}`, { width });
          const facts = [
            `Belge: ${shipment.documentNo}`,
            `Desi: ${formatTr(shipment.desi)}  Kg: ${formatTr(shipment.weightKg, 3)}`,
            shipment.payer === 'receiver' ? 'ALICI ÖDEMELİ' : 'GÖNDERİCİ ÖDEMELİ',
          ];
          doc
            .font('regular')
            .fontSize(7.5)
            .text(facts.join('   '), PAD, PAD + 140, { width });
          if (Number(shipment.codAmount) > 0)
            doc
              .font('bold')
              .fontSize(10)
              .text(`KAPIDA ÖDEME: ${formatTr(shipment.codAmount)} TL`, PAD, PAD + 152, { width });
          const code = parcelCode(shipment, parcel);
          // Also as text: a courier types it when the scanner fails, a clerk searches by it.
          doc
            .font('bold')
            .fontSize(8)
            .text(`BARKOD: ${code}`, PAD, PAD + 166, { width });
          const png = await bwipjs.toBuffer({
            bcid: 'code128',
            text: code,
            scale: 3,
            height: 14,
            includetext: true,
            textxalign: 'center',
          });
          doc.image(png, PAD + 6 * MM, SIZE - PAD - 30 * MM, {
            fit: [width - 12 * MM, 28 * MM],
            align: 'center',
          });
        }
    },
  );
}

/** ZPL's field data: its control characters `^` and `~` cannot stand in text. */
const zplText = (text: string) => text.replace(/[\^~\\]/g, ' ');

/** Our label in ZPL (203 dpi, 100×100 mm = 800×800 dots); `^CI28` reads the text as UTF-8. */
function ownZpl(sender: LabelSender, shipment: LabelShipment, parcel: number): string {
  const receiver = shipment.receiver;
  const lines = [
    '^XA^CI28^PW800^LL800',
    `^FO30,30^A0N,40,40^FD${zplText(CARRIER_TITLES[shipment.carrier])}^FS`,
    `^FO600,30^A0N,36,36^FD${parcel + 1} / ${shipment.parcels}^FS`,
    `^FO30,85^A0N,22,22^FDGONDEREN: ${zplText(sender.title)}^FS`,
    '^FO30,120^GB740,2,2^FS',
    `^FO30,135^A0N,34,34^FD${zplText(receiver.name)}^FS`,
    `^FO30,180^FB740,3,4,L^A0N,26,26^FD${zplText(receiver.address)}^FS`,
    `^FO30,275^A0N,30,30^FD${zplText(`${receiver.district} / ${receiver.province}`)}^FS`,
    `^FO30,315^A0N,24,24^FDTel: ${zplText(receiver.phone)}^FS`,
    `^FO30,360^A0N,24,24^FDBelge: ${zplText(shipment.documentNo)}  Desi: ${shipment.desi}  Kg: ${shipment.weightKg}^FS`,
    `^FO30,395^A0N,24,24^FD${shipment.payer === 'receiver' ? 'ALICI ODEMELI' : 'GONDERICI ODEMELI'}^FS`,
    ...(Number(shipment.codAmount) > 0
      ? [`^FO30,430^A0N,32,32^FDKAPIDA ODEME: ${formatTr(shipment.codAmount)} TL^FS`]
      : []),
    `^FO80,500^BY3^BCN,200,Y,N,N^FD${zplText(parcelCode(shipment, parcel))}^FS`,
    '^XZ',
  ];
  return lines.join('\n');
}

/** ZPL for the parcels: the carrier's own where it gave one, else ours. */
export function shippingLabelsZpl(sender: LabelSender, shipments: readonly LabelShipment[]): string {
  return shipments
    .map((shipment) =>
      shipment.labelFormat === 'zpl' && shipment.label
        ? shipment.label
        : Array.from({ length: shipment.parcels }, (_, parcel) => ownZpl(sender, shipment, parcel)).join(
            '\n',
          ),
    )
    .join('\n');
}
