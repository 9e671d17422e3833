import { expect, type Locator, test } from '@playwright/test';
import { choose, DEMO, demoApi, login, setPricesIncludeVat } from './support.ts';

// Issue 19: figures read as a shop means them. A quantity in its unit's decimals (2 Adet, 1,250 kg),
// money with two decimals and the currency's sign as the PDFs print it (150,00 ₺), a unit price with
// four decimals only where it needs them, dates as 25.11.2026 in the pickers, lists and PDFs.
test.use({ viewport: { width: 1366, height: 768 } });

/** Types as a clerk would: the whole text, then Tab to the next field. */
async function typeInto(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

test('an invoice of 2 Adet at 150,00 ₺ and 1,250 kg shows them so in its boxes, its foot and the lists', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const unitOf = async (code: string) => (await api.get(`/units?search=${code}`)).list[0].id;
  const [warehouse] = (await api.get('/warehouses?search=MRK')).list;
  const pieces = await api.post('/items', {
    code: 'FMT-ADET',
    name: 'Biçim Defteri',
    unitId: await unitOf('C62'),
    barcodes: ['8690000019014'],
    salePrice: '150',
    vatRate: '20',
    vatIncluded: false,
  });
  const weighed = await api.post('/items', {
    code: 'FMT-KG',
    name: 'Biçim Peyniri',
    unitId: await unitOf('KGM'),
    barcodes: ['8690000019021'],
    salePrice: '80',
    vatRate: '20',
    vatIncluded: false,
  });
  await api.post('/documents', {
    docType: 'stockIn',
    date: '2026-11-01',
    warehouseId: warehouse.id,
    lines: [
      { itemId: pieces.id, quantity: '10', unitPrice: '90', vatRate: '20' },
      { itemId: weighed.id, quantity: '5.5', unitPrice: '50', vatRate: '20' },
    ],
  });
  await api.post('/accounts', { title: 'Biçim Müşterisi E2E' });

  await login(page, DEMO.admin);
  await setPricesIncludeVat(page, false);
  await page.goto('/#/fis/fatura/satis/yeni');
  const editor = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await choose(page, editor, 'Cari', 'Biçim Müşterisi', 'Biçim Müşterisi E2E');

  // The date box writes a day as Turkish paper does and reads one typed that way.
  const date = editor.getByLabel('Tarih', { exact: true });
  await expect(date).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  await date.click();
  await date.fill('25.11.2026');
  await date.press('Enter');
  await expect(date).toHaveValue('25.11.2026');

  const scan = editor.getByTestId('scan-box');
  await scan.fill('8690000019014');
  await scan.press('Enter');
  await scan.fill('8690000019014');
  await scan.press('Enter');
  await scan.fill('8690000019021');
  await scan.press('Enter');
  const quantities = editor.getByLabel('Miktar');
  const prices = editor.getByLabel('Birim Fiyat');
  await expect(quantities).toHaveCount(2);
  // Pieces are counted whole; the stored 2.0000 is never shown.
  await expect(quantities.nth(0)).toHaveValue('2');
  await expect(prices.nth(0)).toHaveValue('150,00');
  // A kilogram shows its three decimals once typed.
  await typeInto(quantities.nth(1), '1,25');
  await expect(quantities.nth(1)).toHaveValue('1,250');
  // A price keeps four decimals only where the price needs them.
  await typeInto(prices.nth(1), '80,1234');
  await expect(prices.nth(1)).toHaveValue('80,1234');
  await typeInto(prices.nth(1), '80');
  await expect(prices.nth(1)).toHaveValue('80,00');

  // 2 × 150 + 1,25 × 80 = 400, VAT 20 % (the line's total includes it): the foot in lira with its sign.
  await expect(editor.getByTestId('line-total').nth(0)).toHaveText('360,00');
  await expect(editor.getByTestId('foot-vatBase')).toHaveText('400,00 ₺');
  await expect(editor.getByTestId('foot-grandTotal')).toHaveText('480,00 ₺');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  const id = page.url().match(/duzen\/(\d+)$/)?.[1];
  const saved = await api.get(`/documents/${id}`);
  expect(saved.date).toBe('2026-11-25');
  expect(saved.lines.map((line: { quantity: string }) => line.quantity)).toEqual(['2.0000', '1.2500']);

  // Read back from the server's 2.0000 and 1.2500, the boxes show what the units need.
  await page.reload();
  const reopened = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await expect(reopened.getByLabel('Miktar').nth(0)).toHaveValue('2');
  await expect(reopened.getByLabel('Miktar').nth(1)).toHaveValue('1,250');
  await expect(reopened.getByLabel('Birim Fiyat').nth(0)).toHaveValue('150,00');
  await expect(reopened.getByLabel('Tarih', { exact: true })).toHaveValue('25.11.2026');

  // The sales list: the day as 25.11.2026, the total with its sign.
  await page.goto(`/#/fis/satis/islem?search=${saved.number}`);
  const list = page.getByTestId('document-list').filter({ visible: true });
  const row = list.getByRole('row', { name: new RegExp(saved.number) });
  await expect(row).toContainText('25.11.2026');
  await expect(row).toContainText('480,00 ₺');

  // The stock list: prices with two decimals and their sign, on-hand in the unit's decimals.
  await page.goto('/#/stok/list?search=FMT-');
  const items = page.getByTestId('resource-list-items').filter({ visible: true });
  const book = items.getByRole('row', { name: /Biçim Defteri/ });
  const cheese = items.getByRole('row', { name: /Biçim Peyniri/ });
  await expect(book.getByRole('cell', { name: '150,00 ₺', exact: true })).toBeVisible();
  await expect(book.getByRole('cell', { name: '8', exact: true }).first()).toBeVisible();
  await expect(cheese.getByRole('cell', { name: '80,00 ₺', exact: true })).toBeVisible();
  await expect(cheese.getByRole('cell', { name: '4,250', exact: true }).first()).toBeVisible();
});

test('a date box takes 25.11.2026 typed; an English screen writes and reads 25/11/2026', async ({ page }) => {
  await login(page, DEMO.admin, '/stok/islem');
  const moves = page.getByTestId('item-moves').filter({ visible: true });
  const from = moves.getByRole('group', { name: 'Başlangıç' }).locator('input');
  await from.click();
  await from.fill('25.11.2026');
  await from.press('Enter');
  await expect(from).toHaveValue('25.11.2026');
  await expect(page).toHaveURL(/dateFrom=2026-11-25/);

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const fromEn = moves.getByRole('group', { name: 'From' }).locator('input');
  await expect(fromEn).toHaveValue('25/11/2026');
  const to = moves.getByRole('group', { name: 'To' }).locator('input');
  await to.click();
  await to.fill('30/11/2026');
  await to.press('Enter');
  await expect(to).toHaveValue('30/11/2026');
  await expect(page).toHaveURL(/dateTo=2026-11-30/);
  // The choice is the user's: back to Turkish for the flows after this one.
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(moves.getByRole('group', { name: 'Bitiş' }).locator('input')).toHaveValue('30.11.2026');
});
