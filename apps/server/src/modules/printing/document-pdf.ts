import type { PrintDesign } from '@kibo/contracts/resources';
import {
  amountInWords,
  Big,
  documentTotals,
  exemptionCodeOf,
  footRows,
  formatAmount,
  formatPrice,
  formatQuantityOf,
  formatRate,
  formatTr,
} from '@kibo/domain';
import { renderPdf } from '../../platform/pdf.ts';
import { companyLines, dateTr, drawSignatures, place, stampPages } from './page.ts';
import { type Column, drawTable, formatQuantity } from './table.ts';
import { fill, type PrintText } from './text.ts';
import type { PrintableDocument, PrintCompany, PrintLine, PrintParty } from './types.ts';

type Design = Omit<PrintDesign, 'name' | 'group'>;

const ACCENT = '#1f4e79';
const PAPER = { a4: { size: 'A4', margin: 34, font: 8.5 }, a5: { size: 'A5', margin: 22, font: 7 } };

/** A data-URL logo pdfkit can draw (PNG or JPEG), else nothing. */
function logoOf(dataUrl: string): Buffer | undefined {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
  return match ? Buffer.from(match[2]!, 'base64') : undefined;
}

/** The lines' columns the design keeps, in the order a Turkish invoice prints them. */
function columnsOf(design: Design, text: PrintText, document: PrintableDocument): Column<PrintLine>[] {
  const all: (Column<PrintLine> & { show: boolean })[] = [
    { show: true, title: text.columns.no, width: 20, align: 'right', value: (line) => String(line.lineNo) },
    { show: design.columnCode, title: text.columns.code, width: 62, value: (line) => line.itemCode },
    {
      show: true,
      title: text.columns.description,
      width: 0,
      value: (line) => (line.description ? `${line.itemName}\n${line.description}` : line.itemName),
    },
    {
      show: true,
      title: text.columns.quantity,
      width: 46,
      align: 'right',
      value: (line) => formatQuantityOf(line.quantity, 'tr', line.unitDecimals),
    },
    { show: design.columnUnit, title: text.columns.unit, width: 38, value: (line) => line.unitName },
    {
      show: design.columnPrice,
      title: text.columns.price,
      width: 62,
      align: 'right',
      value: (line) => formatPrice(line.unitPrice, 'tr'),
    },
    {
      show: design.columnDiscount,
      title: text.columns.discount,
      width: 44,
      align: 'right',
      value: (line) =>
        line.discounts
          .filter((rate) => Number(rate) !== 0)
          .map((rate) => formatQuantity(rate))
          .join('+'),
    },
    {
      show: design.columnVat,
      title: text.columns.vat,
      width: 40,
      align: 'right',
      value: (line) => formatQuantity(line.vatRate),
    },
    {
      show: design.columnTotal,
      title: document.pricesIncludeVat ? `${text.columns.total} (${text.vatIncluded})` : text.columns.total,
      width: 72,
      align: 'right',
      value: (line) => formatTr(new Big(line.amount).minus(line.lineDiscount).toString(), 2),
    },
  ];
  return all.filter((column) => column.show);
}

/**
 * A document as a PDF in one of the built-in layouts (classic: ruled form; modern: a band in the
 * accent colour and banded rows) with what the design chose to show. The foot's amounts come from
 * `documentTotals` over the stored lines: the same figures the document was saved with.
 */
