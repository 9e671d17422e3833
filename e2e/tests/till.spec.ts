import { expect, test } from '@playwright/test';
import { login, readyCompany } from './support.ts';

// The till on a shop's first day: the cashier opens the till with its float, scans (3* counts),
// takes a split payment with change, and the session expects exactly what the receipt took.

test.use({ viewport: { width: 1366, height: 768 } });

test('a sale by scanner with a split payment and change, into the till session just opened', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await readyCompany(request, 'Kasa Dükkanı');
  const api = async (path: string, data?: object) => {
    const answer = data
      ? await request.post(`/api${path}`, { headers: admin.headers, data })
      : await request.get(`/api${path}`, { headers: admin.headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).Response.data;
  };
  const [unit] = (await api('/units?search=C62')).list;
  await api('/items', {
    code: 'KLM-1',
    name: 'Kurşun Kalem',
    unitId: unit.id,
    barcodes: ['8690000019168'],
    salePrice: '100',
    vatRate: '20',
    vatIncluded: false,
  });

  await login(page, admin, '/fis/pos/yeni');
  const till = page.getByTestId('till').filter({ visible: true });
  // No session yet: the till opens on its register with the change in the drawer.
  await till.getByLabel('Kasa', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Merkez Kasa', visible: true }).click();
  await till.getByLabel('Açılış Tutarı').fill('100');
  await till.getByRole('button', { name: 'Kasayı Aç' }).click();
  await expect(till.getByTestId('till-session')).toContainText('Merkez Kasa');

  const scan = till.getByTestId('scan-box');
  await scan.fill('2*8690000019168');
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('240,00');
  // 100 by card, the rest (140) in cash; 200 handed over: 60 back.
  await till.getByLabel('Ödeme tutarı').fill('100');
  await till.getByRole('button', { name: 'Kredi Kartı' }).click();
  await expect(till.getByTestId('till-left')).toContainText('140,00');
  await till.getByRole('button', { name: 'Nakit' }).click();
  await expect(till.getByTestId('till-left')).toContainText('0,00');
  await till.getByLabel('Alınan Nakit').fill('200');
  await expect(till.getByTestId('till-change')).toContainText('60,00');
  // A shop PC's screen holds the whole till: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await till.getByRole('button', { name: 'Fişi Kapat' }).click();
  await expect(till.getByTestId('till-done')).toContainText(
    /PF\d{6} numaralı fiş kapatıldı\. Para üstü: 60,00/,
  );
  await expect(till.getByTestId('till-due')).toContainText('0,00');

  // The session expects the float and the cash taken, and the card slip.
  const [session] = (await api('/cash-sessions?status=open')).list;
  const detail = await api(`/cash-sessions/${session.id}`);
  expect(detail.expected).toMatchObject({ cash: '240.0000', card: '100.0000' });
});
