import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

// /sistem/tclnt: a manager registers the shop's till browser, lets the cashier sell offline on it,
// and revokes it; the till's contact with the stored key follows each step.

test('register this browser as a till, then revoke it: its key is refused at the next contact', async ({
  page,
  request,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/tclnt');
  const screen = page.getByTestId('devices-page').filter({ visible: true });
  await expect(screen.getByText('Bu tarayıcı yetkili cihaz olarak kayıtlı değil')).toBeVisible();

  await screen.getByRole('button', { name: 'Bu Tarayıcıyı Kaydet' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cihaz Adı').fill('Ön Kasa');
  await dialog.getByLabel('Çevrimdışı Satış Yapabilecek Kullanıcılar').click();
  await page.keyboard.type('Mehmet');
  await page.locator('.ant-select-item-option', { hasText: DEMO.cashier.name }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Cihaz kaydedildi')).toBeVisible();
  await expect(screen.getByText('Bu tarayıcı “Ön Kasa” adıyla yetkili cihaz olarak kayıtlı.')).toBeVisible();
  const row = screen.getByRole('row', { name: /Ön Kasa/ });
  await expect(row).toContainText('Bu tarayıcı');
  await expect(row).toContainText('Yetkili');
  await expect(row).toContainText(DEMO.cashier.name);

  // The key stays in this browser; the cashier's till presents it and may sell offline for 24 hours.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kibo_pos_device') ?? 'null'));
  expect(stored.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cashier = await apiToken(request, DEMO.cashier.email, DEMO.cashier.password);
  const contact = () =>
    request.post('/api/devices/contact', {
      headers: { authorization: `Bearer ${cashier}` },
      data: { key: stored.key },
    });
  const allowed = await contact();
  expect(allowed.status()).toBe(200);
  expect((await allowed.json()).Response.data).toMatchObject({ canSellOffline: true, maxOfflineHours: 24 });
  await page.reload();
  await expect(row).toContainText(DEMO.cashier.name);
  await expect(row).not.toContainText('Hiç');

  await row.getByRole('button', { name: 'Yetkiyi Kaldır' }).click();
  await page.getByRole('button', { name: 'Evet' }).click();
  await expect(page.getByText('Cihazın yetkisi kaldırıldı')).toBeVisible();
  await expect(row).toContainText('Yetkisi kaldırıldı');
  await expect(row.getByRole('button', { name: 'Yetkiyi Kaldır' })).toHaveCount(0);
  await expect(screen.getByText('Bu tarayıcının yetkisi kaldırılmış.', { exact: false })).toBeVisible();
  const refused = await contact();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).Response.errorCode).toBe('PS10002');
});

test('the offline period is kept between 1 and 72 hours', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/tclnt');
  const form = page.getByTestId('resource-form-posDeviceSettings').filter({ visible: true });
  const hours = form.getByLabel('Bir Cihazın Sunucuya Ulaşmadan Satabileceği En Uzun Süre (Saat, 1–72)');
  await expect(hours).toHaveValue('24');
  await hours.fill('96');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('error-422')).toContainText('En fazla 72 olabilir');
  await page.getByRole('button', { name: 'Tamam' }).click();
  await hours.fill('48');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await page.reload();
  await expect(hours).toHaveValue('48');
});

test('an administrator gives a manager a POS PIN on the user form; an obvious one is refused', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const users = await request.get('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: DEMO.cashier.email },
  });
  const cashierId = (await users.json()).Response.data.list[0].id as number;
  await login(page, DEMO.admin, `/sistem/kullanici/duzen/${cashierId}`);
  const form = page.getByTestId('user-form-page').filter({ visible: true });
  const pin = form.getByLabel('POS PIN (yönetici onayı)');
  await expect(
    form.getByText('Kasada fiyat değişikliği veya silme işlemini bu PIN ile onaylar.'),
  ).toBeVisible();
  await pin.fill('1234');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByTestId('error-422')).toContainText('PIN aynı rakamın tekrarı veya sıralı rakamlar');
  await page.getByRole('button', { name: 'Tamam' }).click();
  await pin.fill('4071');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Kullanıcı kaydedildi')).toBeVisible();
  await expect(pin).toHaveValue('');
  await expect(form.getByText('PIN tanımlı; değiştirmek istemiyorsanız boş bırakın')).toBeVisible();
  await expect(form.getByLabel("PIN'i kaldır")).not.toBeChecked();
});

test('a user sets their own POS PIN on the profile page, confirmed by their password', async ({
  page,
  request,
}) => {
  await login(page, DEMO.admin, '/profile/index');
  const card = page.locator('.ant-card', { hasText: 'POS PIN' }).filter({ visible: true });
  await card.getByLabel('Yeni PIN').fill('2580');
  await card.getByLabel('Parolanız').fill('Yanlis.Parola1');
  await card.getByRole('button', { name: 'Kaydet' }).click();
  await expect(card.getByText('Parola hatalı')).toBeVisible();
  await page.getByRole('button', { name: 'Tamam' }).click();
  await card.getByLabel('Parolanız').fill(DEMO.admin.password);
  await card.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('POS PIN kaydedildi')).toBeVisible();
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const users = await request.get('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    params: { search: DEMO.admin.email },
  });
  expect((await users.json()).Response.data.list[0].hasPosPin).toBe(true);
});
