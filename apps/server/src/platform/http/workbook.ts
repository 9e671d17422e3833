import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface WorkbookColumn {
  header: string;
  width: number;
  /** Excel's number format of the column's cells (`#,##0.00`, `dd.mm.yyyy`). */
  numFmt?: string;
}

/**
 * Streams rows into an .xlsx file batch by batch, so memory stays flat whatever the size.
 * `nextBatch` answers the next rows as cell values, fewer than `batchSize` when it has no more.
 */
export function streamWorkbook(
  sheetName: string,
  columns: WorkbookColumn[],
  nextBatch: (batchSize: number) => Promise<unknown[][]>,
  batchSize = 1_000,
  /** A last row in bold (a report's totals), asked for once every row is written. */
  footer?: () => Promise<unknown[]>,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    width: column.width,
    key: String(index),
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const done = (async () => {
    for (;;) {
      const rows = await nextBatch(batchSize);
      for (const row of rows) sheet.addRow(row).commit();
      if (rows.length < batchSize) break;
    }
    if (footer) {
      const row = sheet.addRow(await footer());
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error) => stream.destroy(error));
  return stream;
}

/** Sends a streamed workbook as a download named `fileName` (Turkish letters kept for browsers that read them). */
export function sendWorkbook(reply: FastifyReply, fileName: string, stream: PassThrough) {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(stream);
}
