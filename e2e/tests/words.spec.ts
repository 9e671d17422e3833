import { expect, test } from '@playwright/test';
import { choose, DEMO, demoApi, login, readyCompany } from './support.ts';

test('an empty required field says it is required; the change-password form keeps the spec words', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/cari/yeni');
  const form = page.getByTestId('resource-form-accounts').filter({ visible: true });
  await expect(form.getByLabel('Unvan')).toBeVisible({ timeout: 30_000 });
  // Nothing typed: the title is not even sent, which used to answer 'Geçersiz değer'.
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('error-422')).toBeVisible();
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(form.getByText('Bu alan boş bırakılamaz')).toBeVisible();
  await expect(form.getByText('Geçersiz değer')).toHaveCount(0);

  await page.goto('/#/profile/index');
  const password = page.getByTestId('change-password-form').filter({ visible: true });
  await password.getByLabel('Yeni Parola', { exact: true }).focus();
  await password.getByLabel('Yeni Parola (Tekrar)').focus();
  await expect(password).toContainText('Bu Alan, Boş Bırakılamaz');
});

test('a barcode already on another stock card names that card', async ({ page, request }) => {
  const api = await demoApi(request);
  const unit = (await api.get('/units?search=C62')).list[0].id;
  await api.post('/items', {
    code: 'BRK-ESKI',
    name: 'Eski Kalem Kartı',
    unitId: unit,
    barcodes: ['8690000000104'],
  });
  await login(page, DEMO.admin);
  await page.goto('/#/stok/yeni');
  const form = page.getByTestId('resource-form-items').filter({ visible: true });
  await expect(form.getByLabel('Stok Kodu')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Stok Kodu').fill('BRK-YENI');
  await form.getByLabel('Stok Adı').fill('Yeni Kalem Kartı');
  await form.getByLabel('Barkodlar').fill('8690000000104');
  await page.keyboard.press('Enter');
  await choose(page, form, 'Ana Birim', 'adet', 'Adet');
  await page.keyboard.press('Control+s');
  const refusal = 'Bu barkod BRK-ESKI kodlu "Eski Kalem Kartı" stok kartında kayıtlı';
  await expect(page.getByTestId('error-422')).toContainText(refusal);
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(form.getByText(refusal)).toBeVisible();
});

test('a screen not built yet is named by its title, not its address', async ({ page, request }) => {
  // A company of its own that works with second-hand books, whose screens are still to come.
  const company = await readyCompany(request, 'Sahafci');
  const modules = await request.put('/api/settings/company-modules', {
    headers: company.headers,
    data: {
      einvoice: false,
      cargo: false,
      integrations: false,
      catalogue: false,
      library: false,
      secondhand: true,
      qrMenu: false,
      b2b: false,
      commission: false,
      institution: false,
    },
  });
  expect(modules.ok(), await modules.text()).toBe(true);
  await login(page, company);
  await page.goto('/#/sahaf/ayar');
  const notBuilt = page.getByTestId('not-built').filter({ visible: true });
  await expect(notBuilt).toContainText('“Sahaf Ayarları” ekranı geliştirme planında');
  await expect(notBuilt).not.toContainText('/sahaf/ayar');
});
