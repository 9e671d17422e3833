import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface WorkbookColumn {
  header: string;
  width: number;
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
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({ ...column, key: String(index) }));
  sheet.getRow(1).font = { bold: true };
  const done = (async () => {
    for (;;) {
      const rows = await nextBatch(batchSize);
      for (const row of rows) sheet.addRow(row).commit();
      if (rows.length < batchSize) break;
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
