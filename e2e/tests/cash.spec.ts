import { expect, test } from '@playwright/test';
import { apiToken, DEMO, demoApi, login } from './support.ts';

test('a register set up in the browser takes a collection and pays a supplier; its balance and the statements follow', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const customer = 'Tahsilat Müşterisi E2E';
  const made = await request.post('/api/accounts', { headers, data: { title: customer } });
  const customerId = (await made.json()).Response.data.record.id;
  const supplier = 'Tediye Tedarikçisi E2E';
  await request.post('/api/accounts', { headers, data: { title: supplier, role: 'supplier' } });
  await login(page, DEMO.admin);

  // A new register, from the list's drawer.
  await page.goto('/#/kasa/list');
  const list = page.getByTestId('resource-list-cashAccounts').filter({ visible: true });
  await list.getByRole('button', { name: 'Yeni' }).click();
  const form = page.getByTestId('resource-form-cashAccounts');
  await form.getByLabel('Kod').fill('E2E-KASA');
  await form.getByLabel('Adı').fill('Şube Kasası E2E');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(list.getByRole('cell', { name: 'Şube Kasası E2E' })).toBeVisible();

  // A collection of 750 from the customer into it.
  await page.goto('/#/kasa/tahsilat/yeni');
  const collection = page.getByTestId('voucher-editor-cashCollection').filter({ visible: true });
  await collection.getByLabel('Kasa/Banka').click();
  await page.keyboard.type('şube kasası');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Şube Kasası E2E', visible: true }).click();
  const line = collection.getByTestId('voucher-line-0');
  await line.getByLabel('Cari').click();
  await page.keyboard.type(customer);
  await page.locator('.ant-select-item-option').filter({ hasText: customer, visible: true }).click();
  await line.getByLabel('Tutar').fill('750');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: TM\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/kasa\/tahsilat\/duzen\/\d+$/);

  // 200 of it paid out to the supplier.
  await page.goto('/#/kasa/odeme/yeni');
  const payment = page.getByTestId('voucher-editor-cashPayment').filter({ visible: true });
  await payment.getByLabel('Kasa/Banka').click();
  await page.keyboard.type('şube');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Şube Kasası E2E', visible: true }).click();
  const paid = payment.getByTestId('voucher-line-0');
  await paid.getByLabel('Cari').click();
  await page.keyboard.type(supplier);
  await page.locator('.ant-select-item-option').filter({ hasText: supplier, visible: true }).click();
  await paid.getByLabel('Tutar').fill('200');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: TD\d{6}/)).toBeVisible();

  // 400 lira of it goes to a euro bank account as 10 euros at 40.
  const bank = await request.post('/api/cash-accounts', {
    headers,
    data: {
      kind: 'bank',
      code: 'E2E-EUR',
      name: 'Euro Hesabı E2E',
      currency: 'EUR',
      bankName: 'Türkiye İş Bankası',
      iban: 'TR330006100519786457841326',
    },
  });
  expect(bank.ok()).toBe(true);
  await page.goto('/#/kasa/virman/yeni');
  const transfer = page.getByTestId('voucher-editor-cashTransfer').filter({ visible: true });
  const into = transfer.getByTestId('voucher-line-0');
  await into.getByLabel('Giriş Yapılan Kasa/Banka').click();
  await page.keyboard.type('euro hesabı');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Euro Hesabı E2E', visible: true }).click();
  const outOf = transfer.getByTestId('voucher-line-1');
  // The dropdown just opened is the last one on the page; on a busy machine the one closed before
  // may still be fading out, so the pick is checked and made again until it shows.
  await expect(async () => {
    await outOf.getByLabel('Çıkış Yapılan Kasa/Banka').click();
    await page.keyboard.type('şube');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: 'Şube Kasası E2E', visible: true })
      .last()
      .click();
    await expect(outOf).toContainText('Şube Kasası E2E', { timeout: 2000 });
  }).toPass();
  // Each side takes its register's currency; the paying side follows the amount received, in lira.
  await expect(into).toContainText('EUR');
  await expect(outOf).toContainText('TRY');
  await into.getByLabel('Kur').fill('40');
  await into.getByLabel('Tutar').fill('10');
  await expect(outOf.getByLabel('Tutar')).toHaveValue('400,00');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: KV\d{6}/)).toBeVisible();

  // The register holds 150, the bank 10 euros; the customer's statement shows the collection, which opens its voucher.
  await page.goto(`/#/kasa/list?search=${encodeURIComponent('E2E')}`);
  await expect(list.getByRole('row', { name: /Şube Kasası E2E/ }).getByTestId('cash-balances')).toHaveText(
    '150,00 ₺',
  );
  await expect(list.getByRole('row', { name: /Euro Hesabı E2E/ }).getByTestId('cash-balances')).toHaveText(
    '10,00 €',
  );
  // The register's movements: in 750, out 200 and 400, with the running balance.
  await page.goto(`/#/kasa/islem?search=${encodeURIComponent('E2E-KASA')}`);
  const movements = page.getByTestId('cash-transactions').filter({ visible: true });
  await expect(movements.getByTestId('total-debit-TRY')).toHaveText('750,00');
  await expect(movements.getByTestId('total-credit-TRY')).toHaveText('600,00');
  await expect(movements.getByRole('row', { name: /KV\d{6}/ })).toContainText('150,00');
  await expect(movements.getByRole('link', { name: /TD\d{6} · Tediye Makbuzu/ })).toBeVisible();

  await page.goto(`/#/cari/ekstre?accountId=${customerId}&currency=TRY`);
  const statement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(statement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: -750,00 ₺');
  await statement.getByRole('link', { name: /TM\d{6} · Tahsilat Makbuzu/ }).click();
  await expect(page).toHaveURL(/#\/kasa\/tahsilat\/duzen\/\d+$/);
  await expect(
    page.getByTestId('voucher-editor-cashCollection').filter({ visible: true }).getByText('Şube Kasası E2E'),
  ).toBeVisible();
});

