import { expect, test } from '@playwright/test';
import { DEMO, login } from './support.ts';

test('the sidebar comes from the server menu, with the group prefix and /yeni suffix applied', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Stok', { exact: true }).click();
  await sidebar.getByText('Stok Kartları').click();
  await expect(page).toHaveURL(/#\/stok\/list$/);
  await sidebar.getByText('Satış', { exact: true }).click();
  await sidebar.getByText('Satış Faturası').click();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/yeni$/);
  await sidebar.getByText('Fişler', { exact: true }).click();
  await sidebar.getByText('Satış İşlemleri').click();
  await expect(page).toHaveURL(/#\/fis\/satis\/islem$/);
});

test('tabs: six views keep only five alive, and closing the active one goes to the last tab', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  const paths = [
    '/stok/fis',
    '/cari/ekstre',
    '/kasa/list',
    '/rapor/stokbakiye',
    '/siparis/list',
    '/not/list',
  ];
  for (const path of paths) {
    await page.goto(`/#${path}`);
    // Built or not yet, each route opens a view of its own.
    await expect(page.locator(`[data-view="${path}"]`)).toBeVisible();
  }
  const tabs = page.getByTestId('tab');
  await expect(tabs).toHaveCount(5);
  await expect(page.locator('.kibo-view')).toHaveCount(5);
  await expect(page.locator('[data-view="/stok/fis"]')).toHaveCount(0);
  await expect(tabs.first()).toHaveAttribute('data-key', '/cari/ekstre');

  // Activate the second tab, then close it: the last remaining tab opens, not a neighbour.
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/#\/kasa\/list$/);
  const active = page.locator('.ant-tabs-tab-active');
  await expect(active).toContainText('Kasa/Banka Listesi');
  await active.locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/#\/not\/list$/);
  await expect(tabs).toHaveCount(4);

  // Closing every tab ends on the home page.
  for (let left = 4; left > 0; left--) {
    await expect(tabs).toHaveCount(left);
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
  }
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('language and theme choices survive a reload', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/stok/list');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('sidebar')).toContainText('Stock');
  // The open views survive the switch and take the new language.
  await expect(page.getByTestId('tab')).toHaveText(['Stock cards']);
  await expect(page.getByTestId('resource-list-items')).toContainText('Stock cards');
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('dashboard')).toContainText('Welcome');
  await page.getByTestId('theme-switch').click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByTestId('dashboard')).toContainText('Welcome');
  await expect(page.getByTestId('sidebar')).toContainText('Stock');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_languages')?.value).toBe('en');
});

test('the user menu shows the licence and session facts, and logs out', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-owner')).toContainText('Anadolu Kırtasiye ve Kitabevi Ltd. Şti.');
  await expect(page.getByTestId('user-menu-email')).toContainText(DEMO.admin.email);
  await expect(page.getByTestId('user-menu-ip')).toContainText('127.0.0.1');
  await expect(page.getByTestId('user-menu-expiry')).toContainText(/\d{2}-\d{2}-\d{4} \(\d+ gün kaldı\)/);
  // Logging out reloads the page on /login, so nothing of this user stays in memory.
  await Promise.all([page.waitForEvent('load'), page.getByText('Çıkış (Sürüm 1.0.80)').click()]);
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('kibo_access_token'))).toBeNull();
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
});

test('on a phone the sidebar starts closed and closes again after choosing a screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await login(page, DEMO.admin);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-open', '0');
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-open', '1');
  await sidebar.getByText('Stok', { exact: true }).click();
  await sidebar.getByText('Stok Kartları').click();
  await expect(page).toHaveURL(/#\/stok\/list$/);
  await expect(sidebar).toHaveAttribute('data-open', '0');
});
