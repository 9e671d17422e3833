import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO, demoApi, login } from './support.ts';

// Every /rapor screen as the accountant opens it at the month's end: filtered and grouped through its
// address, its figures on screen, the same report as Excel (titles, numbers, the totals row) and as
// PDF, and where a figure stands for documents, one opened from the report.

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

const suffix = `${Date.now() % 100000}`;
const customer = `Ay Sonu Müşterisi ${suffix}`;

/** A purchase, a sale and a collection of this month, so each report has a row to show. */
test.beforeAll(async ({ request }) => {
  const api = await demoApi(request);
  const unit = (await api.get('/units?search=C62')).list[0].id;
  const warehouse = (await api.get('/warehouses?pageSize=1')).list[0].id;
  // A lira till: other specs add registers in other currencies.
  const register = (await api.get('/cash-accounts?pageSize=100')).list.find(
    (each: { kind: string; currency: string }) => each.kind === 'cash' && each.currency === 'TRY',
  )?.id;
  const account = await api.post('/accounts', { title: customer, riskLimit: '100000' });
  const item = await api.post('/items', {
    code: `AYS-${suffix}`,
    name: `Ay Sonu Defteri ${suffix}`,
    unitId: unit,
    minStock: '50',
  });
  const post = (docType: string, quantity: string, price: string) =>
    api.post('/documents', {
      docType,
      date: today(),
      warehouseId: warehouse,
      accountId: account.id,
      lines: [{ itemId: item.id, quantity, unitPrice: price, vatRate: '20' }],
    });
  await post('purchaseInvoice', '10', '40');
  await post('salesInvoice', '4', '75');
  if (register)
    await api.post('/vouchers', {
      voucherType: 'cashCollection',
      date: today(),
      cashAccountId: register,
      lines: [{ accountId: account.id, credit: '100' }],
    });
});

interface Case {
  name: string;
  path: string;
  /** The address's filters and grouping. */
  query: Record<string, string>;
  /** What the filtered report shows. */
  shows: string;
  /** A link in the table that opens a document's editor. */
  opensDocument?: true;
}

const CASES: Case[] = [
  {
    name: 'stockBalance',
    path: 'stokbakiye',
    query: { search: `AYS-${suffix}`, group: 'warehouse' },
    shows: `Ay Sonu Defteri ${suffix}`,
  },
  {
    name: 'stockTransactions',
    path: 'stokislem',
    query: { search: `AYS-${suffix}`, group: 'docType' },
    shows: 'Satış Faturası',
    opensDocument: true,
  },
  {
    name: 'accountTransactions',
    path: 'cariislem',
    query: { search: customer, group: 'group' },
    shows: customer,
  },
  {
    name: 'accountBalance',
    path: 'caribakiye',
    query: { search: customer, group: 'salesRep' },
    shows: customer,
  },
  { name: 'cashTransactions', path: 'kasaislem', query: { group: 'kind' }, shows: 'Kasa' },
  {
    name: 'invoiceList',
    path: 'faturalist',
    query: { search: customer, group: 'account' },
    shows: customer,
    opensDocument: true,
  },
  {
    name: 'salesProfit',
    path: 'satiskar',
    query: { search: `AYS-${suffix}`, group: 'category' },
    shows: `AYS-${suffix}`,
  },
  {
    name: 'invoiceProfit',
    path: 'satisfaturakar',
    query: { search: customer, group: 'account' },
    shows: customer,
    opensDocument: true,
  },
  {
    name: 'purchaseSales',
    path: 'alissatis',
    query: { search: `AYS-${suffix}`, group: 'category' },
    shows: `AYS-${suffix}`,
  },
  { name: 'salesByGroup', path: 'satisgrup', query: { by: 'customerGroup' }, shows: 'Belirtilmemiş' },
  {
    name: 'productSupply',
    path: 'geneluruntedarik',
    query: { search: `AYS-${suffix}`, group: 'category' },
    shows: `AYS-${suffix}`,
  },
  { name: 'zCashSales', path: 'zkasasatis', query: { group: 'register' }, shows: 'mali Z raporu değildir' },
  {
    name: 'managementSales',
    path: 'genelyonetimsatis',
    query: { by: 'warehouse', group: 'period' },
    shows: '1. Bugün',
  },
];

async function excelOf(page: Page, report: ReturnType<Page['getByTestId']>) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  return workbook.worksheets[0]!;
}

for (const each of CASES)
  test(`/rapor/${each.path}: filtered, grouped, to Excel and PDF${each.opensDocument ? ', a document opened' : ''}`, async ({
    page,
  }) => {
    await login(page, DEMO.admin, `/rapor/${each.path}?${new URLSearchParams(each.query)}`);
    const report = page.getByTestId(`report-${each.name}`).filter({ visible: true });
    const title = (await report.locator('.ant-card-head-title').first().innerText()).trim();
    await expect(report).toContainText(each.shows);
    await expect(report.getByTestId(/^report-total-/).first()).toBeVisible();

    // Excel: the columns on screen, in Turkish, and the totals row last.
    const headers = await report.locator('thead th').allInnerTexts();
    const sheet = await excelOf(page, report);
    expect(sheet.name).toBe(title.slice(0, 31));
    const head = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(head).toEqual(
      headers
        .map((text) => text.trim())
        .filter(Boolean)
        .slice(0, head.length),
    );
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Genel Toplam');
    // The head, the rows (a company without till sessions has none for the Z report) and the totals.
    expect(sheet.rowCount).toBeGreaterThanOrEqual(each.name === 'zCashSales' ? 2 : 3);

    // PDF: the title, the company's heading and the totals.
    const printed = page.waitForResponse((answer) => answer.url().includes(`/pdf?`));
    await report.getByRole('button', { name: 'PDF' }).click();
    const pdf = await printed;
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain(title);
    expect(text).toContain('Genel Toplam');
    expect(text).toContain('Sayfa 1 /');

    if (each.opensDocument) {
      await report
        .locator('.ant-table-tbody')
        .getByRole('link')
        .filter({ hasText: /^[A-Z]{2}\d{6}$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/#\/fis\/fatura\/(satis|alis)\/duzen\/\d+$/);
    }
  });
