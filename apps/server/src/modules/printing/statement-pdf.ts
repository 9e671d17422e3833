import { Big, formatTr } from '@kibo/domain';
import { renderPdf } from '../../platform/pdf.ts';
import type { AccountStatement } from '../ledgers/index.ts';
import { A4, dateTr, drawHeading, stampPages } from './page.ts';
import { type Column, drawTable } from './table.ts';
import type { PrintText } from './text.ts';
import type { PrintCompany } from './types.ts';

type Row = {
  date: string;
  document: string;
  description: string;
  dueDate: string;
  debit: string;
  credit: string;
  balance: string;
};

const money = (value: string) => (value === '' ? '' : formatTr(value, 2));

/**
 * An account's statement on A4: the company and the account, the period and currency, the opening
 * balance, every entry with its running balance, the period's debit and credit totals and the
 * closing balance — what is sent to a customer for reconciliation (mutabakat).
 */
export function statementPdf(input: {
  statement: AccountStatement;
  company: PrintCompany;
  sourceNames: Record<string, string>;
  text: PrintText;
  printedAt: string;
}): Promise<Buffer> {
  const { statement, company, text } = input;
  const columnsText = text.statementColumns;
  const debitTotal = statement.entries.reduce((sum, entry) => sum.plus(entry.debit), new Big(0));
  const creditTotal = statement.entries.reduce((sum, entry) => sum.plus(entry.credit), new Big(0));
  const rows: Row[] = [
    {
      date: dateTr(statement.dateFrom),
      document: '',
      description: text.opening,
      dueDate: '',
      debit: '',
      credit: '',
      balance: statement.openingBalance,
    },
    ...statement.entries.map((entry) => ({
      date: dateTr(entry.date),
      document: [entry.number, entry.docType ? input.sourceNames[entry.docType] : '']
        .filter(Boolean)
        .join('\n'),
      description: entry.description,
      dueDate: dateTr(entry.dueDate),
      debit: entry.debit,
      credit: entry.credit,
      balance: entry.balance,
    })),
  ];
  const columns: Column<Row>[] = [
    { title: columnsText.date, width: 56, value: (row) => row.date },
    { title: columnsText.document, width: 96, value: (row) => row.document },
    { title: columnsText.description, width: 0, value: (row) => row.description },
    { title: columnsText.dueDate, width: 56, value: (row) => row.dueDate },
    { title: columnsText.debit, width: 70, align: 'right', value: (row) => money(row.debit) },
    { title: columnsText.credit, width: 70, align: 'right', value: (row) => money(row.credit) },
    { title: columnsText.balance, width: 76, align: 'right', value: (row) => money(row.balance) },
  ];

  return renderPdf(
    {
      size: 'A4',
      margin: 0,
      bufferPages: true,
      info: { Title: `${text.statement} ${statement.account.code}`, Author: company.title },
    },
    (doc) => {
      const { margin, font: base } = A4;
      const width = doc.page.width - 2 * margin;
      const bottom = doc.page.height - margin - 16;
      let y = drawHeading(doc, company, text, text.statement);
      const period = `${dateTr(statement.dateFrom) || '…'} – ${dateTr(statement.dateTo) || '…'}`;
      for (const [label, value] of [
        [text.to, `${statement.account.code} ${statement.account.title}`],
        [text.period, period],
        [text.currency.split(' /')[0]!, statement.currency],
      ] as const) {
        doc.font('bold').fontSize(base).text(label, margin, y, { width: 90 });
        doc.font('regular').text(value, margin + 90, y, { width: width - 90 });
        y = doc.y + 3;
      }
      y = drawTable(doc, {
        x: margin,
        y: y + 8,
        width,
        columns,
        rows,
        style: { fontSize: base - 0.5, look: 'ruled', accent: '#1f4e79' },
        bottom,
        newPage: () => {
          doc.addPage();
          doc
            .font('bold')
            .fontSize(base + 1)
            .text(`${text.statement} · ${statement.account.title}`, margin, margin);
          return margin + 18;
        },
      });
      if (y + 40 > bottom) {
        doc.addPage();
        y = margin;
      }
      const totals: [string, string][] = [
        [text.totals, `${money(debitTotal.toString())}   ${money(creditTotal.toString())}`],
        [text.closing, `${money(statement.closingBalance)} ${statement.currency}`],
      ];
      y += 6;
      for (const [label, value] of totals) {
        doc
          .font('bold')
          .fontSize(base)
          .text(label, margin + width * 0.45, y, { width: width * 0.25 });
        doc.text(value, margin + width * 0.7, y, { width: width * 0.3, align: 'right' });
        y = doc.y + 3;
      }
      stampPages(doc, { margin, fontSize: base - 1.5, text, printedAt: input.printedAt });
    },
  );
}
