import { todayInTurkey } from '@kibo/domain';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiToken, DEMO, login, setPricesIncludeVat } from './support.ts';

/** The text of a PDF the server made, spaces squeezed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A stock card with a barcode, 100 on hand in the main warehouse, and a customer, made through the API. */
async function prepare(request: Parameters<typeof apiToken>[0], code: string, barcode: string) {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const data = async (path: string) => (await (await request.get(path, { headers })).json()).Response.data;
  const [unit] = (await data('/api/units?search=C62')).list;
  const [warehouse] = (await data('/api/warehouses?search=MRK')).list;
  const item = await request.post('/api/items', {
    headers,
    data: {
      code,
      name: `Fatura Defteri ${code}`,
      unitId: unit.id,
      barcodes: [barcode],
      salePrice: '100',
      vatRate: '20',
      vatIncluded: false,
    },
  });
  expect(item.ok()).toBe(true);
  const itemId = (await item.json()).Response.data.record.id;
  const stockIn = await request.post('/api/documents', {
    headers,
    data: {
      docType: 'stockIn',
      date: todayInTurkey(),
      warehouseId: warehouse.id,
      lines: [{ itemId, quantity: '100', unitPrice: '60', vatRate: '20' }],
    },
  });
  expect(stockIn.ok()).toBe(true);
  const account = await request.post('/api/accounts', { headers, data: { title: `Müşteri ${code}` } });
  return {
    headers,
    itemId,
    warehouseId: warehouse.id,
    accountTitle: `Müşteri ${code}`,
    account: (await account.json()).Response.data.record,
  };
}

const editor = (page: Page) => page.getByTestId('document-editor-salesInvoice').filter({ visible: true });

test('the company’s VAT-included setting decides a new invoice’s prices', async ({ page, request }) => {
  await prepare(request, 'KDV-1', '8690000001019');
  await login(page, DEMO.admin);

  await setPricesIncludeVat(page, true);
  await page.goto('/#/fis/fatura/satis/yeni');
  await editor(page).getByTestId('scan-box').fill('8690000001019');
  await page.keyboard.press('Enter');
  await expect(editor(page).getByLabel('Birim Fiyat')).toHaveValue('120,00');
  await expect(editor(page).getByTestId('foot-grandTotal')).toHaveText('120,00 ₺');

  await setPricesIncludeVat(page, false);
  await page.goto('/#/fis/iade/satis/yeni');
  const returns = page.getByTestId('document-editor-salesReturn').filter({ visible: true });
  await returns.getByTestId('scan-box').fill('8690000001019');
  await page.keyboard.press('Enter');
  await expect(returns.getByLabel('Birim Fiyat')).toHaveValue('100,00');
  await expect(returns.getByTestId('foot-grandTotal')).toHaveText('120,00 ₺');
});

