import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, DEMO, demoApi, login, setPricesIncludeVat } from './support.ts';

// Amounts typed the Turkish way (issue 18): the dot groups thousands, the comma is the decimal
// separator, a pasted "1250.50" is a decimal point, and "1.250" alone is asked, never guessed.
test.use({ viewport: { width: 1366, height: 768 } });

/** The inline question an ambiguous entry raises, as the clerk sees it under the field. */
const choice = (page: Page) => page.getByTestId('number-choice').filter({ visible: true });

/** The demo company's "Adet" unit. */
const pieces = async (api: Awaited<ReturnType<typeof demoApi>>) =>
  (await api.get('/units?search=C62')).list[0].id;

/** Types as a clerk would: the whole text, then Tab to the next field. */
async function typeInto(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

test('a price typed as 1.250,50, 1250.50, 1.250 or 1250,5 on a sales invoice is the amount meant', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  await api.post('/items', {
    code: 'NUM-1',
    name: 'Sayı Kalemi',
    unitId: await pieces(api),
    barcodes: ['8690000018017'],
    salePrice: '100',
    vatRate: '20',
    vatIncluded: false,
  });
  await api.post('/accounts', { title: 'Sayı Alıcısı E2E' });
  await login(page, DEMO.admin);
  await setPricesIncludeVat(page, false);
  await page.goto('/#/fis/fatura/satis/yeni');
  const editor = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await choose(page, editor, 'Cari', 'Sayı Alıcısı', 'Sayı Alıcısı E2E');
  await editor.getByTestId('scan-box').fill('8690000018017');
  await editor.getByTestId('scan-box').press('Enter');
  const price = editor.getByLabel('Birim Fiyat');
  await expect(price).toHaveValue('100,00');

  const shows = async (value: string, net: string, gross: string) => {
    await expect(price).toHaveValue(value);
    await expect(editor.getByTestId('line-total')).toHaveText(gross);
    await expect(editor.getByTestId('foot-vatBase')).toHaveText(`${net} ₺`);
    await expect(editor.getByTestId('foot-grandTotal')).toHaveText(`${gross} ₺`);
  };

  // Turkish grouping and decimals.
  await typeInto(price, '1.250,50');
  await shows('1.250,50', '1.250,50', '1.500,60');
  // Pasted from a spreadsheet: a single dot before two digits is a decimal point.
  await typeInto(price, '1250.50');
  await shows('1.250,50', '1.250,50', '1.500,60');
  // A comma alone is the decimal separator; money shows two decimals once typed.
  await typeInto(price, '1250,5');
  await shows('1.250,50', '1.250,50', '1.500,60');

  // "1.250" could be either: the field asks, and takes nothing until the clerk chooses.
  await price.fill('1.250');
  await expect(choice(page)).toContainText('1.250 mi, 1,25 mi?');
  await expect(editor.getByTestId('foot-grandTotal')).toHaveText('0,00 ₺');
  await choice(page).getByRole('button', { name: '1,25', exact: true }).click();
  await expect(choice(page)).toHaveCount(0);
  await shows('1,25', '1,25', '1,50');
  // Enter takes the Turkish reading and stays on the field, so the clerk sees what was taken.
  await price.fill('1.250');
  await expect(choice(page)).toBeVisible();
  await price.press('Enter');
  await expect(choice(page)).toHaveCount(0);
  await expect(price).toBeFocused();
  await shows('1.250,00', '1.250,00', '1.500,00');

  // While typing, the thousands show as they come and the caret stays where the clerk types.
  await price.fill('');
  await price.pressSequentially('12500');
  await expect(price).toHaveValue('12.500');
  await price.press('Home');
  await price.pressSequentially('3');
  await expect(price).toHaveValue('312.500');
  await price.press('End');
  await price.pressSequentially(',75');
  await expect(price).toHaveValue('312.500,75');
  await price.press('Tab');
  await shows('312.500,75', '312.500,75', '375.000,90');

  // Malformed input is refused with a reason, not read as something else.
  await typeInto(price, '1.25.0');
  const refusal = page.getByTestId('number-error').filter({ visible: true });
  await expect(refusal).toHaveText('Sayı anlaşılamadı: 1.25.0');
  await typeInto(price, '1.250,50');
  await expect(refusal).toHaveCount(0);

  // The saved invoice holds the decimal the clerk meant.
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  const id = page.url().match(/duzen\/(\d+)$/)?.[1];
  expect((await api.get(`/documents/${id}`)).lines[0].unitPrice).toBe('1250.5000');
});