test('cash collected against two invoices in one voucher closes those two, and /cari/acik shows the rest', async ({
  page,
  request,
}) => {
  const { headers, post } = await demoApi(request);
  const customer = await post('/accounts', { title: 'Kapama Müşterisi E2E' });
  await post('/cash-accounts', { kind: 'cash', code: 'E2E-KAPAMA', name: 'Kapama Kasası E2E' });
  const warehouse = (await (await request.get('/api/warehouses?pageSize=1', { headers })).json()).Response
    .data.list[0].id;
  const unit = (await (await request.get('/api/units?search=C62', { headers })).json()).Response.data.list[0]
    .id;
  const item = (await post('/items', { code: 'E2E-KAPAMA', name: 'Kapama Ürünü E2E', unitId: unit })).id;
  const invoice = (price: string, dueDate: string) =>
    post('/documents', {
      docType: 'salesInvoice',
      date: '2026-11-20',
      dueDate,
      warehouseId: warehouse,
      accountId: customer.id,
      lines: [{ itemId: item, quantity: '1', unitPrice: price, vatRate: '20' }],
    });
  const first = await invoice('100', '2026-12-01'); // 120
  const second = await invoice('200', '2026-12-10'); // 240
  const third = await invoice('300', '2026-12-20'); // 360
  await login(page, DEMO.admin);

  // 480 collected: it closes the first and the third invoice, chosen by hand, not the oldest two.
  await page.goto('/#/kasa/tahsilat/yeni');
  const editor = page.getByTestId('voucher-editor-cashCollection').filter({ visible: true });
  await editor.getByLabel('Kasa/Banka').click();
  await page.keyboard.type('kapama kasası');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Kapama Kasası E2E', visible: true })
    .click();
  const line = editor.getByTestId('voucher-line-0');
  await line.getByLabel('Cari').click();
  await page.keyboard.type('Kapama Müşterisi');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Kapama Müşterisi E2E', visible: true })
    .click();
  await line.getByLabel('Tutar').fill('480');
  await editor.getByTestId('voucher-settle-0').getByRole('button', { name: 'Fatura Kapat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kapatılacak Faturalar' });
  await expect(dialog.getByTestId('settleable').getByRole('row')).toHaveCount(4);
  await dialog.getByLabel(`Kapatılan ${first.number}`).fill('120');
  await dialog.getByLabel(`Kapatılan ${third.number}`).fill('360');
  await expect(dialog.getByTestId('settle-total')).toHaveText('Kapatılan 480,00 / 480,00');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(editor.getByTestId('voucher-settlements')).toHaveText(
    `${first.number} 120,00 · ${third.number} 360,00`,
  );
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: TM\d{6}/)).toBeVisible();

  // What is open: the second invoice, whole.
  await page.goto(`/#/cari/acik?accountId=${customer.id}`);
  const open = page.getByTestId('open-items').filter({ visible: true });
  await expect(open.getByTestId('open-remaining')).toHaveText('240,00');
  await expect(open.getByRole('link', { name: new RegExp(second.number) })).toBeVisible();

  // The saved voucher shows what it closed.
  await page.goBack();
  await expect(
    page
      .getByTestId('voucher-editor-cashCollection')
      .filter({ visible: true })
      .getByTestId('voucher-settlements'),
  ).toHaveText(`${first.number} 120,00 · ${third.number} 360,00`);
});

