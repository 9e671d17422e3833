import { expect, test } from '@playwright/test';
import { DEMO, login, loginViaUi } from './support.ts';

test('vendor support creates a licensed company and resets a user of another company', async ({ page }) => {
  await login(page, DEMO.support);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Lisans Yönetimi', { exact: true }).click();
  await sidebar.getByText('Firmalar', { exact: true }).click();
  await expect(page).toHaveURL(/#\/modul\/lisansyonetimi\/firmalist$/);
  const list = page.getByTestId('company-list-page');
  await expect(list).toContainText('Anadolu Kırtasiye ve Kitabevi Ltd. Şti.');

  await list.getByRole('button', { name: 'Yeni Firma' }).click();
  const form = page.getByTestId('company-form');
  await form.getByLabel('Firma Unvanı').fill('Çınar Kitap Kırtasiye Ltd. Şti.');
  await form.getByLabel('Lisans Sahibi').fill('Çınar Kitap Kırtasiye Ltd. Şti.');
  await form.getByLabel('Lisans Bitiş Tarihi').fill('31.12.2030');
  await form.getByLabel('Lisans Bitiş Tarihi').press('Enter');
  await form.getByLabel('İzinli IP Adresleri').fill('10.0.0.0/8; 999.1.1.1');
  await form.getByLabel('Yönetici Ad Soyad').fill('Cem Çınar');
  await form.getByLabel('Yönetici E-posta').fill('cem@cinarkitap.test');
  await form.getByLabel('Yönetici Parolası').fill('Ilk.Parola.2030');
  await page.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(form).toContainText('Geçersiz IP adresi veya aralığı: 999.1.1.1');
  await form.getByLabel('İzinli IP Adresleri').fill('');
  await page.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Firma kaydedildi')).toBeVisible();
  await expect(list).toContainText('Çınar Kitap Kırtasiye Ltd. Şti.');

  // Support resets the demo cashier's password; the cashier must choose a new one at login.
  await page.goto('/#/modul/lisansyonetimi/kullanicilist');
  const users = page.getByTestId('vendor-user-list-page');
  await expect(users).toContainText(DEMO.cashier.email);
  await users.locator('tr', { hasText: DEMO.cashier.email }).getByRole('button').first().click();
  await expect(page).toHaveURL(/#\/modul\/lisansyonetimi\/kullanici\/duzen\/\d+$/);
  const edit = page.getByTestId('vendor-user-edit-page');
  await edit.getByLabel('Parola', { exact: true }).fill('Destek.Sifre.1');
  await edit.getByLabel('Parolasını değiştirmeli').check();
  await edit.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Kullanıcı kaydedildi')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await loginViaUi(page, DEMO.cashier.email, 'Destek.Sifre.1');
  await expect(page).toHaveURL(/#\/sifre-yenileme/);
});
