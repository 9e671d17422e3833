import type { Language } from '@kibo/contracts';
import { renderPdf } from '../../platform/pdf.ts';
import { A4, drawHeading, stampPages } from './page.ts';
import { type Column, drawTable } from './table.ts';
import { PRINT_TEXT } from './text.ts';
import type { PrintCompany } from './types.ts';

/**
 * A report on A4 landscape: the company's heading and the report's title, the filters it was made
 * with, the rows with the head repeated on each page, the totals row in bold, and on every page when
 * it was printed and "page n of m".
 */
export function reportPdf(input: {
  title: string;
  subtitle: string;
  company: PrintCompany;
  language: Language;
  columns: { title: string; numeric: boolean }[];
  rows: string[][];
  totals: string[];
  printedAt: string;
}): Promise<Buffer> {
  const text = PRINT_TEXT[input.language];
  const numericWidth = 72;
  const columns: Column<string[]>[] = input.columns.map((column, index) => ({
    title: column.title,
    width: column.numeric ? numericWidth : 0,
    align: column.numeric ? 'right' : 'left',
    value: (row) => row[index] ?? '',
  }));
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      bufferPages: true,
      info: { Title: input.title, Author: input.company.title },
    },
    (doc) => {
      const { margin, font } = A4;
      const width = doc.page.width - 2 * margin;
      const bottom = doc.page.height - margin - 16;
      let y = drawHeading(doc, input.company, text, input.title);
      if (input.subtitle) {
        doc.font('regular').fontSize(font).text(input.subtitle, margin, y, { width });
        y = doc.y + 8;
      }
      const style = { fontSize: font - 0.5, look: 'striped' as const, accent: '#1f4e79' };
      const newPage = () => {
        doc.addPage();
        doc
          .font('bold')
          .fontSize(font + 1)
          .text(input.title, margin, margin);
        return margin + 18;
      };
      y = drawTable(doc, { x: margin, y, width, columns, rows: input.rows, style, bottom, newPage });
      if (y + 20 > bottom) y = newPage();
      doc.font('bold').fontSize(style.fontSize);
      drawTable(doc, {
        x: margin,
        y: y + 2,
        width,
        columns: columns.map((column) => ({ ...column, title: '' })),
        rows: [input.totals],
        style: { ...style, look: 'ruled' },
        bottom,
        newPage,
      });
      stampPages(doc, { margin, fontSize: font - 1.5, text, printedAt: input.printedAt });
    },
  );
}