test('a stock card’s sale price typed as 1.250,50 is saved and shown again as 1.250,50', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const item = await api.post('/items', { code: 'NUM-2', name: 'Fiyatlı Kart', unitId: await pieces(api) });
  await login(page, DEMO.admin, `/stok/duzen/${item.id}`);
  const form = page.getByTestId('resource-form-items').filter({ visible: true });
  const price = form.getByLabel('Satış Fiyatı', { exact: true });
  await typeInto(price, '1.250,50');
  await expect(price).toHaveValue('1.250,50');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Satış Fiyatı', { exact: true })).toHaveValue('1.250,50');
  expect((await api.get(`/items/${item.id}`)).salePrice).toBe('1250.5000');
});

test('a cash collection of 1.250,50 posts 1.250,50; an ambiguous 1.250 is asked first', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const customer = await api.post('/accounts', { title: 'Sayı Müşterisi E2E' });
  await api.post('/cash-accounts', { kind: 'cash', code: 'E2E-NUM', name: 'Sayı Kasası E2E' });
  await login(page, DEMO.admin, '/kasa/tahsilat/yeni');
  const editor = page.getByTestId('voucher-editor-cashCollection').filter({ visible: true });
  await choose(page, editor, 'Kasa/Banka', 'Sayı Kasası', 'Sayı Kasası E2E');
  const line = editor.getByTestId('voucher-line-0');
  await choose(page, line, 'Cari', 'Sayı Müşterisi', 'Sayı Müşterisi E2E');

  const amount = line.getByLabel('Tutar');
  await amount.fill('1.250');
  await expect(choice(page)).toContainText('1.250 mi, 1,25 mi?');
  await choice(page).getByRole('button', { name: '1.250', exact: true }).click();
  await expect(amount).toHaveValue('1.250,00');
  await typeInto(amount, '1.250,50');
  await expect(amount).toHaveValue('1.250,50');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: TM\d{6}/)).toBeVisible();

  await page.goto(`/#/cari/ekstre?accountId=${customer.id}&currency=TRY`);
  const statement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(statement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: -1.250,50 ₺');
});

test('a series’ next number typed as 12,5 and saved with the button is refused on the field, never saved as 1', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  const series = await api.post('/document-series', {
    docType: 'salesInvoice',
    name: 'Sayı Serisi E2E',
    prefix: 'NUM',
    nextNumber: 41,
    year: 2026,
  });
  await login(page, DEMO.admin, '/sistem/evrak');
  const list = page.getByTestId('resource-list-documentSeries').filter({ visible: true });
  await list
    .getByRole('row', { name: /Sayı Serisi E2E/ })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  const form = page.getByTestId('resource-form-documentSeries');
  const next = form.getByLabel('Sıradaki Numara');
  await expect(next).toHaveValue('41');

  // The box holds no number while it refuses 12,5; the field's default (1) must not stand in for it.
  await next.fill('12,5');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByTestId('number-error').filter({ visible: true })).toHaveText('Tam sayı giriniz');
  await expect(
    form.getByText('Bir sayı henüz kabul edilmedi: soruyu yanıtlayın veya düzeltin'),
  ).toBeVisible();
  await expect(page.getByText('Kaydedildi')).toHaveCount(0);
  expect((await api.get(`/document-series/${series.id}`)).nextNumber).toBe(41);

  // Corrected, it saves, and the refusal on the field is gone.
  await next.fill('42');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  expect((await api.get(`/document-series/${series.id}`)).nextNumber).toBe(42);
});

test('a document discount still asked about (1.250) holds the invoice back instead of saving no discount', async ({
  page,
  request,
}) => {
  const api = await demoApi(request);
  await api.post('/items', {
    code: 'NUM-3',
    name: 'İskontolu Kalem',
    unitId: await pieces(api),
    barcodes: ['8690000018024'],
    salePrice: '100',
    vatRate: '20',
  });
  await api.post('/accounts', { title: 'İskonto Alıcısı E2E' });
  await login(page, DEMO.admin, '/fis/fatura/satis/yeni');
  const editor = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await choose(page, editor, 'Cari', 'İskonto Alıcısı', 'İskonto Alıcısı E2E');
  await editor.getByTestId('scan-box').fill('8690000018024');
  await editor.getByTestId('scan-box').press('Enter');
  await expect(editor.getByLabel('Birim Fiyat')).toBeVisible();

  const discount = editor.locator('[id$="_discountValue"]');
  await discount.fill('1.250');
  await expect(choice(page)).toContainText('1.250 mi, 1,25 mi?');
  await editor.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(
    page.getByText('Bir sayı henüz kabul edilmedi: soruyu yanıtlayın veya düzeltin').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/satis\/yeni$/);

  await choice(page).getByRole('button', { name: '1,25', exact: true }).click();
  await editor.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  const id = page.url().match(/duzen\/(\d+)$/)?.[1];
  expect((await api.get(`/documents/${id}`)).documentDiscount).toEqual({ kind: 'percent', value: '1.2500' });
});
