import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

test('company details: a wrong MERSİS number is refused on its field, a bank account line saves', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/firma');
  const form = page.getByTestId('resource-form-companyProfile').filter({ visible: true });
  await expect(form.getByLabel('Unvan')).toHaveValue('Anadolu Kırtasiye ve Kitabevi Ltd. Şti.');
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

test('exchange rates: without the Central Bank the screen says so, and a rate typed by hand is listed', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/paratanimlari');
  const list = page.getByTestId('resource-list-exchangeRates').filter({ visible: true });
  await list.getByRole('button', { name: "Merkez Bankası'ndan Al" }).click();
  await expect(
    page.getByText('Merkez Bankası kurlarına ulaşılamadı; kurları elle girebilirsiniz'),
  ).toBeVisible();

  await list.getByRole('button', { name: 'Yeni' }).click();
  const form = page.getByTestId('resource-form-exchangeRates');
  await form.getByLabel('Döviz', { exact: true }).click();
  await page.keyboard.type('usd');
  await page.locator('.ant-select-item-option', { hasText: 'USD' }).click();
  await form.getByLabel('Tarih').click();
  await page.keyboard.type('20.11.2026');
  await page.keyboard.press('Enter');
  await form.getByLabel('Birim').fill('1');
  await form.getByLabel('Döviz Alış').fill('42,3411');
  await form.getByLabel('Döviz Satış').fill('42,4174');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(list.getByRole('cell', { name: '42,4174' })).toBeVisible();
  await expect(list.getByRole('cell', { name: '20.11.2026' })).toBeVisible();
});

test('release notes list the versions and open one', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/yama');
  await page.getByTestId('release-notes').getByRole('cell', { name: '1.0.69' }).click();
  await expect(page).toHaveURL(/#\/sistem\/yama\/4$/);
  await expect(page.getByTestId('release-note')).toContainText('Yazdırma tasarımları');
});

test('labels: a sheet of labels for an item comes out as a PDF of the right pages', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const units = await (await request.get('/api/units?search=C62', { headers })).json();
  await request.post('/api/items', {
    headers,
    data: {
      code: 'ETK-1',
      name: 'Etiketli Defter',
      unitId: units.Response.data.list[0].id,
      barcodes: ['8690000000036'],
    },
  });
  await request.post('/api/label-designs', {
    headers,
    data: { name: 'Raf 3×8', columns: 3, rows: 8, labelWidth: '70', labelHeight: '37' },
  });

  await login(page, DEMO.admin);
  await page.goto('/#/sistem/etiket/detay');
  const form = page.getByTestId('label-print');
  await form.getByLabel('Etiket Tasarımı').click();
  await page.keyboard.type('raf');
  await page.locator('.ant-select-item-option', { hasText: 'Raf 3×8' }).click();
  await form.getByLabel('Stok Kartı').click();
  await page.keyboard.type('etiketli');
  await page.locator('.ant-select-item-option', { hasText: 'Etiketli Defter' }).click();
  await form.getByLabel('Etiket Adedi').fill('30');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'PDF Oluştur' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('etiketler.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
});

test('backups: the administrator downloads the company’s data as one file', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/sistem/genel');
  const card = page.getByTestId('backups').filter({ visible: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Firma Yedeğini İndir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kibo-firma-\d+-[\d-]+\.kibo\.gz$/);
  const lines = gunzipSync(await readFile((await download.path())!))
    .toString('utf8')
    .split('\n');
  expect(lines[0]).toBe('KIBO-BACKUP 1');
  expect(JSON.parse(lines[1]!).company.title).toBe('Anadolu Kırtasiye ve Kitabevi Ltd. Şti.');
  expect(lines.at(-2)).toMatch(/^@end /);
  await expect(page.getByText('Yedek indirildi')).toBeVisible();
});
