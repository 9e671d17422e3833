import { expect, test } from '@playwright/test';
import { companyApi, login, readyCompany, setPricesIncludeVat } from './support.ts';

// Baskets suspended at the till become documents: a customer who wants a proper invoice
// (/fis/sepetToFatura), one who will collect later (/fis/sepetToSiparis). The document asks for what
// the till charged on either price basis, and saving it takes the basket off the till.

test.use({ viewport: { width: 1366, height: 768 } });

test('a suspended basket becomes a sales invoice, another an order, and the till has none left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await readyCompany(request, 'Sepet Kırtasiyesi');
  const api = companyApi(request, admin.headers);
  const [unit] = (await api('/units?search=C62')).list;
  const notebook = (await api('/items', { code: 'DFT-1', name: 'Çizgili Defter', unitId: unit.id })).record;
  const pen = (await api('/items', { code: 'KLM-1', name: 'Tükenmez Kalem', unitId: unit.id })).record;
  const customer = (await api('/accounts', { title: 'Şule İnce' })).record;
  const [register] = (await api('/cash-accounts')).list;
  const session = (await api('/cash-sessions', { cashAccountId: register.id, openingFloat: '0' })).record;
  // 3 × 12,50 less 10 % and 2 × 7,99, less 5 % on the receipt: 47,24.
  const forInvoice = (
    await api('/pos/baskets', {
      sessionId: session.id,
      accountId: customer.id,
      note: 'Fatura istiyor',
      lines: [
        { itemId: notebook.id, quantity: '3', unitPrice: '12.50', vatRate: '20', discounts: ['10'] },
        { itemId: pen.id, quantity: '2', unitPrice: '7.99', vatRate: '20' },
      ],
      receiptDiscount: { kind: 'percent', value: '5' },
    })
  ).record;
  expect(forInvoice.total).toBe('47.2400');
  const forOrder = (
    await api('/pos/baskets', {
      sessionId: session.id,
      note: 'Cuma alacak',
      lines: [{ itemId: pen.id, quantity: '4', unitPrice: '7.99', vatRate: '20' }],
    })
  ).record;

  // A company entering prices without VAT: the invoice's prices lose their VAT, its total does not.
  await login(page, admin, '/dashboard');
  await setPricesIncludeVat(page, false);
  await page.goto(`/#/fis/sepetToFatura/${forInvoice.id}`);
  const invoice = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await expect(invoice.getByTestId('basket-notice')).toContainText('Kasada askıya alınan sepetten: 47,24 ₺');
  await expect(invoice.getByText('Şule İnce')).toBeVisible();
  await expect(invoice.getByText('Çizgili Defter')).toBeVisible();
  await expect(invoice.getByText('Tükenmez Kalem')).toBeVisible();
  await expect(invoice.getByLabel('Fiyatlar KDV Dahil')).not.toBeChecked();
  await expect(invoice.getByLabel('Birim Fiyat').nth(0)).toHaveValue('10,4149');
  await expect(invoice.getByLabel('Birim Fiyat').nth(1)).toHaveValue('6,6583');
  await expect(invoice.getByLabel('İsk. 1 %').first()).toHaveValue('10');
  await expect(invoice.getByTestId('foot-payable')).toHaveText('47,24 ₺');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
  await expect(invoice.locator('.ant-card-head-title .ant-tag').first()).toHaveText(/^SF\d{6}$/);
  await expect(invoice.getByTestId('foot-payable')).toHaveText('47,24 ₺');
  const invoiceId = page.url().split('/').at(-1);
  expect(await api(`/documents/${invoiceId}`)).toMatchObject({
    accountId: customer.id,
    pricesIncludeVat: false,
    grandTotal: '47.2400',
  });

  // Opened again (another tab, a bookmark): the basket is gone, and the page says so.
  await page.goto(`/#/fis/sepetToFatura/${forInvoice.id}`);
  await expect(page.getByTestId('basket-gone').filter({ visible: true })).toHaveText(
    'Bu sepet artık yok: kasada satışı tamamlanmış, silinmiş ya da faturaya veya siparişe dönüştürülmüş olabilir.',
  );

  // The till lists the other basket with its conversions; at VAT-included prices it becomes an order,
  // which needs a customer first.
  await setPricesIncludeVat(page, true);
  await page.goto('/#/fis/pos/yeni');
  const till = page.getByTestId('till').filter({ visible: true });
  await till.getByRole('button', { name: 'Sepetler' }).click();
  const baskets = page.getByTestId('till-baskets');
  await expect(baskets.getByTestId('till-basket')).toHaveCount(1);
  await expect(baskets.getByTestId('till-basket')).toContainText('Cuma alacak');
  await expect(baskets.getByRole('button', { name: 'Siparişe Çevir' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Askıdaki Sepetler' })
    .getByRole('button', { name: 'Kapat' })
    .click();
  await page.goto(`/#/fis/sepetToSiparis/${forOrder.id}`);
  const order = page.getByTestId('document-editor-salesOrder').filter({ visible: true });
  await expect(order.getByTestId('basket-notice')).toContainText(
    'Sepette müşteri yok: kaydetmeden önce bir cari seçin.',
  );
  await expect(order.getByLabel('Açıklama').first()).toHaveValue('Cuma alacak');
  await expect(order.getByLabel('Fiyatlar KDV Dahil')).toBeChecked();
  await expect(order.getByLabel('Birim Fiyat')).toHaveValue('7,99');
  await expect(order.getByTestId('foot-payable')).toHaveText('31,96 ₺');
  await page.keyboard.press('Control+s');
  await page.getByRole('dialog').getByRole('button', { name: 'Tamam' }).click();
  await expect(order.getByText('Bu alan boş bırakılamaz')).toBeVisible();
  await order.getByLabel('Cari').click();
  await page.keyboard.type('Şule');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Şule İnce', visible: true }).click();
  await expect(order.getByTestId('basket-notice')).not.toContainText('müşteri yok');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SS\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/fis\/siparis\/satis\/duzen\/\d+$/);
  expect(await api(`/documents/${page.url().split('/').at(-1)}`)).toMatchObject({
    accountId: customer.id,
    description: 'Cuma alacak',
    pricesIncludeVat: true,
    grandTotal: '31.9600',
  });

  // The till has nothing waiting any more.
  await page.goto('/#/fis/pos/yeni');
  await till.getByRole('button', { name: 'Sepetler' }).click();
  await expect(page.getByTestId('till-baskets').getByText('Askıda sepet yok')).toBeVisible();
  expect((await api(`/pos/baskets?sessionId=${session.id}`)).list).toEqual([]);
});
