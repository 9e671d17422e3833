import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { companyApi, login, readyCompany } from './support.ts';

// The till's "Kasa" menu, where it is mounted today (beside each register on /kasa/list; the till
// screen places the same component): money out with a reason, a drawer opened without a sale, the
// X report, then the close — a blind count, expected against counted with the difference, and the Z
// summary, which says on screen and on its paper that it is not the fiscal Z of a cash device.

test.use({ viewport: { width: 1366, height: 768 } });

test('the till closed with the expected figures, the difference of a short count and a Z that is not fiscal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await readyCompany(request, 'Kapanış Dükkanı');
  const api = companyApi(request, admin.headers);
  const [unit] = (await api('/units?search=C62')).list;
  const item = (await api('/items', { code: 'DFT-1', name: 'Çizgili Defter', unitId: unit.id })).record;
  const [warehouse] = (await api('/warehouses')).list;

  await login(page, admin, '/kasa/list');
  const list = page.getByTestId('resource-list-cashAccounts').filter({ visible: true });
  const row = list.getByRole('row', { name: /Merkez Kasa/ });
  await row.getByRole('button', { name: 'Kasayı Aç' }).click();
  const opening = page.getByRole('dialog', { name: /Kasayı Aç/ });
  await opening.getByLabel('Açılış Tutarı').fill('100');
  await opening.getByRole('button', { name: 'Kasayı Aç' }).click();
  await expect(row.getByTestId('till-session')).toContainText('Açık');

  // Two sales rung up at the till: 2 × 120, 100 by card and 140 in cash; 1 × 120 in cash.
  const [session] = (await api('/cash-sessions?status=open')).list;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  for (const [quantity, payments] of [
    [
      '2',
      [
        { method: 'card', amount: '100' },
        { method: 'cash', amount: '140' },
      ],
    ],
    ['1', [{ method: 'cash', amount: '120' }]],
  ] as const)
    await api('/pos/receipts', {
      clientId: randomUUID(),
      sessionId: session.id,
      date: today,
      time: '10:00',
      warehouseId: warehouse.id,
      lines: [{ itemId: item.id, quantity, unitPrice: '120', vatRate: '20' }],
      payments,
    });

  await row.getByTestId('till-cash-menu').click();
  const menu = page.getByTestId('till-cash-drawer');
  await menu.getByRole('button', { name: 'Para Çıkışı' }).click();
  const payOut = menu.getByTestId('session-move-out');
  await payOut.getByRole('button', { name: 'Para Çıkışı' }).click();
  // The reason is required: money leaves the drawer with one.
  await expect(payOut).toContainText('Neden giriniz');
  await payOut.getByLabel('Tutar').fill('40');
  await payOut.getByLabel('Neden').fill('Kargo ödemesi');
  await payOut.getByRole('button', { name: 'Para Çıkışı' }).click();
  await expect(page.getByText(/Kasa hareketi kaydedildi: KA\d{6}/)).toBeVisible();

  // The drawer without a sale: recorded first, whether or not this browser reaches a printer.
  await menu.getByRole('button', { name: 'Çekmeceyi Aç' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Çekmeceyi Aç' }).click();
  await expect(page.getByText(/Satışsız çekmece açma kaydedildi/)).toBeVisible();

  // The X report so far: an interim report, not a fiscal Z.
  await menu.getByRole('button', { name: 'X Raporu' }).click();
  const interim = menu.getByTestId('session-paper');
  await expect(interim).toContainText('KASA ARA RAPORU (X)');
  await expect(interim).toContainText(/Satışsız çekmece açma +1/);
  // 100 float + 140 + 120 − 40
  await expect(interim).toContainText(/Beklenen nakit +320,00/);
  await menu.getByRole('button', { name: 'Geri' }).click();

  await menu.getByRole('button', { name: 'Kasayı Kapat' }).click();
  // Counted blind: the expected figures show only after the count.
  await expect(menu.getByTestId('session-count')).not.toContainText('320,00');
  await menu.getByRole('button', { name: 'Küpürle say' }).click();
  await menu.getByLabel('200,00 ₺ adedi').fill('1');
  await menu.getByLabel('100,00 ₺ adedi').fill('1');
  await menu.getByLabel('10,00 ₺ adedi').fill('1');
  await menu.getByLabel('5,00 ₺ adedi').fill('1');
  await expect(menu.getByLabel('Çekmecedeki nakit')).toHaveValue('315,00');
  await menu.getByLabel('Kredi kartı slip toplamı').fill('100');
  await menu.getByRole('button', { name: 'Sayımı Bitir' }).click();
  const review = menu.getByTestId('session-review');
  await expect(review.getByRole('row', { name: /Nakit/ })).toContainText('320,00');
  await expect(review.getByTestId('session-difference-cash')).toHaveText('-5,00');
  await expect(review.getByTestId('session-difference-card')).toHaveText('0,00');
  await review.getByLabel('Kapanış notu').fill('5 TL eksik');
  await review.getByRole('button', { name: 'Kasayı Kapat' }).click();
  await expect(page.getByText('Kasa kapatıldı', { exact: true })).toBeVisible();

  const closed = menu.getByTestId('session-closed');
  await expect(closed).toContainText('ÖKC (yazar kasa) mali Z raporu değildir');
  const paper = closed.getByTestId('session-paper');
  await expect(paper).toContainText('KASA KAPANIŞ ÖZETİ');
  expect((await paper.innerText()).match(/Bu özet ÖKC mali Z raporu değildir/g)).toHaveLength(2);
  await expect(paper).toContainText(/Nakit +320,00 +315,00 +-5,00/);
  await expect(paper).toContainText(/Satış fişi sayısı +2/);
  await closed.getByRole('button', { name: 'Bitti' }).click();
  await expect(row.getByRole('button', { name: 'Kasayı Aç' })).toBeVisible();

  // The session's summary, again from its history: what the close printed.
  await row.getByRole('button', { name: 'Oturumlar' }).click();
  const history = page.getByRole('dialog', { name: /Oturumlar/ });
  await history.getByRole('row').nth(1).getByRole('button', { name: 'Özet' }).click();
  await expect(page.getByRole('dialog', { name: /Özet/ }).getByTestId('session-paper')).toContainText(
    /Kasadan çıkış +40,00/,
  );
});
