import { formatTr } from '@kibo/domain';

/** A column of a printed table; width 0 takes what the fixed columns leave. */
export interface Column<T> {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: T) => string;
}

export interface TableStyle {
  fontSize: number;
  /** Ruled: a grid, grey head (classic forms). Striped: no grid, a coloured head, banded rows. */
  look: 'ruled' | 'striped';
  accent: string;
}

const PAD = 3;

/** Column widths in points: fixed ones as given, the rest shared by the flexible ones. */
function widthsOf<T>(columns: Column<T>[], width: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const flexible = columns.filter((column) => column.width === 0).length || 1;
  return columns.map((column) => column.width || Math.max(40, (width - fixed) / flexible));
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: string[],
  widths: number[],
  columns: Column<unknown>[],
  x: number,
  y: number,
) {
  let left = x;
  cells.forEach((cell, index) => {
    doc.text(cell, left + PAD, y + PAD, {
      width: widths[index]! - 2 * PAD,
      align: columns[index]!.align ?? 'left',
      lineGap: 0,
    });
    left += widths[index]!;
  });
}

/**
 * Draws `rows` under a head row from `y`, moving to a new page (whose first free y `newPage`
 * answers) when the next row would cross `bottom`; the head repeats on every page. Answers the y
 * under the last row.
 */
export function drawTable<T>(
  doc: PDFKit.PDFDocument,
  options: {
    x: number;
    y: number;
    width: number;
    columns: Column<T>[];
    rows: T[];
    style: TableStyle;
    bottom: number;
    newPage: () => number;
  },
): number {
  const { x, width, columns, style } = options;
  const widths = widthsOf(columns, width);
  const any = columns as Column<unknown>[];
  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(style.fontSize);
    return (
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index]! - 2 * PAD })),
      ) +
      2 * PAD
    );
  };
  const head = (top: number) => {
    const titles = columns.map((column) => column.title);
    const height = heightOf(titles, 'bold');
    if (style.look === 'ruled') doc.rect(x, top, width, height).fillAndStroke('#e8e8e8', '#555555');
    else doc.rect(x, top, width, height).fill(style.accent);
    doc.fillColor(style.look === 'ruled' ? '#000000' : '#ffffff').font('bold');
    drawRow(doc, titles, widths, any, x, top);
    doc.fillColor('#000000');
    return top + height;
  };
  let y = head(options.y);
  options.rows.forEach((row, index) => {
    const cells = columns.map((column) => column.value(row));
    const height = heightOf(cells, 'regular');
    if (y + height > options.bottom) y = head(options.newPage());
    if (style.look === 'striped' && index % 2 === 1) doc.rect(x, y, width, height).fill('#f3f5f8');
    if (style.look === 'ruled') {
      let left = x;
      doc.lineWidth(0.5).strokeColor('#555555');
      for (const cellWidth of widths) {
        doc.rect(left, y, cellWidth, height).stroke();
        left += cellWidth;
      }
    }
    doc.fillColor('#000000').font('regular');
    drawRow(doc, cells, widths, any, x, y);
    y += height;
  });
  if (style.look === 'striped')
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.8)
      .stroke(style.accent);
  return y;
}

/** A quantity as people write it: no trailing zeros (10, 2,5, 0,125). */
export const formatQuantity = (value: string) => formatTr(value, 4).replace(/,?0+$/, '');