test('income and expense types are defined in a drawer and found with a Turkish search', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/kasa/gelirgider');
  const list = page.getByTestId('resource-list-incomeExpenseTypes').filter({ visible: true });
  await list.getByRole('button', { name: 'Yeni' }).click();
  const form = page.getByTestId('resource-form-incomeExpenseTypes');
  await form.getByLabel('Kod').fill('E2E-KIRA');
  await form.getByLabel('Adı').fill('İşyeri Kirası E2E');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await list.getByLabel('Ara').fill('işyeri kirası');
  const row = list.getByRole('row', { name: /İşyeri Kirası E2E/ });
  await expect(row).toContainText('Gider');
  await expect(row).toContainText('%20');
});

test('an expense paid from a register shows its VAT as it is typed, lists with totals, and can be cancelled', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  for (const [path, data] of [
    ['/api/cash-accounts', { kind: 'cash', code: 'E2E-GIDER', name: 'Gider Kasası E2E' }],
    [
      '/api/income-expense-types',
      { kind: 'expense', code: 'E2E-ELEK', name: 'Elektrik Faturası E2E', vatRate: '20' },
    ],
  ] as const) {
    const answer = await request.post(path, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await login(page, DEMO.admin);
  await page.goto('/#/kasa/gelirgiderhareket');
  const list = page.getByTestId('income-expense').filter({ visible: true });
  await list.getByRole('button', { name: 'Yeni Gider' }).click();
  const drawer = page.getByTestId('income-expense-drawer');
  await drawer.getByLabel('Kasa/Banka').click();
  await page.keyboard.type('gider kasası');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Gider Kasası E2E', visible: true })
    .click();
  // A rate chosen before the type gives way to the type's own.
  await drawer.getByLabel('KDV Oranı').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '%10', visible: true }).click();
  await expect(drawer.getByTitle('%10')).toHaveCount(1);
  await drawer.getByLabel('Gelir/Gider Türü').click();
  await page.keyboard.type('elektrik');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Elektrik Faturası E2E', visible: true })
    .click();
  await expect(drawer.getByTitle('%10')).toHaveCount(0);
  await expect(drawer.getByLabel('Tutar (KDV dahil) (TRY)')).toBeVisible();
  await drawer.getByLabel('Tutar (KDV dahil)').fill('1200');
  await drawer.getByLabel('KDV Oranı').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '%20', visible: true }).click();
  await expect(drawer.getByTestId('income-expense-vat')).toHaveText('KDV hariç 1.000,00, KDV 200,00');
  await drawer.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page.getByText(/Fiş kaydedildi: GDR\d{6}/)).toBeVisible();

  await list.getByLabel('Ara').fill('elektrik faturası e2e');
  const row = list.getByRole('row', { name: /Elektrik Faturası E2E/ });
  await expect(row).toContainText('1.000,00');
  await expect(row).toContainText('200,00 (%20)');
  await expect(list.getByTestId('income-expense-totals')).toContainText(
    'Gider Fişi: KDV Hariç 1.000,00 · KDV 200,00 · Toplam 1.200,00 ₺',
  );

  // Opened from the list, the entry is cancelled: it leaves the list.
  await row.click();
  await page.getByTestId('income-expense-drawer').getByRole('button', { name: 'Fişi İptal Et' }).click();
  await expect(page.getByText('Fiş iptal edildi')).toBeVisible();
  await expect(list.getByRole('row', { name: /Elektrik Faturası E2E/ })).toHaveCount(0);
});