export function documentPdf(input: {
  document: PrintableDocument;
  company: PrintCompany;
  party: PrintParty | null;
  design: Design;
  text: PrintText;
  printedAt: string;
}): Promise<Buffer> {
  const { document, company, party, design, text } = input;
  const paper = PAPER[design.paper === 'a5' ? 'a5' : 'a4'];
  const title = text.kinds[document.docType];
  const modern = design.layout === 'modern';
  const totals = documentTotals({
    pricesIncludeVat: document.pricesIncludeVat,
    documentDiscount: document.documentDiscount,
    lines: document.lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discounts: line.discounts,
      vatRate: line.vatRate,
      otvRate: line.otvRate,
      specialBase: line.specialBase ?? null,
      withholding: line.withholding
        ? { numerator: Number(line.withholding.split('/')[0]), denominator: 10 }
        : null,
    })),
  });

  return renderPdf(
    {
      size: paper.size,
      margin: 0,
      bufferPages: true,
      info: { Title: `${title} ${document.number}`, Author: company.title },
    },
    (doc) => {
      const margin = paper.margin;
      const width = doc.page.width - 2 * margin;
      const bottom = doc.page.height - margin - 16;
      const base = paper.font;
      doc.font('regular').fontSize(base).fillColor('#000000');

      // Company (left) and the document's identity (right).
      let y = margin;
      const logo = design.showLogo ? logoOf(company.logo) : undefined;
      const left = logo ? margin + 98 : margin;
      const companyWidth = width * 0.55 - (left - margin);
      const details = design.showCompany ? companyLines(company, text) : [];
      let bandBottom = 0;
      if (modern) {
        // The band holds the whole company block, however many lines the company has.
        doc.font('bold').fontSize(base + 3);
        let height = doc.heightOfString(company.title, { width: companyWidth });
        doc.font('regular').fontSize(base - 0.5);
        for (const line of details) height += doc.heightOfString(line, { width: companyWidth }) + 1;
        bandBottom = Math.max(margin + 46, margin + height + 8);
        doc.rect(0, 0, doc.page.width, bandBottom).fill(ACCENT);
        doc.fillColor('#ffffff');
      }
      if (logo) {
        try {
          doc.image(logo, margin, y, { fit: [90, 46] });
        } catch {
          // An image pdfkit cannot read prints as no logo rather than no document.
        }
      }
      doc
        .font('bold')
        .fontSize(base + 3)
        .text(company.title, left, y, { width: companyWidth });
      doc.font('regular').fontSize(base - 0.5);
      for (const line of details) doc.text(line, left, doc.y + 1, { width: companyWidth });
      const companyBottom = doc.y;
      doc.fillColor(modern ? '#ffffff' : '#000000');

      const boxX = margin + width * 0.58;
      const boxWidth = width * 0.42;
      doc
        .font('bold')
        .fontSize(base + 4)
        .text(title, boxX, y, { width: boxWidth, align: 'right' });
      doc.fillColor('#000000');
      const facts: [string, string][] = [
        [text.number, document.number],
        [text.date, place(dateTr(document.date), document.time)],
        ...(design.showDueDate && document.dueDate
          ? ([[text.dueDate, dateTr(document.dueDate)]] as [string, string][])
          : []),
        ...(design.showCounterpartyNo && document.counterpartyNo
          ? ([[text.counterpartyNo, document.counterpartyNo]] as [string, string][])
          : []),
        [text.warehouse, document.refs.warehouse],
        ...(document.refs.targetWarehouse
          ? ([[text.targetWarehouse, document.refs.targetWarehouse]] as [string, string][])
          : []),
        ...(document.currency !== 'TRY'
          ? ([[text.currency, `${document.currency} / ${formatRate(document.exchangeRate, 'tr')}`]] as [
              string,
              string,
            ][])
          : []),
      ];
      y = Math.max(companyBottom, modern ? bandBottom + 6 : margin + 22) + 8;
      let factsY = modern ? bandBottom + 10 : margin + 24;
      doc.fontSize(base);
      for (const [label, value] of facts) {
        doc.font('bold').text(label, boxX, factsY, { width: boxWidth * 0.42 });
        doc.font('regular').text(value, boxX + boxWidth * 0.42, factsY, { width: boxWidth * 0.58 });
        factsY = doc.y + 2;
      }
      if (!modern)
        doc
          .rect(boxX - 4, margin + 20, boxWidth + 4, factsY - margin - 18)
          .lineWidth(0.6)
          .stroke();

      // Addressee and shipping address.
      const partyTop = Math.max(y, companyBottom + 8);
      let partyBottom = partyTop;
      if (party) {
        const lines = [
          party.title,
          place(party.address, party.district, party.province),
          place(
            party.taxOffice && `${text.taxOffice} ${party.taxOffice}`,
            party.taxId && `${text.taxId}: ${party.taxId}`,
          ),
          [party.phones[0] && `${text.phone}: ${party.phones[0]}`, party.email].filter(Boolean).join('  '),
        ].filter(Boolean);
        doc
          .font('bold')
          .fontSize(base)
          .fillColor(modern ? ACCENT : '#000000')
          .text(text.to, margin, partyTop);
        doc.fillColor('#000000');
        doc.font('bold').text(lines[0]!, margin, doc.y + 1, { width: width * 0.55 });
        doc.font('regular');
        for (const line of lines.slice(1)) doc.text(line, margin, doc.y + 1, { width: width * 0.55 });
        partyBottom = doc.y;
      }
      if (design.showShippingAddress && document.shippingAddress) {
        doc
          .font('bold')
          .fillColor(modern ? ACCENT : '#000000')
          .text(text.shipTo, margin, partyBottom + 4);
        doc.fillColor('#000000').font('regular');
        doc.text(document.shippingAddress, margin, doc.y + 1, { width: width * 0.55 });
        partyBottom = doc.y;
      }
      y = Math.max(partyBottom, factsY) + 12;

      const style = { fontSize: base, look: modern ? 'striped' : 'ruled', accent: ACCENT } as const;
      y = drawTable(doc, {
        x: margin,
        y,
        width,
        columns: columnsOf(design, text, document),
        rows: document.lines,
        style,
        bottom,
        newPage: () => {
          doc.addPage();
          doc
            .font('bold')
            .fontSize(base + 1)
            .text(`${title} ${document.number}`, margin, margin);
          return margin + 18;
        },
      });

      // Foot: the amounts on the right, words, notes and banks on the left.
      const rows: [string, string, boolean?][] = design.showTotals
        ? footRows(totals).map((row) => [
            row.key === 'vat' ? fill(text.vat, { rate: formatQuantity(row.rate!) }) : text[row.key],
            row.value,
            row.strong,
          ])
        : [];
      const footHeight = rows.length * (base + 5) + 70;
      if (y + footHeight > bottom) {
        doc.addPage();
        y = margin;
      }
      const totalsX = margin + width * 0.58;
      const totalsWidth = width * 0.42;
      let totalsY = y + 8;
      for (const [label, value, strong] of rows) {
        if (strong && modern) doc.rect(totalsX, totalsY - 2, totalsWidth, base + 6).fill(ACCENT);
        doc.fillColor(strong && modern ? '#ffffff' : '#000000');
        doc.font(strong ? 'bold' : 'regular').fontSize(base);
        doc.text(label, totalsX + 4, totalsY, { width: totalsWidth * 0.6 });
        doc.text(formatAmount(value, 'tr', document.currency), totalsX, totalsY, {
          width: totalsWidth - 4,
          align: 'right',
        });
        totalsY += base + 5;
      }
      doc.fillColor('#000000');
      if (rows.length > 0 && !modern)
        doc
          .rect(totalsX, y + 4, totalsWidth, totalsY - y - 4)
          .lineWidth(0.6)
          .stroke();

      let noteY = y + 8;
      const noteWidth = width * 0.55;
      const note = (label: string | null, value: string) => {
        if (!value) return;
        if (label)
          doc
            .font('bold')
            .fontSize(base - 0.5)
            .text(label, margin, noteY, { width: noteWidth });
        doc
          .font('regular')
          .fontSize(base - 0.5)
          .text(value, margin, label ? doc.y : noteY, { width: noteWidth });
        noteY = doc.y + 5;
      };
      if (design.showTotals && design.showAmountInWords)
        note(null, amountInWords(totals.payable, document.currency));
      // The law's reason for each exemption (or special base) the lines name, as a paper invoice must say.
      note(
        text.exemptions,
        [...new Set(document.lines.map((line) => line.exemptionCode).filter(Boolean))]
          .map((code) => `${code} ${exemptionCodeOf(code!)?.name ?? ''}`.trim())
          .join('\n'),
      );
      if (design.showDescription) note(text.description, document.description);
      if (design.showBankAccounts && company.bankAccounts.length > 0)
        note(
          text.banks,
          company.bankAccounts
            .map((bank) => place(bank.bank, bank.branch ?? '', bank.iban, bank.currency ?? ''))
            .join('\n'),
        );
      note(null, design.footNote);

      if (design.showSignatures) {
        const signY = Math.max(noteY, totalsY) + 24;
        if (signY + 40 <= bottom) drawSignatures(doc, text, { x: margin, y: signY, width, fontSize: base });
      }

      stampPages(doc, {
        margin,
        fontSize: base - 1.5,
        text,
        printedAt: input.printedAt,
        cancelled: document.status === 'cancelled',
      });
    },
  );
}
