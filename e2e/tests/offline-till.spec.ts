import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { companyApi, login, openTill, readyCompany } from './support.ts';

// The till with the line to the server down: receipts sold on the device, kept through a reload of
// the installed app, and sent exactly once when the line comes back — also when it drops again in
// the middle of the sync, and with two tabs syncing at once.

test.use({ viewport: { width: 1366, height: 768 } });

const BARCODE = '8690000019205';

/** A shop of its own: a card with stock, this browser registered as its till, the session open. */
async function shopWithTill(page: Page, request: APIRequestContext, label: string) {
  const admin = await readyCompany(request, label);
  const api = companyApi(request, admin.headers);
  const [unit] = (await api('/units?search=C62')).list;
  const [warehouse] = (await api('/warehouses?pageSize=1')).list;
  const item = await api('/items', {
    code: 'CVR-1',
    name: 'Çevrimdışı Kalem',
    unitId: unit.id,
    barcodes: [BARCODE],
    salePrice: '10',
    vatRate: '20',
    vatIncluded: true,
  });
  await api('/documents', {
    docType: 'stockIn',
    date: new Date().toLocaleDateString('sv-SE'),
    warehouseId: warehouse.id,
    lines: [{ itemId: item.record.id, quantity: '100', unitPrice: '1', vatRate: '20' }],
  });

  await login(page, admin, '/sistem/tclnt');
  // The installed app keeps its files before the line goes: the worker must have taken over.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const screen = page.getByTestId('devices-page').filter({ visible: true });
  await screen.getByRole('button', { name: 'Bu Tarayıcıyı Kaydet' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cihaz Adı').fill('Ön Kasa');
  await dialog.getByLabel('Çevrimdışı Satış Yapabilecek Kullanıcılar').click();
  await page.keyboard.type(label);
  // The user is chosen once its tag shows in the box: a click on an option the list was still
  // redrawing (the users arriving as it filtered) is made again, so the save holds the choice.
  const chosen = dialog.locator('.ant-select-selection-item', { hasText: `${label} Yönetici` });
  await expect(async () => {
    if (!(await chosen.isVisible()))
      await page
        .locator('.ant-select-item-option', { hasText: `${label} Yönetici` })
        .click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Cihaz kaydedildi')).toBeVisible();
  const [device] = await api('/pos-devices');
  expect(device.offlineUsers.map((user: { name: string }) => user.name)).toEqual([`${label} Yönetici`]);

  await page.goto('/#/fis/pos/yeni');
  await openTill(page, '100');
  // The till contacted the server for this device and downloaded its copy in the background.
  await expect.poll(() => heldItems(page), { timeout: 30_000 }).toBe(1);
  // (A contact lost to a busy machine is made again at the next sync round, within 30 seconds.)
  await expect.poll(() => mayHoldOffline(page), { timeout: 45_000 }).toBe(true);

  const [session] = (await api('/cash-sessions?status=open')).list;
  return {
    admin,
    api,
    receipts: async () => (await api('/documents?docType=posReceipt&pageSize=100')).total as number,
    onHand: async () =>
      Object.fromEntries((await api(`/offline/stock?warehouseId=${warehouse.id}`)).levels)[item.record.id],
    expectedCash: async () => (await api(`/cash-sessions/${session.id}`)).expected.cash as string,
  };
}

/** How many stock cards the device's copy holds, once its first download finished. */
const heldItems = (page: Page) =>
  page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((db) => db.name?.startsWith('kibo-offline-'))?.name;
    if (!name) return 0;
    return new Promise<number>((resolve) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('meta')) return resolve(0);
        const read = db.transaction('meta').objectStore('meta').get('items');
        read.onsuccess = () => resolve(read.result?.count ?? 0);
      };
    });
  });

/** Whether the last contact allowed this user to sell offline on this browser. */
const mayHoldOffline = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('kibo_pos_contact_'))
      .some((key) => JSON.parse(localStorage.getItem(key) ?? '{}').canSellOffline === true),
  );

/** One receipt: a scan, paid in cash, closed; with the line down it takes a local number. */
async function sellOne(page: Page) {
  const till = page.getByTestId('till').filter({ visible: true });
  const scan = till.getByTestId('scan-box');
  await scan.fill(BARCODE);
  await scan.press('Enter');
  await expect(till.getByTestId('till-due')).toContainText('10,00');
  await till.getByRole('button', { name: 'Nakit' }).click();
  await expect(till.getByTestId('till-left')).toContainText('0,00');
  await till.getByRole('button', { name: 'Fişi Kapat' }).click();
  await expect(till.getByTestId('till-done')).toContainText(/T\d+-\d{6} numaralı fiş kapatıldı/);
  await expect(till.getByTestId('till-due')).toContainText('0,00');
}

const unsent = (page: Page) => page.getByTestId('unsent-count').filter({ visible: true });

/** Counts the receipts sent to the server from every tab of the context. */
async function countSends(context: BrowserContext, handle?: (count: number) => 'pass' | 'lose' | 'cut') {
  const seen = { count: 0 };
  await context.route('**/api/pos/receipts', async (route) => {
    seen.count += 1;
    const fate = handle?.(seen.count) ?? 'pass';
    if (fate === 'pass') return route.continue();
    // The server takes the receipt, its answer never reaches the till.
    if (fate === 'lose') await route.fetch();
    return route.abort('internetdisconnected');
  });
  return seen;
}

