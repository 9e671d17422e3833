import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, login } from './support.ts';

test('a declared resource: create, Turkish search, copy and Excel export from the browser', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/#/stok/uretici');
  const list = page.getByTestId('resource-list-producers').filter({ visible: true });
  await list.getByRole('button', { name: 'Yeni' }).click();
  await expect(page).toHaveURL(/#\/stok\/uretici\/yeni$/);
  const form = page.getByTestId('resource-form-producers').filter({ visible: true });
  await form.getByLabel('Kod').fill('ISK');
  await form.getByLabel('Adı').fill('IŞIK YAYINLARI');
  await form.getByLabel('VKN / TCKN').fill('1234567891');
  // A wrong VKN is told on its field when the box is left, once; the save stops there too.
  await form.getByLabel('VKN / TCKN').blur();
  const refusal = form.getByText('Geçerli bir vergi kimlik numarası', { exact: false });
  await expect(refusal).toHaveCount(1);
  await page.keyboard.press('Control+s');
  await expect(refusal).toHaveCount(1);
  await expect(page.getByTestId('error-422')).toHaveCount(0);
  await form.getByLabel('VKN / TCKN').fill('9860008925');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/#\/stok\/uretici\/duzen\/\d+$/);

  await page.goto('/#/stok/uretici');
  await list.getByLabel('Ara').fill('ışık');
  await expect(page).toHaveURL(/search=%C4%B1%C5%9F%C4%B1k/);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('cell', { name: 'IŞIK YAYINLARI' })).toBeVisible();

  await list.getByRole('button', { name: 'Çoğalt' }).first().click();
  await expect(page).toHaveURL(/yeni\?kopya=\d+$/);
  await expect(form.getByLabel('Kod')).toHaveValue('');
  await expect(form.getByLabel('Adı')).toHaveValue('IŞIK YAYINLARI');
  await form.getByLabel('Adı').fill('Işık Çocuk');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page).toHaveURL(/#\/stok\/uretici\/duzen\/\d+$/);

  await page.goto('/#/stok/uretici?search=ışık');
  await expect(list.getByRole('row')).toHaveCount(3);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: "Excel'e Aktar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Üreticiler.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Kod', 'Adı', 'Türü', 'Telefon', 'E-posta', 'Aktif']);
  expect(sheet.getColumn(2).values.slice(2)).toEqual(['Işık Çocuk', 'IŞIK YAYINLARI']);
});

test('a small definition edits in a drawer, with its reference picker', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/stok/ambar');
  await page.getByTestId('resource-list-warehouses').getByRole('button', { name: 'Yeni' }).click();
  const warehouse = page.getByTestId('resource-form-warehouses');
  await warehouse.getByLabel('Kod').fill('IZM');
  await warehouse.getByLabel('Adı').fill('İzmir Depo');
  await warehouse.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(
    page.getByTestId('resource-list-warehouses').getByRole('cell', { name: 'İzmir Depo' }),
  ).toBeVisible();

  await page.goto('/#/stok/konum');
  await page.getByTestId('resource-list-locations').getByRole('button', { name: 'Yeni' }).click();
  const location = page.getByTestId('resource-form-locations');
  await location.getByLabel('Ambar').click();
  await page.keyboard.type('izmir');
  await page.locator('.ant-select-item-option', { hasText: 'İzmir Depo' }).click();
  await location.getByLabel('Raf / Konum Kodu').fill('A-01');
  await location.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(
    page.getByTestId('resource-list-locations').getByRole('cell', { name: 'İzmir Depo' }),
  ).toBeVisible();
});
