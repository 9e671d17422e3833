import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import PDFDocument from 'pdfkit';

const resolveFont = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

/**
 * DejaVu, shipped with the product rather than taken from the machine: its glyphs cover every
 * Turkish letter (ğ, ı, İ, ş…) and the lira sign, which PDF's built-in fonts do not.
 */
export const PDF_FONTS = {
  regular: resolveFont('DejaVuSansCondensed.ttf'),
  bold: resolveFont('DejaVuSansCondensed-Bold.ttf'),
};

/** PDF points per millimetre. */
export const MM = 72 / 25.4;

/**
 * Draws a PDF with the fonts `regular` and `bold` registered and answers its bytes once `draw`
 * has finished (it may add pages and wait for images).
 */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({ ...options, info: { Producer: 'Kibo', ...options.info } });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  const out = new PassThrough();
  doc.pipe(out);
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return finished;
}
