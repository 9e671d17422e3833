import { VOUCHER_KINDS, type VoucherKindName } from '@kibo/contracts';
import { amountInWords, Big, formatAmount, formatTr } from '@kibo/domain';
import { renderPdf } from '../../platform/pdf.ts';
import type { VoucherRecord } from '../vouchers/index.ts';
import { A4, dateTr, drawHeading, drawSignatures, place, stampPages } from './page.ts';
import { type Column, drawTable } from './table.ts';
import type { PrintText } from './text.ts';
import type { PrintCompany, PrintParty } from './types.ts';

type Line = VoucherRecord['lines'][number];

/** A line's amount on its voucher's side (a transfer's lines each on their own side). */
const amountOf = (line: Line) => (Number(line.debit) !== 0 ? line.debit : line.credit);

/** Who or what a line names: the account, or for a cash transfer the register; a cheque's serial under it. */
const whoOf = (line: Line) =>
  [
    line.account ?? line.cashAccount ?? '',
    line.instrument ? `${line.instrument.serialNo} ${line.instrument.bankName}`.trim() : '',
  ]
    .filter(Boolean)
    .join('\n');

/**
 * A voucher on A4 — a cash collection's receipt (Tahsilat Makbuzu), a payment's (Tediye Makbuzu),
 * a transfer, a bordro: the company, the voucher's kind, number, date and register, the addressee
 * when every line is one account's, the lines, the total in figures and words, two signatures.
 */
export function voucherPdf(input: {
  voucher: VoucherRecord;
  company: PrintCompany;
  party: PrintParty | null;
  text: PrintText;
  printedAt: string;
}): Promise<Buffer> {
  const { voucher, company, party, text } = input;
  const kind = VOUCHER_KINDS[voucher.voucherType as VoucherKindName];
  const title = text.voucherKinds[voucher.voucherType as VoucherKindName];
  const points = kind.ledger === 'points';
  const money = (value: string, currency: string) =>
    points ? `${formatTr(value, 0)} ${text.points}` : formatAmount(value, 'tr', currency);
  // A transfer moves one amount between its two sides: its total is the first side's.
  const counted = kind.side === 'transfer' ? voucher.lines.slice(0, 1) : voucher.lines;
  const total = counted.reduce((sum, line) => sum.plus(amountOf(line)), new Big(0)).toFixed(2);
  const currency =
    kind.side === 'transfer' ? (voucher.lines[0]?.currency ?? voucher.currency) : voucher.currency;

  const columns: Column<Line & { no: number }>[] = [
    { title: '#', width: 20, align: 'right', value: (line) => String(line.no) },
    { title: text.voucherColumns.account, width: 170, value: whoOf },
    { title: text.voucherColumns.description, width: 0, value: (line) => line.description },
    { title: text.voucherColumns.dueDate, width: 58, value: (line) => dateTr(line.dueDate) },
    {
      title: text.voucherColumns.amount,
      width: 90,
      align: 'right',
      value: (line) => money(amountOf(line), line.currency ?? voucher.currency),
    },
  ];

  return renderPdf(
    {
      size: 'A4',
      margin: 0,
      bufferPages: true,
      info: { Title: `${title} ${voucher.number}`, Author: company.title },
    },
    (doc) => {
      const { margin, font: base } = A4;
      const width = doc.page.width - 2 * margin;
      const bottom = doc.page.height - margin - 16;
      let y = drawHeading(doc, company, text, title);

      const facts: [string, string][] = [
        [text.number, voucher.number],
        [text.date, dateTr(voucher.date)],
        ...(voucher.cashAccount ? ([[text.register, voucher.cashAccount]] as [string, string][]) : []),
        ...(voucher.currency !== 'TRY' && !points
          ? ([[text.currency, `${voucher.currency} / ${formatTr(voucher.exchangeRate, 4)}`]] as [
              string,
              string,
            ][])
          : []),
      ];
      const factsX = margin + width * 0.58;
      let factsY = y;
      for (const [label, value] of facts) {
        doc
          .font('bold')
          .fontSize(base)
          .text(label, factsX, factsY, { width: width * 0.16 });
        doc.font('regular').text(value, factsX + width * 0.16, factsY, { width: width * 0.26 });
        factsY = doc.y + 2;
      }
      if (party) {
        doc.font('bold').fontSize(base).text(text.to, margin, y);
        doc.text(party.title, margin, doc.y + 1, { width: width * 0.55 });
        doc.font('regular');
        for (const line of [
          place(party.address, party.district, party.province),
          place(
            party.taxOffice && `${text.taxOffice} ${party.taxOffice}`,
            party.taxId && `${text.taxId}: ${party.taxId}`,
          ),
        ].filter(Boolean))
          doc.text(line, margin, doc.y + 1, { width: width * 0.55 });
      }
      y = Math.max(doc.y, factsY) + 12;

      y = drawTable(doc, {
        x: margin,
        y,
        width,
        columns,
        rows: voucher.lines.map((line, index) => ({ ...line, no: index + 1 })),
        style: { fontSize: base, look: 'ruled', accent: '#1f4e79' },
        bottom,
        newPage: () => {
          doc.addPage();
          doc
            .font('bold')
            .fontSize(base + 1)
            .text(`${title} ${voucher.number}`, margin, margin);
          return margin + 18;
        },
      });
      if (y + 120 > bottom) {
        doc.addPage();
        y = margin;
      }
      doc
        .font('bold')
        .fontSize(base + 1)
        .text(`${text.voucherTotal}: ${money(total, currency)}`, margin, y + 8, { width, align: 'right' });
      doc.font('regular').fontSize(base);
      if (!points) doc.text(amountInWords(total, currency), margin, doc.y + 4, { width, align: 'right' });
      if (voucher.description) {
        doc.font('bold').text(text.description, margin, doc.y + 8, { width });
        doc.font('regular').text(voucher.description, margin, doc.y, { width });
      }
      drawSignatures(doc, text, { x: margin, y: doc.y + 28, width, fontSize: base });
      stampPages(doc, {
        margin,
        fontSize: base - 1.5,
        text,
        printedAt: input.printedAt,
        cancelled: voucher.status === 'cancelled',
      });
    },
  );
}
