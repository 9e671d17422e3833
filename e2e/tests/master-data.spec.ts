import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, login } from './support.ts';

/** A 1×1 PNG, as a product photo would be uploaded. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens a select (reference picker, province…) by its input, types, and picks the matching option,
 * until the select shows it: on a loaded machine a click can land while the list is still being
 * filtered, and then nothing is chosen (a province not taken leaves the district closed).
 */
async function pick(page: Page, input: Locator, typed: string, option: string) {
  const select = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await input.click();
    await page.keyboard.type(typed);
    await page
      .locator('.ant-select-item-option', { hasText: option })
      .filter({ visible: true })
      .first()
      .click({ timeout: 3000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('stock card: two units and a barcode, Turkish search, copy, edit and Excel export', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/stok/list');
  const list = page.getByTestId('resource-list-items').filter({ visible: true });
  await expect(list.getByRole('columnheader', { name: 'Eldeki Miktar' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Merkez Depo' })).toBeVisible();
  await list.getByRole('button', { name: 'Yeni' }).click();
  await expect(page).toHaveURL(/#\/stok\/yeni$/);

  const form = page.getByTestId('resource-form-items').filter({ visible: true });
  await form.getByLabel('Stok Kodu').fill('KLM-001');
  await form.getByLabel('Stok Adı').fill('IŞIK Kurşun Kalem');
  await form.getByLabel('Barkodlar').fill('8690000000012');
  await page.keyboard.press('Enter');
  await pick(page, form.getByLabel('Ana Birim'), 'adet', 'Adet');
  await form.getByRole('button', { name: 'Satır Ekle' }).first().click();
  await pick(page, form.locator('[id$="_units_0_unitId"]'), 'koli', 'Koli');
  await form.locator('[id$="_units_0_factor"]').fill('12');
  await form.getByLabel('Satış Fiyatı', { exact: true }).fill('15,5');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kalem.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(form.locator('img.ant-image-img')).toBeVisible();
  // The book section shows only for books.
  await expect(form.getByText('Kitap Bilgileri')).toBeHidden();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/#\/stok\/duzen\/\d+$/);
  // The saved record took over the "new" tab.
  await expect(page.getByTestId('tab').filter({ hasText: 'Yeni Stok Kartı' })).toHaveCount(0);
  await expect(form.getByLabel('Barkodlar')).toHaveCount(1);
  await expect(form.getByText('8690000000012')).toBeVisible();
  await expect(form.locator('[id$="_units_0_factor"]')).toHaveValue('12,00');
  await expect(form.locator('img.ant-image-img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Copy: a new card from this one, without its code and barcodes.
  await page.goto('/#/stok/list?search=KLM-001');
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: 'Çoğalt' }).first().click();
  await expect(page).toHaveURL(/#\/stok\/cogalt\/\d+$/);
  await expect(form.getByLabel('Stok Kodu')).toHaveValue('');
  await expect(form.getByLabel('Stok Adı')).toHaveValue('IŞIK Kurşun Kalem');
  await form.getByLabel('Stok Kodu').fill('DFT-001');
  await form.getByLabel('Stok Adı').fill('İstanbul Defteri');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page).toHaveURL(/#\/stok\/duzen\/\d+$/);

  // Turkish search: "ışık" finds "IŞIK", "istanbul" finds "İstanbul".
  await page.goto('/#/stok/list');
  await list.getByLabel('Ara').fill('ışık');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('cell', { name: 'IŞIK Kurşun Kalem' })).toBeVisible();
  await list.getByLabel('Ara').fill('istanbul');
  await expect(list.getByRole('cell', { name: 'İstanbul Defteri' })).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);

  // Edit from the list.
  await list.getByRole('cell', { name: 'İstanbul Defteri' }).dblclick();
  await expect(page).toHaveURL(/#\/stok\/duzen\/\d+$/);
  await form.getByLabel('Satış Fiyatı', { exact: true }).fill('42,75');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await page.goto('/#/stok/list?search=istanbul');
  await expect(list.getByRole('cell', { name: '42,75' })).toBeVisible();

  await page.goto('/#/stok/list?search=KLM-001');
  await expect(list.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: "Excel'e Aktar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Stok Kartları.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Stok Kodu',
    'Stok Adı',
    'Türü',
    'Barkodlar',
    'Kategori',
    'Üretici / Yayınevi',
    'Ana Birim',
    'Satış Fiyatı',
    'KDV Oranı',
    'Aktif',
  ]);
  expect(sheet.getRow(2).values).toEqual([
    undefined,
    'KLM-001',
    'IŞIK Kurşun Kalem',
    'Ticari Mal',
    '8690000000012',
    undefined,
    undefined,
    'Adet',
    15.5,
    '%20',
    'Evet',
  ]);
});

test('account card: an invalid VKN is refused on its field, a valid one saves with a generated code', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/cari/yeni');
  const form = page.getByTestId('resource-form-accounts').filter({ visible: true });
  await form.getByLabel('Unvan').fill('Boğaziçi Kırtasiye A.Ş.');
  await form.getByLabel('VKN / TCKN').fill('1234567891');
  await pick(page, form.getByLabel('İl', { exact: true }), 'istanbul', 'İstanbul');
  await pick(page, form.getByLabel('İlçe', { exact: true }), 'kadı', 'Kadıköy');
  // Checked when the box was left; the save stops at the same message, said once, on the field.
  const refusal = form.getByText(
    'Geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) giriniz',
  );
  await expect(refusal).toHaveCount(1);
  await page.keyboard.press('Control+s');
  await expect(refusal).toHaveCount(1);
  await expect(page.getByTestId('error-422')).toHaveCount(0);
  await form.getByLabel('VKN / TCKN').fill('1234567890');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/#\/cari\/duzen\/\d+$/);
  await expect(form.getByLabel('Cari Kodu')).toHaveValue(/^CR\d{8}$/);
  await page.goto('/#/cari/kartlist?search=boğaziçi');
  const list = page.getByTestId('resource-list-accounts').filter({ visible: true });
  await expect(list.getByRole('cell', { name: 'Kadıköy' })).toBeVisible();
});

test('Excel import: the preview shows the bad row, only the valid row is imported', async ({
  page,
}, info) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Stok').addRows([
    ['Stok Kodu', 'Stok Adı', 'Ana Birim', 'Barkodlar', 'Satış Fiyatı'],
    ['IMP-100', 'Çizgili Defter', 'Adet', '8690000000029', 30],
    ['IMP-101', 'Hatalı Barkodlu Silgi', 'Adet', '8690000000013', 5],
  ]);
  const file = info.outputPath('stok.xlsx');
  await book.xlsx.writeFile(file);

  await login(page, DEMO.admin);
  await page.goto('/#/stok/list');
  const list = page.getByTestId('resource-list-items').filter({ visible: true });
  await list.getByRole('button', { name: "Excel'den Aktar" }).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Kontrol Et' }).click();
  await expect(dialog.getByText('Barkodlar: Geçersiz barkod')).toBeVisible();
  await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
  await page.getByRole('button', { name: '1 Geçerli Satırı Aktar' }).click();
  await expect(dialog.getByText('1 kayıt aktarıldı, 1 hatalı satır atlandı')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Kapat', exact: true }).last().click();
  await list.getByLabel('Ara').fill('IMP-1');
  await expect(list.getByRole('cell', { name: 'Çizgili Defter' })).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
});
