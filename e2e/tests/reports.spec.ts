import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO, demoApi, login } from './support.ts';

// The reports under /rapor as an owner uses them in the evening: filter, group, open the documents
// behind a figure, take the report to Excel and PDF, keep a filter set.

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

/** Two items bought at two prices and one sold, in the demo company's first warehouse. */
async function prepare(request: Parameters<typeof demoApi>[0], suffix: string) {
  const api = await demoApi(request);
  const unit = (await api.get('/units?search=C62')).list[0].id;
  const warehouse = (await api.get('/warehouses?pageSize=1')).list[0];
  const supplier = await api.post('/accounts', { title: `Rapor Tedarikçisi ${suffix}` });
  const customer = await api.post('/accounts', { title: `Rapor Müşterisi ${suffix}` });
  const lined = await api.post('/items', {
    code: `RPR-${suffix}-1`,
    name: `Raporlu Defter Çizgili ${suffix}`,
    unitId: unit,
  });
  const pen = await api.post('/items', {
    code: `RPR-${suffix}-2`,
    name: `Raporlu Şişeli Kalem ${suffix}`,
    unitId: unit,
  });
  const document = (
    docType: string,
    date: string,
    accountId: number,
    itemId: number,
    quantity: string,
    price: string,
  ) =>
    api.post('/documents', {
      docType,
      date,
      warehouseId: warehouse.id,
      accountId,
      lines: [{ itemId, quantity, unitPrice: price, vatRate: '20' }],
    });
  const first = await document('purchaseInvoice', '2026-01-10', supplier.id, lined.id, '10', '5');
  await document('purchaseInvoice', '2026-02-10', supplier.id, lined.id, '5', '8');
  await document('salesInvoice', '2026-03-01', customer.id, lined.id, '3', '20');
  await document('purchaseInvoice', '2026-02-15', supplier.id, pen.id, '4', '2.50');
  return { warehouse, first };
}

const reportOf = (page: Page) => page.getByTestId('report-stockBalance').filter({ visible: true });

test('stock balance: filtered, grouped, a figure opened down to its invoice, to Excel and PDF, a filter set kept', async ({
  page,
  request,
}) => {
  const suffix = `${Date.now() % 100000}`;
  const { warehouse, first } = await prepare(request, suffix);
  await login(page, DEMO.admin, `/rapor/stokbakiye?search=Raporlu`);
  const report = reportOf(page);
  const body = report.locator('.ant-table-tbody');
  await expect(body.getByRole('row').filter({ hasText: `RPR-${suffix}-1` })).toContainText('12,00');
  // 15 bought for 90 (average 6), 3 sold at 6: 12 left worth 72; the pens 4 × 2,50. Quantities in
  // the company's quantity decimals.
  await expect(report.getByTestId('report-total-quantity')).toHaveText('16,00');
  await expect(report.getByTestId('report-total-value')).toHaveText('82,00');

  // A Turkish search typed without Turkish letters (words no other spec's items use).
  await report.getByPlaceholder('Ara').fill(`raporlu siseli kalem ${suffix}`);
  await expect(body.getByRole('row')).toHaveCount(1);
  await expect(body).toContainText(`Raporlu Şişeli Kalem ${suffix}`);
  await report.getByPlaceholder('Ara').fill('Raporlu');
  await expect(body.getByRole('row')).toHaveCount(2);

  // At the end of January only the first purchase was there.
  await page.goto(`/#/rapor/stokbakiye?search=Raporlu&date=2026-01-31`);
  await expect(report.getByTestId('report-total-quantity')).toHaveText('10,00');
  await expect(report.getByTestId('report-total-value')).toHaveText('50,00');
  await page.goto(`/#/rapor/stokbakiye?search=Raporlu`);

  // Grouped by warehouse: the group's row carries its count and subtotal.
  await report.getByLabel('Grupla').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Depo', visible: true }).first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/group=warehouse/);
  const group = body.getByRole('row').filter({ hasText: `Depo: ${warehouse.name}` });
  await expect(group).toContainText('2 satır');
  await expect(group).toContainText('82,00');

  // Excel: every row, numbers as numbers, the totals row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Stok Bakiye Raporu.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  const sheet = workbook.worksheets[0]!;
  const head = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(head).toEqual([
    'Stok Kodu',
    'Stok Adı',
    'Kategori',
    'Depo',
    'Birim',
    'Miktar',
    'Ortalama Maliyet',
    'Maliyet Tutarı',
  ]);
  expect(sheet.rowCount).toBe(4);
  expect(sheet.getRow(4).getCell(1).value).toBe('Genel Toplam');
  expect(sheet.getRow(4).getCell(6).value).toBe(16);
  expect(sheet.getRow(4).getCell(8).value).toBe(82);

  // PDF: the company's heading, the filters and the totals, in Turkish.
  const printed = page.waitForResponse((answer) => answer.url().includes('/api/reports/stock-balance/pdf'));
  await report.getByRole('button', { name: 'PDF' }).click();
  const pdf = await printed;
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  for (const expected of [
    'Stok Bakiye Raporu',
    `Raporlu Defter Çizgili ${suffix}`,
    'Genel Toplam',
    'Sayfa 1 / 1',
  ])
    expect(text).toContain(expected);

  // A filter set kept under a name and applied again.
  await report.getByRole('button', { name: 'Filtreyi kaydet' }).click();
  await page.getByLabel('Filtre adı').fill(`Raporlu ${suffix}`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).filter({ visible: true }).click();
  await expect(page.getByText('Filtre kaydedildi')).toBeVisible();
  await page.goto('/#/rapor/stokbakiye');
  await report.getByLabel('Kayıtlı filtreler').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `Raporlu ${suffix}`, visible: true })
    .click();
  await expect(page).toHaveURL(/search=Raporlu/);
  await expect(report.getByTestId('report-total-quantity')).toHaveText('16,00');

  // The quantity opens the item's moves up to the report's date, and a move opens its invoice.
  await page.goto(`/#/rapor/stokbakiye?search=RPR-${suffix}-1`);
  await body.getByRole('link', { name: '12,00' }).click();
  await expect(page).toHaveURL(/#\/stok\/islem\?itemId=\d+/);
  const moves = page.getByTestId('item-moves').filter({ visible: true });
  await moves.getByRole('link', { name: first.number }).click();
  await expect(page).toHaveURL(new RegExp(`#/fis/fatura/alis/duzen/${first.id}$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stock balance shows a card per row with its totals and fits the screen', async ({
    page,
    request,
  }) => {
    const suffix = `${(Date.now() + 7) % 100000}`;
    await prepare(request, suffix);
    await login(page, DEMO.admin, `/rapor/stokbakiye?search=RPR-${suffix}`);
    const report = reportOf(page);
    await expect(report.locator('.kibo-row-card')).toHaveCount(2);
    await expect(report).toContainText('Genel Toplam');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
});
