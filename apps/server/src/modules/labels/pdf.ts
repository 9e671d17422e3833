import { A4 } from '@kibo/contracts/resources';
import { formatAmount, isValidEan13 } from '@kibo/domain';
import bwipjs from 'bwip-js/node';
import { MM, renderPdf } from '../../platform/pdf.ts';

export interface LabelDesign {
  paper: string;
  columns: number;
  rows: number;
  labelWidth: string;
  labelHeight: string;
  marginTop: string;
  marginLeft: string;
  gapX: string;
  gapY: string;
  barcodeType: string;
  showName: boolean;
  showCode: boolean;
  showPrice: boolean;
  fontSize: number;
}

export interface LabelItem {
  name: string;
  code: string;
  barcode: string;
  salePrice: string;
  saleCurrency: string;
}

/**
 * The barcode a label carries: EAN-13 when the design asks for it and the item's number is a valid
 * one (bwip-js would refuse a wrong check digit), else Code 128 of the barcode or the item code;
 * QR codes take the barcode or code as they are.
 */
export function barcodeOf(
  design: Pick<LabelDesign, 'barcodeType'>,
  item: Pick<LabelItem, 'barcode' | 'code'>,
) {
  const text = item.barcode || item.code;
  if (design.barcodeType === 'qrcode') return { bcid: 'qrcode', text };
  if (design.barcodeType === 'ean13' && isValidEan13(item.barcode))
    return { bcid: 'ean13', text: item.barcode };
  return { bcid: 'code128', text };
}

async function barcodePng(design: LabelDesign, item: LabelItem): Promise<Buffer> {
  const { bcid, text } = barcodeOf(design, item);
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 10,
    includetext: bcid !== 'qrcode',
    textxalign: 'center',
  });
}

/**
 * Writes the labels (one per entry of `labels`, in order) to a PDF: on A4 sheets in the design's
 * grid, starting after `skip` used positions, or one page per label on a roll. The fonts are
 * DejaVu, whose glyphs cover Turkish letters and the lira sign.
 */
export async function labelsPdf(design: LabelDesign, labels: LabelItem[], skip: number) {
  const width = Number(design.labelWidth) * MM;
  const height = Number(design.labelHeight) * MM;
  const roll = design.paper === 'roll';
  const perSheet = roll ? 1 : design.columns * design.rows;
  return renderPdf(
    {
      size: roll ? [width, height] : [A4.width * MM, A4.height * MM],
      margin: 0,
      autoFirstPage: false,
      info: { Title: 'Etiketler' },
    },
    async (doc) => {
      const barcodes = new Map<string, Buffer>();
      for (let index = 0; index < labels.length; index++) {
        const item = labels[index]!;
        const position = roll ? 0 : (index + skip) % perSheet;
        if (index === 0 || position === 0) doc.addPage();
        const column = position % design.columns;
        const row = Math.floor(position / design.columns);
        const x = roll
          ? 0
          : (Number(design.marginLeft) + column * (Number(design.labelWidth) + Number(design.gapX))) * MM;
        const y = roll
          ? 0
          : (Number(design.marginTop) + row * (Number(design.labelHeight) + Number(design.gapY))) * MM;
        const pad = 2 * MM;
        let top = y + pad;
        doc.font('regular').fontSize(design.fontSize);
        const line = (text: string) => {
          doc.text(text, x + pad, top, {
            width: width - 2 * pad,
            height: design.fontSize * 1.3,
            ellipsis: true,
            lineBreak: false,
          });
          top += design.fontSize * 1.3;
        };
        if (design.showName) line(item.name);
        if (design.showCode) line(item.code);
        if (design.showPrice) line(formatAmount(item.salePrice, 'tr', item.saleCurrency));
        const key = `${item.barcode}|${item.code}`;
        if (!barcodes.has(key)) barcodes.set(key, await barcodePng(design, item));
        const room = y + height - pad - top;
        if (room > 4 * MM)
          doc.image(barcodes.get(key)!, x + pad, top, { fit: [width - 2 * pad, room], align: 'center' });
      }
    },
  );
}
