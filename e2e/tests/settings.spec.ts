import { expect, test } from '@playwright/test';
import { DEMO, login } from './support.ts';

test('company details: a wrong MERSİS number is refused on its field, a bank account line saves', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/firma');
  const form = page.getByTestId('resource-form-companyProfile').filter({ visible: true });
  await expect(form.getByLabel('Ünvan')).toHaveValue('Anadolu Kırtasiye ve Kitabevi Ltd. Şti.');
  await form.getByLabel('MERSİS No').fill('123');
  await form.getByLabel('Web Sitesi').fill('www.anadolukitabevi.com.tr');
  await form.getByRole('button', { name: 'Satır Ekle' }).click();
  await form.locator('[id$="_bankAccounts_0_bank"]').fill('Ziraat Bankası');
  await form.locator('[id$="_bankAccounts_0_iban"]').fill('TR33 0006 1005 1978 6457 8413 26');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('error-422')).toContainText('MERSİS numarası 16 haneli olmalıdır');
  await page.getByRole('button', { name: 'Tamam' }).click();
  await form.getByLabel('MERSİS No').fill('0123456789012345');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Web Sitesi')).toHaveValue('www.anadolukitabevi.com.tr');
  await expect(form.locator('[id$="_bankAccounts_0_iban"]')).toHaveValue('TR330006100519786457841326');
});

test('general settings: the default warehouse and the negative-stock rule are kept', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/genel');
  const form = page.getByTestId('resource-form-generalSettings').filter({ visible: true });
  // A new company starts from its main warehouse.
  await expect(form.getByText('Merkez Depo')).toBeVisible();
  await form.getByLabel('Eksi Stok').click();
  await page.locator('.ant-select-item-option', { hasText: 'İzin Verme' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await page.reload();
  await expect(form.getByText('İzin Verme')).toBeVisible();
});