test('a sales invoice entered with the keyboard and a scanner is saved, numbered and posted', async ({
  page,
  request,
}) => {
  const prepared = await prepare(request, 'KLV-1', '8690000001026');
  await login(page, DEMO.admin);
  await setPricesIncludeVat(page, false);
  await page.goto('/#/fis/fatura/satis/yeni');
  const form = editor(page);
  await form.getByLabel('Cari').click();
  await page.keyboard.type(prepared.accountTitle);
  await page.locator('.ant-select-item-option', { hasText: prepared.accountTitle }).click();

  // A scanner types fast and ends with Enter; the same barcode twice counts the item twice.
  const scan = form.getByTestId('scan-box');
  await scan.pressSequentially('8690000001026', { delay: 5 });
  await scan.press('Enter');
  await expect(form.getByLabel('Miktar')).toHaveValue('1');
  await scan.pressSequentially('8690000001026', { delay: 5 });
  await scan.press('Enter');
  await expect(form.getByLabel('Miktar')).toHaveValue('2');
  await form.getByLabel('İsk. 1 %').fill('10');
  await expect(form.getByTestId('foot-grandTotal')).toHaveText('216,00 ₺');
  await expect(form.getByTestId('foot-words')).toHaveText('Yalnız iki yüz on altı TL');

  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
  const number = (await form.locator('.ant-card-head-title .ant-tag').first().textContent()) ?? '';
  expect(number).toMatch(/^SF\d{6}$/);

  // Ctrl+P prints the saved invoice: a PDF with its number, customer and total in words.
  const printed = page.waitForResponse((answer) => /\/api\/documents\/\d+\/pdf/.test(answer.url()));
  await page.keyboard.press('Control+p');
  const pdf = await printed;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  for (const expected of ['SATIŞ FATURASI', number, prepared.accountTitle, 'Yalnız iki yüz on altı TL'])
    expect(text).toContain(expected);
  await expect(form.getByText('Yazdırıldı')).toBeVisible();

  // The stock card's moves and the customer's statement show the invoice.
  await page.goto(`/#/stok/islem?itemId=${prepared.itemId}`);
  const moves = page.getByTestId('item-moves').filter({ visible: true });
  const sale = moves.locator('tr', { hasText: number });
  await expect(sale).toContainText('-2');
  await expect(sale).toContainText('98');
  await page.goto(`/#/cari/ekstre?accountId=${prepared.account.id}`);
  const statement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(statement.locator('tr', { hasText: number })).toContainText('216,00');
  await expect(statement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: 216,00 ₺');
  await page.goto('/#/fis/satis/islem');
  const list = page.locator('tr', { hasText: number }).filter({ visible: true });
  await expect(list).toContainText('Yazdırıldı');
});

test('a discount definition for three or more takes 10 % off the line once the third is scanned', async ({
  page,
  request,
}) => {
  const prepared = await prepare(request, 'IND-1', '8690000001033');
  const rule = await request.post('/api/discounts', {
    headers: prepared.headers,
    data: { name: 'Üç Al İndirimi', scope: 'item', itemId: prepared.itemId, minQuantity: '3', rate: '10' },
  });
  expect(rule.ok()).toBe(true);
  await login(page, DEMO.admin);
  await setPricesIncludeVat(page, false);
  await page.goto('/#/fis/fatura/satis/yeni');
  const form = editor(page);
  const scan = form.getByTestId('scan-box');
  for (const count of ['1', '2', '3']) {
    await scan.fill('8690000001033');
    await scan.press('Enter');
    await expect(form.getByLabel('Miktar')).toHaveValue(count);
    await expect(form.getByLabel('İsk. 1 %')).toHaveValue(count === '3' ? '10' : '0');
  }
  // 3 × 100, 10 % off, VAT 20 %.
  await expect(form.getByTestId('foot-grandTotal')).toHaveText('324,00 ₺');
});

test('an order becomes a waybill for part of it, the waybill an invoice; the rest stays open', async ({
  page,
  request,
}) => {
  const prepared = await prepare(request, 'DNS-1', '8690000001040');
  const order = await request.post('/api/documents', {
    headers: prepared.headers,
    data: {
      docType: 'salesOrder',
      date: todayInTurkey(),
      accountId: prepared.account.id,
      warehouseId: prepared.warehouseId,
      lines: [{ itemId: prepared.itemId, quantity: '10', unitPrice: '100', vatRate: '20' }],
    },
  });
  const orderId = (await order.json()).Response.data.record.id;
  await login(page, DEMO.admin, `/fis/siparis/satis/duzen/${orderId}`);

  const orderView = page.getByTestId('document-editor-salesOrder').filter({ visible: true });
  await orderView.getByRole('button', { name: 'Siparişten Satış İrsaliyesine' }).click();
  await expect(page).toHaveURL(new RegExp(`#/fis/siparisToSatisIrsaliye/${orderId}$`));
  const waybill = page.getByTestId('document-editor-despatchOut').filter({ visible: true });
  await expect(waybill.getByLabel('Miktar')).toHaveValue('10');
  await waybill.getByLabel('Miktar').fill('4');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: CI\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/fis\/irsaliye\/cikis\/duzen\/\d+$/);

  await waybill.getByRole('button', { name: 'İrsaliyeden Faturaya' }).click();
  const invoice = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await expect(invoice.getByLabel('Miktar')).toHaveValue('4');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();

  const read = async (path: string) =>
    (await (await request.get(path, { headers: prepared.headers })).json()).Response.data;
  expect((await read(`/api/documents/${orderId}`)).lines[0].suppliedQuantity).toBe('4.0000');
  // The waybill moved the stock; its invoice did not move it again.
  expect((await read('/api/items?search=DNS-1')).list[0].onHand).toBe('96.0000');
  expect(
    (await read(`/api/documents?docType=salesInvoice&accountId=${prepared.account.id}`)).list,
  ).toHaveLength(1);

  // The conversion list shows the order (6 still to supply), not the wholly invoiced waybill.
  const orderNumber = (await read(`/api/documents/${orderId}`)).number;
  const [waybillRow] = (await read(`/api/documents?docType=despatchOut&accountId=${prepared.account.id}`))
    .list;
  await page.goto('/#/fis/donusum');
  const waiting = page.getByTestId('document-list').filter({ visible: true });
  await expect(waiting.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(waiting.getByRole('link', { name: waybillRow.number })).toHaveCount(0);

  // What is left of the order is what the next conversion offers.
  await page.goto(`/#/fis/siparisToSatisIrsaliye/${orderId}`);
  await expect(
    page.getByTestId('document-editor-despatchOut').filter({ visible: true }).getByLabel('Miktar'),
  ).toHaveValue('6');
});
