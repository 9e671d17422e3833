import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, login, openTill, readyCompany } from './support.ts';

// A restaurant's first evening: the manager lays out the floor (an area, three tables, one dragged
// and renamed) and the kitchen printer categories; a waiter without the POS rights opens a table,
// adds dishes with a note, sends them to the kitchen (Mutfak and Bar tickets), moves the table,
// merges it into another, and takes a sent dish off only with a manager's PIN (İPTAL ticket). Then
// tables paid at the till: a whole bill with a price a manager approved at the table, and a bill in
// three equal shares.

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * This device has no receipt printer (the default): tickets come out on the print page. The hidden
 * frame's print() hands its page over (every frame runs this), to be read back as title and lines.
 */
function keepPrintPages() {
  const top = window.top as unknown as { __pages?: string[] };
  if (window === window.top) top.__pages = [];
  window.print = () => void top.__pages?.push(document.documentElement.outerHTML);
}

const printed = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __pages?: string[] }).__pages ?? []).map((html) => {
      const sheet = new DOMParser().parseFromString(html, 'text/html');
      return {
        title: sheet.title,
        lines: Array.from(sheet.querySelectorAll('body > div.l'), (line) => line.textContent ?? ''),
      };
    }),
  );

/** A restaurant: dishes in two categories, a waiter without the POS rights, a manager with a PIN. */
async function restaurant(request: APIRequestContext, label: string) {
  const admin = await readyCompany(request, label);
  const api = async (
    path: string,
    data?: object,
    headers = admin.headers,
    method: 'post' | 'put' = 'post',
  ) => {
    const answer = data
      ? await request[method](`/api${path}`, { headers, data })
      : await request.get(`/api${path}`, { headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).Response.data;
  };
  const [unit] = (await api('/units?search=C62')).list;
  const food = (await api('/categories', { name: 'Yemekler' })).record.id;
  const drinks = (await api('/categories', { name: 'İçecekler' })).record.id;
  const dish = async (code: string, name: string, salePrice: string, categoryId: number) =>
    (
      await api('/items', {
        code,
        name,
        unitId: unit.id,
        salePrice,
        vatRate: '10',
        vatIncluded: true,
        categoryId,
      })
    ).record.id as number;
  const dishes = {
    kebap: await dish('ADN', 'Adana Kebap', '300', food),
    ayran: await dish('AYR', 'Ayran', '40', drinks),
  };
  const user = (name: string, email: string, extra: object) =>
    api('/users', {
      name,
      email,
      active: true,
      menuIds: [],
      posCanChangePrice: false,
      posCanDelete: false,
      password: 'Ilk.Parola.2026',
      mustChangePassword: false,
      phone: '',
      ...extra,
    });
  const stamp = Date.now();
  const waiter = { email: `garson${stamp}@lokanta.test`, password: 'Garson.2026' };
  await user('Garson Ali', waiter.email, { role: 'cashier' });
  await user('Müdür Selin', `mudur${stamp}@lokanta.test`, {
    role: 'manager',
    posCanDelete: true,
    posCanChangePrice: true,
    posPin: '4071',
  });
  const waiterToken = await apiToken(request, waiter.email, 'Ilk.Parola.2026');
  const waiterHeaders = { authorization: `Bearer ${waiterToken}` };
  await request.put('/api/user/myprofile', { headers: waiterHeaders, data: { password: waiter.password } });
  return { admin, api, dishes, waiter, waiterHeaders };
}

test('a table opened, sent to the kitchen, moved and merged; a sent dish taken off with a manager PIN', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { admin, api, waiter, waiterHeaders } = await restaurant(request, 'Lokanta');

  // The manager's evening: an area, three tables, one dragged and one renamed, two printer categories.
  await page.addInitScript(keepPrintPages);
  await login(page, admin, '/fis/posmasa/yeni');
  const floor = page.getByTestId('floor-page').filter({ visible: true });
  await expect(floor.getByText('Henüz salon tanımlanmadı.', { exact: false })).toBeVisible();
  await floor.getByRole('button', { name: 'Düzeni Düzenle' }).click();
  const panel = floor.getByTestId('layout-panel');
  await panel.getByLabel('Yeni bölge adı').fill('Salon');
  await panel.getByRole('button', { name: 'Bölge Ekle' }).click();
  await expect(floor.getByRole('tab', { name: 'Salon (0/0)' })).toBeVisible();
  for (const name of ['S1', 'S2', 'S3']) {
    await panel.getByRole('button', { name: 'Masa Ekle' }).click();
    await expect(floor.getByTestId(`table-${name}`)).toBeVisible();
  }
  const s3 = floor.getByTestId('table-S3');
  const box = (await s3.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 200, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(
      async () =>
        (await api('/pos-tables/floor')).tables.find((table: { name: string }) => table.name === 'S3').y,
    )
    .toBeGreaterThan(200);
  await floor.getByTestId('table-S2').click();
  await panel.getByLabel('Masa Adı').fill('Pencere');
  await panel.getByRole('button', { name: 'Kaydet' }).click();
  await expect(floor.getByTestId('table-Pencere')).toBeVisible();

  await panel.getByRole('button', { name: 'Mutfak Yazıcıları' }).click();
  const drawer = page.locator('.ant-drawer').filter({ visible: true });
  for (const [name, category] of [
    ['Mutfak', 'Yemekler'],
    ['Bar', 'İçecekler'],
  ]) {
    const form = drawer.getByTestId('printer-new');
    await form.getByLabel('Yazıcı Grubu').fill(name!);
    await form.getByLabel('Stok Kategorileri').click();
    await page.keyboard.type(category!.slice(0, 4));
    await page.keyboard.press('Enter');
    // A multiple choice stays open: leaving it for the name closes it.
    await form.getByLabel('Yazıcı Grubu').click();
    await expect(form.locator('.ant-select-selection-item', { hasText: category! })).toBeVisible();
    await form.getByRole('button', { name: 'Yazıcı Grubu Ekle' }).click();
    await expect(drawer.getByTestId(`printer-${name}`).locator('.ant-select-selection-item')).toHaveText(
      category!,
    );
  }
  await page.keyboard.press('Escape');
  await floor.getByRole('button', { name: 'Düzenlemeyi Bitir' }).click();

  // The waiter's table: S1, a kebab with a note and two ayran, sent to the kitchen.
  await page.evaluate(() => localStorage.removeItem('kibo_access_token'));
  await page.reload();
  await login(page, waiter, '/fis/posmasa/yeni');
  await page.goto('/#/fis/posmasa/yeni');
  await expect(floor.getByTestId('table-S1')).toHaveAttribute('data-state', 'free');
  await expect(floor.getByRole('button', { name: 'Düzeni Düzenle' })).toHaveCount(0);
  // The plan fits a 1366×768 screen whole, nothing scrolls sideways.
  const plan = (await floor.getByTestId('floor-plan').boundingBox())!;
  expect(plan.y + plan.height).toBeLessThanOrEqual(768);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await floor.getByTestId('table-S1').click();
  const order = page.getByTestId('table-order').filter({ visible: true });
  await expect(order.getByText('Masa S1 · Salon')).toBeVisible();
  await order.getByLabel('Not').fill('az pişmiş');
  await order.getByTestId('scan-box').fill('ADN');
  await order.getByTestId('scan-box').press('Enter');
  await expect(order.getByTestId('order-lines')).toContainText('Adana Kebap');
  await order.getByTestId('scan-box').fill('2*AYR');
  await order.getByTestId('scan-box').press('Enter');
  await expect(order.getByTestId('order-total')).toContainText('380,00');
  await order.getByRole('button', { name: 'Mutfağa Gönder (2)' }).click();
  await expect(page.getByText('2 satır mutfağa gönderildi')).toBeVisible();
  await expect(order.getByTestId('order-lines').getByText('Mutfakta')).toHaveCount(2);
  await expect.poll(async () => (await printed(page)).length).toBe(2);
  const tickets = await printed(page);
  expect(tickets.map((ticket) => ticket.title)).toEqual(['Mutfak fişi: Bar', 'Mutfak fişi: Mutfak']);
  const rule = '-'.repeat(48);
  const heading = [
    '    Masa: Salon / S1',
    expect.stringMatching(/^Garson: Garson Ali +Adisyon: \d+$/),
    expect.stringMatching(/^Saat: \d\d\.\d\d\.\d{4} \d\d:\d\d$/),
    rule,
  ];
  expect(tickets[0]!.lines).toEqual(['          Bar', ...heading, '2 x Ayran', rule]);
  expect(tickets[1]!.lines).toEqual([
    '         Mutfak',
    ...heading,
    '1 x Adana Kebap',
    '    * az pişmiş',
    rule,
  ]);
  const orderId = Number(page.url().split('/').pop());
  const sent = await api(`/pos-tables/orders/${orderId}`, undefined, waiterHeaders);
  expect(sent.lines.every((line: { sentAt: string | null }) => line.sentAt)).toBe(true);

  // Moved to the free S3.
  await order.getByRole('button', { name: 'Masayı Taşı' }).click();
  await page.getByTestId('transfer-tables').getByRole('button', { name: 'S3' }).click();
  await expect(page.getByText('Adisyon taşındı')).toBeVisible();
  await expect(order.getByText('Masa S3 · Salon')).toBeVisible();

  // Another table opens at the window, and S3 joins it.
  await order.getByRole('button', { name: 'Masalar' }).click();
  await expect(floor.getByTestId('table-S3')).toHaveAttribute('data-state', 'open');
  await expect(floor.getByTestId('table-S1')).toHaveAttribute('data-state', 'free');
  await floor.getByTestId('table-Pencere').click();
  await expect(order.getByText('Masa Pencere · Salon')).toBeVisible();
  await order.getByTestId('scan-box').fill('AYR');
  await order.getByTestId('scan-box').press('Enter');
  await expect(order.getByTestId('order-total')).toContainText('40,00');
  await order.getByRole('button', { name: 'Masalar' }).click();
  await floor.getByTestId('table-S3').click();
  await expect(order.getByText('Masa S3 · Salon')).toBeVisible();
  await order.getByRole('button', { name: 'Masa Birleştir' }).click();
  await page
    .getByTestId('transfer-tables')
    .getByRole('button', { name: /Pencere/ })
    .click();
  await expect(page.getByText('Adisyonlar birleştirildi')).toBeVisible();
  await expect(order.getByText('Masa Pencere · Salon')).toBeVisible();
  await expect(order.getByTestId('order-total')).toContainText('420,00');

  // The waiter may not take a sent dish off: the server refuses without a manager's approval…
  const merged = await api(
    `/pos-tables/orders/${Number(page.url().split('/').pop())}`,
    undefined,
    waiterHeaders,
  );
  const kebap = merged.lines.find((line: { name: string }) => line.name === 'Adana Kebap');
  const refused = await request.post(`/api/pos-tables/orders/${merged.id}/lines/${kebap.id}/remove`, {
    headers: waiterHeaders,
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).Response.errorCode).toBe('PS10003');
  // …so the screen asks for a manager's PIN: a wrong one is refused, the manager's approves it once.
  await order.getByRole('button', { name: 'Adana Kebap satırını çıkar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Çıkar' }).click();
  const pin = page.getByRole('dialog').filter({ hasText: 'Yönetici Onayı' });
  await pin.getByLabel('Yönetici PIN').fill('9513');
  await pin.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('PIN hatalı ya da PIN sahibinin bu işleme yetkisi yok')).toBeVisible();
  await pin.getByLabel('Yönetici PIN').fill('4071');
  await pin.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Satır çıkarıldı')).toBeVisible();
  await expect(order.getByTestId('order-lines')).not.toContainText('Adana Kebap');
  await expect(order.getByTestId('order-total')).toContainText('120,00');
  await expect.poll(async () => (await printed(page)).length).toBe(3);
  const cancellation = (await printed(page)).at(-1)!;
  expect(cancellation.title).toBe('İptal fişi: Mutfak');
  expect(cancellation.lines).toEqual([
    '     *** İPTAL ***',
    '         Mutfak',
    ' Masa: Salon / Pencere',
    expect.stringMatching(/^Garson: Garson Ali +Adisyon: \d+$/),
    expect.stringMatching(/^Saat: /),
    rule,
    '1 x Adana Kebap',
    '    * az pişmiş',
    rule,
  ]);

  // The floor: the window table holds everything, S1 and S3 are free.
  await order.getByRole('button', { name: 'Masalar' }).click();
  await expect(floor.getByTestId('table-Pencere')).toHaveAttribute('data-state', 'open');
  await expect(floor.getByTestId('table-Pencere').getByTestId('table-total')).toContainText('120,00');
  await expect(floor.getByTestId('table-S3')).toHaveAttribute('data-state', 'free');
  await expect(floor.getByTestId('table-S1')).toHaveAttribute('data-state', 'free');
  await expect(floor.getByRole('tab', { name: 'Salon (1/3)' })).toBeVisible();
});

