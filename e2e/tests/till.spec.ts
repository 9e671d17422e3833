import { expect, test } from '@playwright/test';
import { apiToken, companyApi, login, openTill, readyCompany } from './support.ts';

// The till at a shop's counter, on a 1366 × 768 PC: the cashier opens the till with its float, sells
// by scanner with a split payment and change, refunds part of it against the receipt's number; a
// cashier without the price right needs a manager's PIN; a loyalty card brings points; F5 asks first.

test.use({ viewport: { width: 1366, height: 768 } });

const PEN = { code: 'KLM-1', name: 'Kurşun Kalem Işıklı', barcodes: ['8690000019168'], salePrice: '100' };

async function shop(request: Parameters<typeof readyCompany>[0], label: string) {
  const admin = await readyCompany(request, label);
  const api = companyApi(request, admin.headers);
  const [unit] = (await api('/units?search=C62')).list;
  const pen = (await api('/items', { ...PEN, unitId: unit.id, vatRate: '20', vatIncluded: false })).record;
  return { admin, api, pen };
}

test('a sale by scanner with a split payment and change, then a refund of part of it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, api } = await shop(request, 'Kasa Dükkanı');
  await login(page, admin, '/fis/pos/yeni');
  const till = await openTill(page, '100');

  // The box has the focus as soon as the till is shown, opened now or reopened: a scanner's first
  // keys land there.
  const scan = till.getByTestId('scan-box');
  await expect(scan).toBeFocused();
  await page.reload();
  await expect(scan).toBeFocused();
  await scan.fill('2*8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('240,00');
  // A name typed the Turkish way without its letters finds the card too.
  await scan.fill('isikli');
  await expect(till.getByTestId('till-hits')).toContainText('Kurşun Kalem Işıklı');
  await scan.press('Escape');
  // 100 by card (typed on the box), the rest (140) in cash with F8; 200 handed over: 60 back.
  await scan.fill('100');
  await till.getByRole('button', { name: 'Kredi Kartı' }).click();
  await expect(till.getByTestId('till-left')).toContainText('140,00');
  await page.keyboard.press('F8');
  await expect(till.getByTestId('till-left')).toContainText('0,00');
  await till.getByLabel('Alınan Nakit').fill('200');
  await expect(till.getByTestId('till-change')).toContainText('60,00');
  // A shop PC's screen holds the whole till: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await page.keyboard.press('F10');
  const done = till.getByTestId('till-done');
  await expect(done).toContainText(/PF\d{6} numaralı fiş kapatıldı\. Para üstü: 60,00/);
  // The change stays large while it is counted out.
  await expect(till.getByTestId('till-change')).toContainText('60,00');
  await expect(till.getByTestId('till-due')).toContainText('0,00');
  const number = /PF\d{6}/.exec(await done.innerText())![0];

  const [session] = (await api('/cash-sessions?status=open')).list;
  expect((await api(`/cash-sessions/${session.id}`)).expected).toMatchObject({
    cash: '240.0000',
    card: '100.0000',
  });

  // One pen comes back: found by the receipt's number (its barcode), money back in cash.
  await till.getByRole('button', { name: 'İade' }).click();
  const refund = page.getByTestId('till-refund');
  await refund.getByLabel('Fiş numarası').fill(number);
  await refund.getByLabel('Fiş numarası').press('Enter');
  await expect(refund).toContainText(`${number} numaralı fiş`);
  await refund.getByLabel('Kurşun Kalem Işıklı iade miktarı').fill('3');
  await expect(refund).toContainText('İade miktarı satılıp henüz iade edilmemiş miktarı aşamaz');
  await refund.getByLabel('Kurşun Kalem Işıklı iade miktarı').fill('1');
  await refund.getByRole('radio', { name: 'Nakit' }).check({ force: true });
  await refund.getByRole('button', { name: /İade Et \(120,00/ }).click();
  await expect(done).toContainText(/PI\d{6} numaralı iade fişi kapatıldı: 120,00/);
  expect((await api(`/cash-sessions/${session.id}`)).expected).toMatchObject({
    cash: '120.0000',
    card: '100.0000',
  });
  const sold = await api(`/pos/receipts/lookup?number=${number}`);
  expect(sold.pos.refundable).toEqual([expect.objectContaining({ refundable: '1.0000' })]);
});

test("a cashier without the price right needs a manager's PIN, and a refresh asks first", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { api } = await shop(request, 'Onay Dükkanı');
  // A user made by the administrator chooses their own password at the first login.
  const user = async (email: string, extra: object) => {
    await api('/users', {
      name: email.split('@')[0],
      email,
      role: 'cashier',
      active: true,
      password: 'Ilk.Parola.2026',
      ...extra,
    });
    const token = await apiToken(request, email, 'Ilk.Parola.2026');
    const chosen = await request.put('/api/user/myprofile', {
      headers: { authorization: `Bearer ${token}` },
      data: { password: 'Kasiyer.2026' },
    });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    return { email, password: 'Kasiyer.2026' };
  };
  await user(`mudur${Date.now()}@onay.test`, { role: 'manager', posCanChangePrice: true, posPin: '4071' });
  const cashier = await user(`kasiyer${Date.now()}@onay.test`, {});
  await login(page, cashier, '/fis/pos/yeni');
  const till = await openTill(page, '0');
  await expect(till).toContainText('Fiyat ve silme yetkisi yok');

  const scan = till.getByTestId('scan-box');
  await scan.fill('8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('120,00');
  // 99,90 on the keypad, then Fiyat: a manager's PIN is asked; a wrong one is refused.
  for (const key of ['9', '9', ',', '9', '0'])
    await till.getByRole('button', { name: key, exact: true }).click();
  await till.getByRole('button', { name: 'Fiyat', exact: true }).click();
  const approval = page.getByTestId('till-approval');
  await approval.getByLabel('Yönetici PIN').fill('1357');
  await approval.getByRole('button', { name: 'Onayla' }).click();
  await expect(approval).toContainText('PIN hatalı ya da PIN sahibinin bu işleme yetkisi yok');
  await expect(till.getByTestId('till-due')).toContainText('120,00');
  await approval.getByLabel('Yönetici PIN').fill('4071');
  await approval.getByRole('button', { name: 'Onayla' }).click();
  await expect(till.getByTestId('till-due')).toContainText('99,90');
  await expect(till.getByTestId('till-line')).toContainText('Elle değişti');

  // F5 in the middle of a receipt asks before the page goes.
  await page.keyboard.press('F5');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Sayfadan ayrılmak istiyor musunuz?');
  await confirm.getByRole('button', { name: 'Hayır' }).click();
  await expect(confirm).toBeHidden();
  await expect(till.getByTestId('till-due')).toContainText('99,90');
  // "Evet" reloads; the receipt being rung up comes back as it was, its approval with it.
  await page.keyboard.press('F5');
  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Evet' }).click()]);
  await expect(till.getByTestId('till-due')).toContainText('99,90');
  await expect(till.getByTestId('till-line')).toContainText('Elle değişti');

  await page.keyboard.press('F9');
  await page.keyboard.press('F10');
  await expect(till.getByTestId('till-done')).toContainText(/PF\d{6} numaralı fiş kapatıldı/);
});

test('a loyalty card attaches the customer, who earns points and spends them on the next sale', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, api } = await shop(request, 'Puan Dükkanı');
  const settings = await request.put('/api/settings/loyalty-settings', {
    headers: admin.headers,
    data: {
      pointsEnabled: true,
      pointsPerStep: '1',
      pointsStep: '10',
      pointValue: '0.5',
      pointsExpiryMonths: 0,
      pointsMinRedeem: 10,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  await api('/accounts', { title: 'Şule İnce', loyaltyCard: 'KART-0042' });
  await login(page, admin, '/fis/pos/yeni');
  const till = await openTill(page, '0');
  const scan = till.getByTestId('scan-box');

  await scan.fill('KART-0042');
  await scan.press('Enter');
  await expect(till.getByTestId('till-customer')).toContainText('Şule İnce · 0 puan');
  await scan.fill('2*8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('240,00');
  await page.keyboard.press('F9');
  await page.keyboard.press('F10');
  await expect(till.getByTestId('till-done')).toContainText('numaralı fiş kapatıldı');

  // 240 paid: 24 points. The next sale spends 24 of them (12,00 TL) and the rest by card.
  await scan.fill('KART-0042');
  await scan.press('Enter');
  await expect(till.getByTestId('till-customer')).toContainText('Şule İnce · 24 puan');
  await scan.fill('8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('120,00');
  await till.getByRole('button', { name: 'Puan', exact: true }).click();
  // A click while the dialog is still opening can be lost on a loaded machine (seen once): again
  // until the points are on the receipt; never twice, as the dialog closes with the first.
  await expect(async () => {
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: 'Puanı Kullan' }).click({ timeout: 2_000 });
    await expect(till.getByTestId('till-payment')).toContainText('12,00', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(till.getByTestId('till-left')).toContainText('108,00');
  await page.keyboard.press('F9');
  await page.keyboard.press('F10');
  await expect(till.getByTestId('till-done')).toContainText('numaralı fiş kapatıldı');
  const [customer] = (await api('/accounts?search=Şule')).list;
  // 24 − 24 spent + 10 earned on the 108 paid by card.
  expect((await api(`/pos/standing?accountId=${customer.id}`)).points).toBe(10);
});

test('a basket put aside becomes an invoice, a cleared receipt is a void, and the till closes from the till', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { admin, api } = await shop(request, 'Sepet Dükkanı');
  await api('/accounts', { title: 'Işıklı Kırtasiye' });
  await login(page, admin, '/fis/pos/yeni');
  const till = await openTill(page, '50');
  const scan = till.getByTestId('scan-box');

  // A customer wants a proper invoice: the receipt is put aside (F6) and made an invoice from the baskets.
  await page.keyboard.press('F4');
  const customers = page.getByTestId('till-customer-dialog');
  await customers.getByLabel(/Müşteri kartı okutun/).fill('isikli');
  await customers.getByText('Işıklı Kırtasiye').click();
  await scan.fill('3*8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('360,00');
  await page.keyboard.press('F6');
  await expect(page.getByText('Fiş askıya alındı')).toBeVisible();
  await expect(till.getByTestId('till-due')).toContainText('0,00');
  await page.keyboard.press('F7');
  const baskets = page.getByTestId('till-baskets');
  await expect(baskets.getByTestId('till-basket')).toContainText('Işıklı Kırtasiye');
  await baskets.getByRole('button', { name: 'Faturaya Çevir' }).click();
  await expect(baskets).toBeHidden();
  await page
    .getByRole('button', { name: /Kaydet/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+/);
  const [invoice] = (await api('/documents?docType=salesInvoice')).list;
  expect(invoice).toMatchObject({ grandTotal: '360.0000' });

  // Back at the till: a receipt cleared before payment is recorded as a void for the Z.
  await page.goto('/#/fis/pos/yeni');
  await scan.fill('8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('120,00');
  await till.getByRole('button', { name: 'Fişi İptal Et' }).click();
  await expect(page.getByText('Fiş iptal edildi')).toBeVisible();
  await scan.fill('8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('120,00');
  await page.keyboard.press('F8');
  await page.keyboard.press('F10');
  await expect(till.getByTestId('till-done')).toContainText('numaralı fiş kapatıldı');

  // The close from the till's cash menu: 50 float + 120 cash expected, counted right.
  await till.getByTestId('till-cash-menu').click();
  const menu = page.getByTestId('till-cash-drawer');
  await menu.getByRole('button', { name: 'Kasayı Kapat' }).click();
  await menu.getByLabel('Çekmecedeki nakit').fill('170');
  await menu.getByRole('button', { name: 'Sayımı Bitir' }).click();
  const review = menu.getByTestId('session-review');
  await expect(review.getByRole('row', { name: /Nakit/ })).toContainText('170,00');
  await expect(review.getByTestId('session-difference-cash')).toHaveText('0,00');
  await review.getByRole('button', { name: 'Kasayı Kapat' }).click();
  const paper = menu.getByTestId('session-closed').getByTestId('session-paper');
  await expect(paper).toContainText(/İptal edilen fişler +1 \/ 120,00/);
  await expect(paper).toContainText(/Satış fişi sayısı +1/);
  await menu.getByTestId('session-closed').getByRole('button', { name: 'Bitti' }).click();
  await expect(till.getByRole('button', { name: 'Kasayı Aç' })).toBeVisible();
});
