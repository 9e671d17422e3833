import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login, loginViaUi } from './support.ts';

test('an administrator creates a user, finds it with a Turkish search, and the user must set a password', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Sistem', { exact: true }).click();
  // The group opens with an animation and the entry may still be moving: click until it navigates.
  await expect(async () => {
    await sidebar.getByText('Kullanıcılar').click();
    await expect(page).toHaveURL(/#\/sistem\/kullanici$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('user-list-page')).toContainText(DEMO.cashier.email);

  await page.getByRole('button', { name: 'Yeni' }).click();
  await expect(page).toHaveURL(/#\/sistem\/kullanici\/yeni$/);
  const form = page.getByTestId('user-form-page');
  await form.getByLabel('Ad Soyad').fill('İlknur Işıkçı');
  await form.getByLabel('E-posta').fill('ilknur@demo.com.tr');
  await form.getByLabel('Rol', { exact: true }).click();
  await page.getByTitle('Muhasebe').click();
  await form.getByLabel('Parola', { exact: true }).fill('Gecici.Parola1');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Kullanıcı kaydedildi')).toBeVisible();
  await expect(page).toHaveURL(/#\/sistem\/kullanici\/duzen\/\d+$/);

  await page.goto('/#/sistem/kullanici');
  const list = page.getByTestId('user-list-page');
  await list.getByPlaceholder('Ad veya e-posta ara…').fill('IŞIKÇI');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.locator('tbody')).toContainText('ilknur@demo.com.tr');
  await expect(page).toHaveURL(/search=I%C5%9EIK%C3%87I/);

  // Copying keeps the role but needs a new e-mail: the same one is refused by the server (422).
  await list.getByRole('button', { name: 'Çoğalt' }).click();
  await expect(page).toHaveURL(/#\/sistem\/kullanici\/cogalt\/\d+$/);
  const copy = page.getByTestId('user-form-page').filter({ visible: true });
  await copy.getByLabel('E-posta').fill('ilknur@demo.com.tr');
  await copy.getByLabel('Parola', { exact: true }).fill('Gecici.Parola2');
  await copy.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  const alert = page.getByTestId('error-422');
  await expect(alert).toContainText('Eksik veya hatalı bilgi girdiniz');
  await expect(alert).toContainText('Bu e-posta adresi başka bir kullanıcıda kayıtlı');
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(copy).toContainText('Bu e-posta adresi başka bir kullanıcıda kayıtlı');

  // The new user logs in and is sent to choose a password first.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await loginViaUi(page, 'ilknur@demo.com.tr', 'Gecici.Parola1');
  await expect(page).toHaveURL(/#\/sifre-yenileme/);
});

test('a cashier gets a till series of their own, kept on the user', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const created = await request.post('/api/document-series', {
    headers: { authorization: `Bearer ${token}` },
    data: { docType: 'posReceipt', name: 'Kasa 2', prefix: 'K2', year: 2026 },
  });
  expect(created.ok()).toBe(true);
  const users = await request.get('/api/users?search=kasiyer', {
    headers: { authorization: `Bearer ${token}` },
  });
  const cashier = (await users.json()).Response.data.list[0];

  await login(page, DEMO.admin, `/sistem/kullanici/duzen/${cashier.id}`);
  const form = page.getByTestId('user-form-page').filter({ visible: true });
  await form.getByRole('button', { name: 'Seri Ekle' }).click();
  const line = form.getByTestId('series-default');
  await line.getByLabel('Evrak Türü').click();
  await page.keyboard.type('perakende');
  await page.locator('.ant-select-item-option', { hasText: 'Perakende Satış Fişi' }).click();
  await line.getByLabel('Evrak Serisi').click();
  await page.locator('.ant-select-item-option', { hasText: 'Kasa 2 (K2)' }).click();
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Kullanıcı kaydedildi')).toBeVisible();

  await page.reload();
  await expect(form.getByTestId('series-default')).toContainText('Kasa 2 (K2)');
});