test('tables paid at the till: a bill with a dish on the house, and a bill in three equal shares', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { api, dishes, waiter, waiterHeaders } = await restaurant(request, 'Hesap');
  const area = (await api('/pos-tables/areas', { name: 'Salon', sort: 1 })).record.id;
  const table = async (name: string, x: number) =>
    (await api('/pos-tables/tables', { areaId: area, name, x, y: 20 })).record.id as number;
  const tables = { M1: await table('M1', 20), M2: await table('M2', 160) };
  const asWaiter = (path: string, data?: object, method: 'post' | 'put' = 'post') =>
    api(path, data, waiterHeaders, method);
  const orderOf = (id: number) => asWaiter(`/pos-tables/orders/${id}`);
  const add = (id: number, itemId: number, quantity: string, note = '') =>
    asWaiter(`/pos-tables/orders/${id}/lines`, { itemId, quantity, note });

  // M1: a kebab and two ayran sent to the kitchen, then an ayran on the house (ikram): its price set
  // to nothing at the table with the manager's PIN.
  const first = (await asWaiter(`/pos-tables/tables/${tables.M1}/open`, {})).record.id as number;
  await add(first, dishes.kebap, '1');
  await add(first, dishes.ayran, '2');
  await asWaiter(`/pos-tables/orders/${first}/send`, {});
  await add(first, dishes.ayran, '1', 'ikram');
  const onTheHouse = (await orderOf(first)).lines.find((line: { note: string }) => line.note === 'ikram');
  const approved = await asWaiter('/pos/approvals', {
    action: 'changePrice',
    pin: '4071',
    detail: { lineId: String(onTheHouse.id), itemId: dishes.ayran, oldPrice: '40', newPrice: '0' },
  });
  await asWaiter(
    `/pos-tables/orders/${first}/lines/${onTheHouse.id}/price`,
    { unitPrice: '0', approvalToken: approved.token },
    'put',
  );
  expect((await orderOf(first)).total).toBe('380.00');

  // "Öde" on the order screen opens the till; the waiter opens the till session first.
  await page.addInitScript(keepPrintPages);
  await login(page, waiter, `/fis/posmasa/duzen/${first}`);
  const order = page.getByTestId('table-order').filter({ visible: true });
  await expect(order.getByTestId('order-total')).toContainText('380,00');
  await order.getByRole('button', { name: 'Öde', exact: true }).click();
  await expect(page).toHaveURL(/#\/fis\/pos\/yeni/);
  const till = await openTill(page, '100');
  // The order's lines as they are on the bill: the ayran on the house stays a line of its own at 0.
  const lines = till.getByTestId('till-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Adana Kebap');
  await expect(lines.nth(0)).toContainText('300,00');
  await expect(lines.nth(1)).toContainText('Ayran');
  await expect(lines.nth(1)).toContainText('80,00');
  await expect(lines.nth(2)).toContainText('Ayran');
  await expect(lines.nth(2)).toContainText('Elle değişti');
  await expect(lines.nth(2)).toContainText('0,00');
  await expect(till.getByTestId('till-due')).toContainText('380,00');
  await page.keyboard.press('F8');
  await expect(till.getByTestId('till-left')).toContainText('0,00');
  await page.keyboard.press('F10');
  const done = till.getByTestId('till-done');
  await expect(done).toContainText(/PF\d{6} numaralı fiş kapatıldı/);
  const firstNumber = /PF\d{6}/.exec(await done.innerText())![0];
  const paid = await orderOf(first);
  expect(paid.status).toBe('closed');
  const receipt = await api(`/pos/receipts/${paid.documentId}`);
  expect(receipt).toMatchObject({ number: firstNumber, grandTotal: '380.0000' });
  expect(
    receipt.lines.map((line: { itemName: string; quantity: string; unitPrice: string }) => [
      line.itemName,
      Number(line.quantity),
      Number(line.unitPrice),
    ]),
  ).toEqual([
    ['Adana Kebap', 1, 300],
    ['Ayran', 2, 40],
    ['Ayran', 1, 0],
  ]);

  // M2: 340 for three guests: "Eşit Böl" pays it at the till in three shares, the kuruş on the last.
  const second = (await asWaiter(`/pos-tables/tables/${tables.M2}/open`, {})).record.id as number;
  await add(second, dishes.kebap, '1');
  await add(second, dishes.ayran, '1');
  await asWaiter(`/pos-tables/orders/${second}/send`, {});
  await page.goto(`/#/fis/posmasa/duzen/${second}`);
  await expect(order.getByTestId('order-total')).toContainText('340,00');
  await order.getByRole('button', { name: 'Eşit Böl' }).click();
  const shares = page.getByRole('dialog').filter({ hasText: 'Hesap kaç eşit parçada ödenecek?' });
  await shares.getByLabel('Parça sayısı').fill('3');
  await expect(shares.getByTestId('shares')).toContainText('113,34');
  await shares.getByRole('button', { name: 'Öde' }).click();
  await expect(till.getByTestId('till-due')).toContainText('340,00');
  const next = till.getByTestId('till-shares');
  await expect(next).toContainText(/^3 pay kaldı, sıradaki: .*113,33/);
  await page.keyboard.press('F8');
  await expect(next).toContainText(/^2 pay kaldı, sıradaki: .*113,33/);
  await till.getByRole('button', { name: 'Kredi Kartı' }).click();
  await expect(next).toContainText(/^1 pay kaldı, sıradaki: .*113,34/);
  await till.getByRole('button', { name: 'Nakit' }).click();
  await expect(next).toBeHidden();
  await expect(till.getByTestId('till-left')).toContainText('0,00');
  await expect(till.getByTestId('till-payment')).toHaveText([
    /Nakit.*113,33/,
    /Kredi Kartı.*113,33/,
    /Nakit.*113,34/,
  ]);
  await page.keyboard.press('F10');
  await expect(done).toContainText(/PF\d{6} numaralı fiş kapatıldı/);
  await expect(done).not.toContainText(firstNumber);
  const split = await orderOf(second);
  expect(split.status).toBe('closed');
  expect(await api(`/pos/receipts/${split.documentId}`)).toMatchObject({ grandTotal: '340.0000' });

  // Both tables are free again on the floor.
  await page.goto('/#/fis/posmasa/yeni');
  const floor = page.getByTestId('floor-page').filter({ visible: true });
  await expect(floor.getByTestId('table-M1')).toHaveAttribute('data-state', 'free');
  await expect(floor.getByTestId('table-M2')).toHaveAttribute('data-state', 'free');
  await expect(floor.getByRole('tab', { name: 'Salon (0/2)' })).toBeVisible();
});