test('20 receipts sold offline survive a reload and reach the server exactly once, the line cut mid-sync', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const shop = await shopWithTill(page, request, 'Kopuk Hat');

  await context.setOffline(true);
  for (let sold = 0; sold < 20; sold += 1) await sellOne(page);
  await expect(unsent(page)).toHaveText('20 gönderilmedi');

  // The installed app opens again without the server, with its session, its copy and its outbox.
  await page.reload();
  await expect(page.getByTestId('till-session').filter({ visible: true })).toContainText('Merkez Kasa');
  await expect(unsent(page)).toHaveText('20 gönderilmedi');
  await expect(page.getByTestId('till-device-notice').filter({ visible: true })).toContainText(
    'fişler bu cihazda saklanıyor',
  );
  expect(await shop.receipts()).toBe(0);

  // The line comes back and drops again: five go through, the sixth reaches the server but its
  // answer is lost, the rest find no line.
  await countSends(context, (count) => (count <= 5 ? 'pass' : count === 6 ? 'lose' : 'cut'));
  await context.setOffline(false);
  await expect(unsent(page)).toHaveText('15 gönderilmedi');
  await expect.poll(() => shop.receipts()).toBe(6);

  // Retried from the device's receipts: the lost answer is the sixth receipt, not a twenty-first.
  await page.goto('/#/fis/offline/fis');
  const list = page.getByTestId('offline-receipts').filter({ visible: true });
  await expect(list.getByTestId('offline-receipts-state')).toContainText(
    '15 tanesi henüz sunucuya gönderilmedi',
  );
  await expect(list.getByText('Sırada')).toHaveCount(15);
  await context.unroute('**/api/pos/receipts');
  await list.getByRole('button', { name: 'Şimdi Dene' }).click();
  await expect(list.getByTestId('offline-receipts-state')).toContainText(
    '0 tanesi henüz sunucuya gönderilmedi',
  );
  await expect(list.getByText(/^Kaydedildi: PF\d{6}$/)).toHaveCount(20);
  expect(await shop.receipts()).toBe(20);
  expect(await shop.onHand()).toBe('80.0000');
  expect(await shop.expectedCash()).toBe('300.0000');
});

test('two tabs selling offline and syncing at once send each receipt once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const shop = await shopWithTill(page, request, 'İki Sekme');
  const other = await context.newPage();
  await other.goto('/#/fis/pos/yeni');
  await expect(other.getByTestId('till-session').filter({ visible: true })).toContainText('Merkez Kasa');

  await context.setOffline(true);
  for (let sold = 0; sold < 10; sold += 1) {
    await sellOne(page);
    await sellOne(other);
  }
  // Both tabs count the device's one outbox.
  await expect(unsent(page)).toHaveText('20 gönderilmedi');
  await expect(unsent(other)).toHaveText('20 gönderilmedi');

  const sends = await countSends(context);
  await context.setOffline(false);
  await expect(unsent(page)).toHaveText('Tüm fişler gönderildi', { timeout: 30_000 });
  await expect(unsent(other)).toHaveText('Tüm fişler gönderildi');
  expect(await shop.receipts()).toBe(20);
  // One syncing tab at a time, each receipt once: not a request more than receipts.
  expect(sends.count).toBe(20);
  expect(await shop.onHand()).toBe('80.0000');
  expect(await shop.expectedCash()).toBe('300.0000');
});

test('a revoked till stops selling and syncing and keeps its receipts to export; a browser that is no till says why it cannot sell', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await shopWithTill(page, request, 'Kayıp Kasa');
  await context.setOffline(true);
  await sellOne(page);
  await sellOne(page);
  await expect(unsent(page)).toHaveText('2 gönderilmedi');

  // The manager revokes the device while it is offline: at its next contact it stops.
  const [device] = await shop.api('/pos-devices');
  await shop.api(`/pos-devices/${device.id}/revoke`, {});
  await context.setOffline(false);
  const notice = page.getByTestId('till-device-notice').filter({ visible: true });
  await expect(notice).toContainText('Cihazın yetkisi kaldırıldı');
  await expect(notice).toContainText('satış ve eşitleme durduruldu');
  expect(await shop.receipts()).toBe(0);
  await expect(unsent(page)).toHaveText('2 gönderilmedi');
  const till = page.getByTestId('till').filter({ visible: true });
  await till.getByTestId('scan-box').fill(BARCODE);
  await till.getByTestId('scan-box').press('Enter');
  await till.getByRole('button', { name: 'Nakit' }).click();
  await expect(till.getByRole('button', { name: 'Fişi Kapat' })).toBeDisabled();

  // Its receipts stay on the device, exported to a file to be entered again.
  await page.goto('/#/fis/offline/fis');
  const list = page.getByTestId('offline-receipts').filter({ visible: true });
  await expect(list.getByText('Sırada')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Gönderilmeyenleri Dışa Aktar' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(
    `gonderilmeyen-fisler-${new Date().toLocaleDateString('sv-SE')}.json`,
  );
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.receipts).toHaveLength(2);
  expect(exported.receipts[0]).toMatchObject({
    kind: 'sale',
    path: '/api/pos/receipts',
    localNumber: `T${device.id}-000001`,
    state: 'queued',
    body: { madeOffline: true, payments: [{ method: 'cash', amount: '10.00' }] },
  });
  expect(JSON.stringify(exported)).not.toContain('deviceKey');

  // Another browser, never registered as a till: with the line down it says why it cannot sell.
  const other = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  await login(other, shop.admin, '/fis/pos/yeni');
  await expect(other.getByTestId('till-session').filter({ visible: true })).toContainText('Merkez Kasa');
  await other.context().setOffline(true);
  const refused = other.getByTestId('till-device-notice').filter({ visible: true });
  await expect(refused).toContainText('Sunucuya bağlantı yok: bu cihazda şu an satış yapılamıyor');
  await expect(refused).toContainText('Bu tarayıcı yetkili kasa cihazı olarak kayıtlı değil');
  await expect(other.getByRole('button', { name: 'Fişi Kapat' })).toBeDisabled();
  await other.context().close();
});
