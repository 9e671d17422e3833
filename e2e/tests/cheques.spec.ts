import { expect, test } from '@playwright/test';
import { choose, DEMO, demoApi, login } from './support.ts';

test('a customer cheque received against an invoice and endorsed to a supplier shows on both statements', async ({
  page,
  request,
}) => {
  const { headers, post } = await demoApi(request);
  const customer = await post('/accounts', { title: 'Çek Veren Müşteri E2E' });
  const supplier = await post('/accounts', { title: 'Çek Alan Tedarikçi E2E', role: 'supplier' });
  const warehouse = (await (await request.get('/api/warehouses?pageSize=1', { headers })).json()).Response
    .data.list[0].id;
  const unit = (await (await request.get('/api/units?search=C62', { headers })).json()).Response.data.list[0]
    .id;
  const item = (await post('/items', { code: 'E2E-CEK', name: 'Çek Ürünü E2E', unitId: unit })).id;
  const invoice = await post('/documents', {
    docType: 'salesInvoice',
    date: '2026-11-20',
    dueDate: '2026-12-01',
    warehouseId: warehouse,
    accountId: customer.id,
    lines: [{ itemId: item, quantity: '1', unitPrice: '1000', vatRate: '20' }],
  }); // 1,200
  await login(page, DEMO.admin);

  // The cheque comes in from the customer and closes the invoice.
  await page.goto('/#/ceksenet/cekgiris/yeni');
  const receipt = page.getByTestId('voucher-editor-chequeIn').filter({ visible: true });
  await choose(page, receipt, 'Alındığı Cari', 'Çek Veren', 'Çek Veren Müşteri E2E');
  const line = receipt.getByTestId('bordro-line-0');
  await line.getByLabel('Seri No').fill('E2E-4411');
  await line.getByLabel('Keşideci/Borçlu').fill('Çek Veren Müşteri E2E');
  await line.getByLabel('Banka').fill('Halkbank');
  await line.getByLabel('Vade').click();
  await page.keyboard.type('15.01.2027');
  await page.keyboard.press('Enter');
  await line.getByLabel('Tutar').fill('1200');
  await receipt.getByTestId('bordro-settle-0').getByRole('button', { name: 'Fatura Kapat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kapatılacak Faturalar' });
  await dialog.getByLabel(`Kapatılan ${invoice.number}`).fill('1200');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(receipt.getByTestId('bordro-total')).toHaveText('1 adet, toplam 1.200,00 ₺');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: CG\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/ceksenet\/cekgiris\/duzen\/\d+$/);

  // Nothing is open on the customer any more.
  await page.goto(`/#/cari/acik?accountId=${customer.id}`);
  await expect(
    page.getByTestId('open-items').filter({ visible: true }).getByTestId('open-remaining'),
  ).toHaveCount(0);

  // In the portfolio, then endorsed to the supplier.
  await page.goto(`/#/ceksenet/list?search=E2E-4411`);
  const portfolio = page.getByTestId('cheque-list').filter({ visible: true });
  await expect(portfolio.getByRole('row', { name: /E2E-4411/ })).toContainText('Portföyde');
  await page.goto('/#/ceksenet/cekcikis/yeni');
  const out = page.getByTestId('voucher-editor-chequeOut').filter({ visible: true });
  await choose(page, out, 'Verildiği Cari', 'Çek Alan', 'Çek Alan Tedarikçi E2E');
  await out.getByTestId('instrument-picker').click();
  await page.keyboard.type('E2E-4411');
  await page.locator('.ant-select-item-option').filter({ hasText: 'E2E-4411', visible: true }).click();
  await expect(out.getByTestId('bordro-instrument')).toContainText(
    'E2E-4411 · Çek Veren Müşteri E2E · 15.01.2027',
  );
  await expect(out.getByTestId('bordro-amount')).toHaveText('1.200,00');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: CC\d{6}/)).toBeVisible();

  // Both statements: the customer credited by the receipt, the supplier debited by the endorsement.
  await page.goto(`/#/cari/ekstre?accountId=${customer.id}&currency=TRY`);
  const customerStatement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(
    customerStatement.getByRole('link', { name: /CG\d{6} · Çek\/Senet Giriş Bordrosu/ }),
  ).toBeVisible();
  await expect(customerStatement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: 0,00 ₺');
  await page.goto(`/#/cari/ekstre?accountId=${supplier.id}&currency=TRY`);
  const supplierStatement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(
    supplierStatement.getByRole('link', { name: /CC\d{6} · Çek\/Senet Çıkış Bordrosu/ }),
  ).toBeVisible();
  await expect(supplierStatement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: 1.200,00 ₺');

  // The cheque's history: received, then endorsed; the portfolio shows where it went.
  await page.goto(`/#/ceksenet/list?search=E2E-4411&state=endorsed`);
  const endorsedRow = page
    .getByTestId('cheque-list')
    .filter({ visible: true })
    .getByRole('row', { name: /E2E-4411/ });
  await expect(endorsedRow).toContainText('Ciro Edildi');
  await expect(endorsedRow).toContainText('Çek Alan Tedarikçi E2E');
  await endorsedRow.getByRole('link', { name: 'E2E-4411' }).click();
  const history = page.getByTestId('cheque-moves').filter({ visible: true });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Ciro Edildi');
  await expect(history.getByRole('row').nth(2)).toContainText('Portföyde');
});
