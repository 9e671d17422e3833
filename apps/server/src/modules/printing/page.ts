import { formatDay } from '@kibo/domain';
import { fill, type PrintText } from './text.ts';
import type { PrintCompany } from './types.ts';

export const A4 = { margin: 34, font: 8.5 } as const;

// What every printed page shares: dates as Turkish paper shows them, the company's identity
// lines, and the stamp at the foot of each page.

/** A day as Turkish paper writes it, as the screens do: 25.11.2026. */
export const dateTr = (iso: string | null) => formatDay(iso, 'tr');
export const place = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The company's address, contact and tax identity, one line each, empty lines left out. */
export const companyLines = (company: PrintCompany, text: PrintText, full = true): string[] =>
  [
    place(company.address, company.postalCode, company.district, company.city),
    full
      ? [company.phone && `${text.phone}: ${company.phone}`, company.email, company.website]
          .filter(Boolean)
          .join('  ')
      : '',
    place(
      company.taxOffice && `${text.taxOffice} ${company.taxOffice}`,
      company.vkn && `${text.taxId}: ${company.vkn}`,
    ),
    full && company.mersisNo ? `${text.mersis}: ${company.mersisNo}` : '',
    full && company.tradeRegistryNo ? `${text.tradeRegistry}: ${company.tradeRegistryNo}` : '',
  ].filter(Boolean);

/**
 * On every page of a finished (buffered) document: when it was printed, "page n of m", and across
 * a cancelled document's pages a mark no one can miss.
 */
export function stampPages(
  doc: PDFKit.PDFDocument,
  options: { margin: number; fontSize: number; text: PrintText; printedAt: string; cancelled?: boolean },
) {
  const { margin, text } = options;
  const width = doc.page.width - 2 * margin;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    if (options.cancelled) {
      doc.save().rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.font('bold').fontSize(60).fillColor('#cc0000').fillOpacity(0.25);
      doc.text(text.cancelled, 0, doc.page.height / 2 - 30, { width: doc.page.width, align: 'center' });
      doc.restore();
      doc.fillOpacity(1);
    }
    doc.font('regular').fontSize(options.fontSize).fillColor('#666666');
    const footY = doc.page.height - margin + 2;
    doc.text(fill(text.printedAt, { at: options.printedAt }), margin, footY, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(fill(text.page, { page: index + 1, pages: range.count }), margin + width / 2, footY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#000000');
  }
}

/**
 * A plain A4 heading: the company and its identity on the left, the paper's title on the right.
 * Answers the y under it.
 */
export function drawHeading(doc: PDFKit.PDFDocument, company: PrintCompany, text: PrintText, title: string) {
  const { margin, font } = A4;
  const width = doc.page.width - 2 * margin;
  doc
    .font('bold')
    .fontSize(font + 3)
    .text(company.title, margin, margin, { width: width * 0.6 });
  doc.font('regular').fontSize(font - 0.5);
  for (const line of companyLines(company, text, false))
    doc.text(line, margin, doc.y + 1, { width: width * 0.6 });
  const companyBottom = doc.y;
  doc
    .font('bold')
    .fontSize(font + 4)
    .text(title, margin + width * 0.5, margin, { width: width * 0.5, align: 'right' });
  return Math.max(companyBottom, doc.y, margin + 40) + 14;
}

/** "Delivered by" and "Received by", each over a line to sign on, side by side from `y`. */
export function drawSignatures(
  doc: PDFKit.PDFDocument,
  text: PrintText,
  box: { x: number; y: number; width: number; fontSize: number },
) {
  const half = box.width / 2;
  for (const [index, label] of [text.delivered, text.received].entries()) {
    const x = box.x + index * half;
    doc
      .font('bold')
      .fontSize(box.fontSize)
      .text(label, x, box.y, { width: half - 20, align: 'center' });
    doc
      .moveTo(x + 30, box.y + 36)
      .lineTo(x + half - 50, box.y + 36)
      .lineWidth(0.5)
      .stroke();
  }
}
