import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config.ts';
import { DEMO, login, loginViaUi } from './support.ts';

test('an unauthenticated visit goes to login and comes back to the requested page', async ({ page }) => {
  await page.goto('/#/stok/list?page=2');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fstok%2Flist%3Fpage%3D2$/);
  await expect(page).toHaveTitle('Giriş - Kibo İşletme');
  await loginViaUi(page, DEMO.admin.email, 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('E-posta adresi veya parola hatalı');
  await page.getByLabel('Parola').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page).toHaveURL(/#\/stok\/list\?page=2$/);
  await expect(page.getByTestId('resource-list-items')).toBeVisible();
  await expect(page).toHaveTitle('Stok Kartları - Kibo İşletme');
});

test('the root goes to the dashboard, which shows the entries the server gave', async ({ page }) => {
  await login(page, DEMO.admin, '/');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toContainText(`Hoş geldiniz, ${DEMO.admin.name}`);
  await expect(page.getByTestId('dashboard-users')).toBeVisible();
  // The dashboard menu has a notes entry, so the note button is there.
  await expect(page.getByTestId('notes-button')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
});

test('a library host name shows the library brand before login', async ({ page }) => {
  await page.goto(`http://kutuphane.test:${PORT}/#/login`);
  await expect(page.getByTestId('brand-name')).toHaveText('Kibo Kütüphane');
  await expect(page).toHaveTitle('Giriş - Kibo Kütüphane');
  await expect(page.locator('link#favicon')).toHaveAttribute('href', '/brand/library/favicon.svg');
  await page.goto('/#/login');
  await expect(page.getByTestId('brand-name')).toHaveText('Kibo İşletme');
});