test('a till is opened with a float, pays out with a reason and is closed by count with its shortage', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.post('/api/cash-accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'cash', code: 'E2E-TILL', name: 'Ön Kasa E2E' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await login(page, DEMO.admin);
  await page.goto(`/#/kasa/list?search=${encodeURIComponent('Ön Kasa E2E')}`);
  const list = page.getByTestId('resource-list-cashAccounts').filter({ visible: true });
  const row = list.getByRole('row', { name: /Ön Kasa E2E/ });
  await row.getByRole('button', { name: 'Kasayı Aç' }).click();
  const opening = page.getByRole('dialog', { name: /Kasayı Aç/ });
  await opening.getByLabel('Açılış Tutarı').fill('200');
  await opening.getByRole('button', { name: 'Kasayı Aç' }).click();
  await expect(page.getByText('Kasa açıldı')).toBeVisible();
  await expect(row.getByTestId('till-session')).toContainText('Açık');

  // Once open, the row offers the till's own Kasa menu: money out with a reason, then the close.
  await row.getByTestId('till-cash-menu').click();
  const menu = page.getByTestId('till-cash-drawer');
  await menu.getByRole('button', { name: 'Para Çıkışı' }).click();
  const move = menu.getByTestId('session-move-out');
  await move.getByLabel('Tutar').fill('45,50');
  await move.getByLabel('Neden').fill('Kargo ödemesi');
  await move.getByRole('button', { name: 'Para Çıkışı' }).click();
  await expect(page.getByText(/Kasa hareketi kaydedildi: KA\d{6}/)).toBeVisible();

  await menu.getByRole('button', { name: 'Kasayı Kapat' }).click();
  // A blind count: what the session expects shows once the drawer is counted.
  await menu.getByLabel('Çekmecedeki nakit').fill('150');
  await menu.getByRole('button', { name: 'Sayımı Bitir' }).click();
  const review = menu.getByTestId('session-review');
  await expect(review.getByRole('row', { name: /Nakit/ })).toContainText('154,50');
  await expect(review.getByTestId('session-difference-cash')).toHaveText('-4,50');
  await review.getByRole('button', { name: 'Kasayı Kapat' }).click();
  await expect(page.getByText('Kasa kapatıldı', { exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Bitti' }).click();
  await expect(row.getByRole('button', { name: 'Kasayı Aç' })).toBeVisible();
  // The register's ledger follows the drawer: the float booked at opening, then −45,50 and −4,50.
  await expect(row.getByTestId('cash-balances')).toHaveText('150,00 ₺');
  await row.getByRole('button', { name: 'Oturumlar' }).click();
  await expect(
    page
      .getByRole('dialog', { name: /Oturumlar/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('-4,50 ₺');
});
