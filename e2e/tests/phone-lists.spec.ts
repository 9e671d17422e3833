import { expect, type Page, test } from '@playwright/test';
import { DEMO, demoApi, login } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The page itself never scrolls sideways on a phone. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.inner);
}

test('on a phone the stock list and the sales list show a card per row and fit the screen', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const unit = (await api.get('/units?search=C62')).list[0].id;
  const warehouse = (await api.get('/warehouses?pageSize=1')).list[0].id;
  const customer = await api.post('/accounts', {
    title: 'Telefon Müşterisi Uzun Unvanlı Kırtasiye Ltd. Şti.',
  });
  const item = await api.post('/items', {
    code: 'TEL-001',
    name: 'Telefonda Görünen Çok Uzun Adlı Kurşun Kalem Seti',
    unitId: unit,
    barcodes: ['8690000000111'],
  });
  await api.post('/documents', {
    docType: 'salesInvoice',
    date: '2026-11-20',
    warehouseId: warehouse,
    accountId: customer.id,
    lines: [{ itemId: item.id, quantity: '2', unitPrice: '50', vatRate: '20' }],
  });

  await login(page, DEMO.admin);
  await page.goto('/#/stok/list?search=TEL-001');
  const stock = page.getByTestId('resource-list-items').filter({ visible: true });
  const card = stock.getByTestId('row-cards').locator('.kibo-row-card').first();
  await expect(card).toContainText('Telefonda Görünen Çok Uzun Adlı Kurşun Kalem Seti', { timeout: 30_000 });
  await expect(card).toContainText('Stok Kodu');
  await expect(card.getByRole('button', { name: 'Düzenle' })).toBeVisible();
  await expect(stock.locator('table')).toHaveCount(0);
  await fitsTheScreen(page);
  // Filters fold behind one button; the search box stays.
  await expect(stock.getByRole('searchbox')).toBeVisible();
  await expect(stock.getByText('Pasif', { exact: true })).toBeHidden();
  await stock.getByRole('button', { name: 'Filtreler' }).click();
  await expect(stock.getByText('Pasif', { exact: true })).toBeVisible();
  await fitsTheScreen(page);
  // Sorting, as a column header would: by name, then the other way.
  await page.goto('/#/stok/list');
  await stock.getByLabel('Sırala').click();
  await page.locator('.ant-select-item-option', { hasText: 'Stok Adı' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/sort=name/);
  await stock.getByRole('button', { name: 'Artan sıra' }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await fitsTheScreen(page);
  // A card's edit button opens the card.
  await page.goto('/#/stok/list?search=TEL-001');
  await card.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/#\/stok\/duzen\/\d+$/);

  await page.goto('/#/fis/satis/islem?search=Telefon');
  const sales = page.getByTestId('document-list').filter({ visible: true });
  const invoice = sales.getByTestId('row-cards').locator('.kibo-row-card').first();
  await expect(invoice).toContainText('Telefon Müşterisi Uzun Unvanlı Kırtasiye Ltd. Şti.');
  await expect(invoice).toContainText('120,00');
  await expect(sales.getByTestId('list-total')).toBeVisible();
  await expect(sales.locator('table')).toHaveCount(0);
  await fitsTheScreen(page);
  await invoice.locator('.ant-card-head a').click();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
});

test('a wide screen keeps the table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.admin);
  await page.goto('/#/stok/list');
  const stock = page.getByTestId('resource-list-items').filter({ visible: true });
  await expect(stock.getByRole('columnheader', { name: 'Stok Adı' })).toBeVisible({ timeout: 30_000 });
  await expect(stock.getByTestId('row-cards')).toHaveCount(0);
});
