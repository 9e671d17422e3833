import { expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

const editor = (page: Page, type: string) =>
  page.getByTestId(`voucher-editor-${type}`).filter({ visible: true });

/** Picks the account on a voucher's line by typing its title into the account box. */
async function pickAccount(page: Page, type: string, title: string) {
  const line = editor(page, type).getByTestId('voucher-line-0');
  await line.getByLabel('Cari').click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-item-option').filter({ hasText: title, visible: true }).click();
}

test('debit and credit vouchers entered in the browser move the balance, the statement and the open items', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const title = 'Dekont Müşterisi E2E';
  const created = await request.post('/api/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: { title },
  });
  expect(created.ok()).toBe(true);
  const accountId = (await created.json()).Response.data.record.id;
  await login(page, DEMO.admin);

  // A debit voucher: the customer owes 1,000.
  await page.goto('/#/cari/borc/yeni');
  await pickAccount(page, 'accountDebit', title);
  const debitLine = editor(page, 'accountDebit').getByTestId('voucher-line-0');
  await debitLine.getByLabel('Borç').fill('1000');
  await debitLine.getByLabel('Satır Açıklaması').fill('Açılış bakiyesi');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: BD\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/#\/cari\/borc\/duzen\/\d+$/);

  // A credit voucher: 400 comes off; the line shows the balance before it.
  await page.goto('/#/cari/alacak/yeni');
  await pickAccount(page, 'accountCredit', title);
  const creditLine = editor(page, 'accountCredit').getByTestId('voucher-line-0');
  await expect(creditLine.getByTestId('voucher-standing')).toHaveText('Bakiye: 1.000,00 ₺');
  await creditLine.getByLabel('Alacak').fill('400');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: AD\d{6}/)).toBeVisible();

  // The balance list and the statement.
  await page.goto(`/#/cari/list?search=${encodeURIComponent('Dekont Müşterisi')}`);
  const balances = page.getByTestId('account-balances').filter({ visible: true });
  await expect(balances.getByRole('row', { name: new RegExp(title) })).toContainText('600,00');
  await page.goto(`/#/cari/ekstre?accountId=${accountId}&currency=TRY`);
  const statement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(statement.getByTestId('statement-closing')).toHaveText('Kapanış bakiyesi: 600,00 ₺');
  await expect(statement.getByRole('link', { name: /BD\d{6} · Borç Dekontu/ })).toBeVisible();
  await statement.getByRole('link', { name: /AD\d{6} · Alacak Dekontu/ }).click();
  await expect(page).toHaveURL(/#\/cari\/alacak\/duzen\/\d+$/);

  // The account's transactions: both vouchers, their totals and the running balance.
  await page.goto(`/#/cari/islem?accountId=${accountId}`);
  const transactions = page.getByTestId('account-transactions').filter({ visible: true });
  await expect(transactions.getByTestId('total-debit-TRY')).toHaveText('1.000,00');
  await expect(transactions.getByTestId('total-credit-TRY')).toHaveText('400,00');
  await expect(transactions.getByRole('row', { name: /AD\d{6}/ })).toContainText('600,00');

  // What is still open of the debit: 600.
  await page.goto(`/#/cari/acik?accountId=${accountId}`);
  const open = page.getByTestId('open-items').filter({ visible: true });
  await expect(open.getByTestId('open-remaining')).toHaveText('600,00');
  await expect(open.getByRole('link', { name: /BD\d{6} · Borç Dekontu/ })).toBeVisible();
});

test('points given by hand show on the account and cannot be overspent', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const scheme = await request.put('/api/settings/loyalty-settings', {
    headers,
    data: {
      pointsEnabled: true,
      pointsPerStep: '1',
      pointsStep: '10',
      pointValue: '0.05',
      pointsExpiryMonths: 0,
      pointsMinRedeem: 0,
    },
  });
  expect(scheme.ok()).toBe(true);
  const title = 'Puan Müşterisi E2E';
  expect((await request.post('/api/accounts', { headers, data: { title } })).ok()).toBe(true);
  await login(page, DEMO.admin);

  await page.goto('/#/cari/puanin/yeni');
  await pickAccount(page, 'pointsIn', title);
  await editor(page, 'pointsIn').getByTestId('voucher-line-0').getByLabel('Puan').fill('50');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Fiş kaydedildi: PG\d{6}/)).toBeVisible();

  await page.goto('/#/cari/puanout/yeni');
  await pickAccount(page, 'pointsOut', title);
  const line = editor(page, 'pointsOut').getByTestId('voucher-line-0');
  await expect(line.getByTestId('voucher-standing')).toHaveText('Bakiye: 50 puan');
  await line.getByLabel('Puan').fill('80');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(`${title} carisinin puan bakiyesi yetersiz (bakiye: 50 puan)`)).toBeVisible();
});
