import { expect, type Page, test } from '@playwright/test';
import { DEMO, demoApi, login } from './support.ts';

// A bookshop's cashier on the first day: screens show read-only what may only be read, hide the
// cost, and never send a request the server refuses; the company's modules shape the menu; the
// dashboard shows the day's figures.

/** Every answer the server refused (401/403) while the page worked, as "status method path". */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if ([401, 403].includes(response.status()))
      refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refused;
}

const sidebar = (page: Page) => page.getByTestId('sidebar');
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test('the cashier opens a stock card read-only, without its cost, and nothing is refused', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const unit = (await api.get('/units?pageSize=1')).list[0].id;
  const item = await api.post('/items', {
    code: `KASA-${Date.now()}`,
    name: 'Saatleri Ayarlama Enstitüsü',
    unitId: unit,
    purchasePrice: '85',
    salePrice: '150',
  });

  const refused = refusals(page);
  await login(page, DEMO.cashier, '/stok/list');
  const list = page.getByTestId('resource-list-items').filter({ visible: true });
  await list.getByRole('searchbox').fill('Saatleri');
  const row = list.getByRole('row').filter({ hasText: 'Saatleri Ayarlama Enstitüsü' });
  await expect(row).toBeVisible();
  // The list offers what a cashier may do: look, not add, copy or delete.
  await expect(list.getByRole('button', { name: 'Yeni' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Görüntüle' }).click();

  await expect(page).toHaveURL(new RegExp(`#/stok/duzen/${item.id}$`));
  const form = page.getByTestId('resource-form-items').filter({ visible: true });
  await expect(form.getByTestId('read-only')).toBeVisible();
  await expect(form.getByLabel('Stok Adı')).toHaveValue('Saatleri Ayarlama Enstitüsü');
  await expect(form.getByLabel('Stok Adı')).toBeDisabled();
  await expect(form.getByText('Satış Fiyatı', { exact: true })).toBeVisible();
  await expect(form.getByText('Alış Fiyatı')).toHaveCount(0);
  await expect(form.getByRole('button', { name: /Kaydet/ })).toHaveCount(0);
  // Ctrl+S sends nothing from a read-only form.
  await form.getByLabel('Stok Adı').press('Control+s');

  // The till's other screens pick warehouses, series and accounts without a refusal either.
  for (const path of ['/fis/fatura/satis/yeni', '/kasa/tahsilat/yeni', '/cari/kartlist', '/dashboard']) {
    await page.goto(`/#${path}`);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByText('Yetkisiz işlem')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('modules the company does not use stay out of the menu until the administrator switches them on', async ({
  page,
}) => {
  await login(page, DEMO.cashier);
  await expect(sidebar(page).getByText('Stok', { exact: true })).toBeVisible();
  for (const vertical of ['Kütüphane', 'QR Menü', 'B2B', 'Komisyon', 'Katalog Ürünleri'])
    await expect(sidebar(page).getByText(vertical, { exact: true })).toHaveCount(0);
  // A tile leads only to a screen that is built (useRouteMatch's isBuilt, unit-tested): the till now is.
  await expect(page.getByTestId('dashboard-pos')).toBeVisible();
  await expect(page.getByTestId('dashboard-stockList')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await page.reload();
  await login(page, DEMO.admin, '/sistem/firma');
  await expect(sidebar(page).getByText('Katalog Ürünleri', { exact: true })).toHaveCount(0);
  const modules = page.getByTestId('resource-form-companyModules').filter({ visible: true });
  await modules.getByLabel('Katalog Ürünleri').click();
  await modules.getByRole('button', { name: /Kaydet/ }).click();
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await expect(sidebar(page).getByText('Katalog Ürünleri', { exact: true })).toBeVisible();
  // Groups whose screens are all still to be built stay hidden even when on.
  await expect(sidebar(page).getByText('Kütüphane', { exact: true })).toHaveCount(0);
  // Back off, as the demo company started.
  await modules.getByLabel('Katalog Ürünleri').click();
  await modules.getByRole('button', { name: /Kaydet/ }).click();
  await expect(sidebar(page).getByText('Katalog Ürünleri', { exact: true })).toHaveCount(0);
});

test("the dashboard shows the day's sales once an invoice is saved", async ({ page, request }) => {
  const api = await demoApi(request);
  await login(page, DEMO.admin);
  const sales = page.getByTestId('figure-todaySales');
  await expect(sales).toBeVisible();
  const before = (await sales.locator('.ant-statistic-content').innerText()).trim();

  const unit = (await api.get('/units?pageSize=1')).list[0].id;
  const warehouse = (await api.get('/warehouses?pageSize=1')).list[0].id;
  const item = await api.post('/items', { code: `PANO-${Date.now()}`, name: 'Mantar Pano', unitId: unit });
  const account = await api.post('/accounts', { title: 'Pano Alan Okul' });
  const invoice = await request.post('/api/documents', {
    headers: api.headers,
    data: {
      docType: 'salesInvoice',
      date: today(),
      warehouseId: warehouse,
      accountId: account.id,
      lines: [{ itemId: item.id, quantity: '2', unitPrice: '617.25', vatRate: '0' }],
    },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);

  await page.goto('/#/stok/list');
  await page.goto('/#/dashboard');
  await expect(sales.locator('.ant-statistic-content')).not.toHaveText(before);
  await expect(sales).toContainText('1.234,50');
  await expect(sales).toContainText('belge, iadeler düşülmüş');
  await expect(page.getByTestId('figure-todaySales-compare')).toContainText('Dün:');
  // The tile leads to its report, which compares the day with the one before, with a chart.
  await sales.click();
  await expect(page).toHaveURL(/#\/rapor\/genelyonetimsatis$/);
  const report = page.getByTestId('report-managementSales').filter({ visible: true });
  await expect(report.getByTestId('report-chart')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: '1. Bugün' })).toBeVisible();
  // What falls due this week, and the open tills, are on the dashboard too.
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('figure-receivablesDue')).toBeVisible();
  await expect(page.getByTestId('figure-openTills')).toBeVisible();
});
