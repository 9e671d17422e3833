import { todayInTurkey } from '@kibo/domain';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

/** Two shelved items with stock, a customer's open sales order for both, and the picking settings. */
async function prepare(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(path, { headers })).json()).Response.data;
  const post = async (path: string, data: object) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).Response.data.record;
  };
  const [unit] = (await get('/api/units?search=C62')).list;
  const [warehouse] = (await get('/api/warehouses?search=MRK')).list;
  const far = await post('/api/items', { code: 'TOP-1', name: 'Toplama Defteri', unitId: unit.id });
  const near = await post('/api/items', { code: 'TOP-2', name: 'Toplama Kalemi', unitId: unit.id });
  const shelfNear = await post('/api/locations', { warehouseId: warehouse.id, code: 'T-01' });
  const shelfFar = await post('/api/locations', { warehouseId: warehouse.id, code: 'T-09' });
  await post('/api/item-shelves', { itemId: near.id, locationId: shelfNear.id });
  await post('/api/item-shelves', { itemId: far.id, locationId: shelfFar.id });
  const date = todayInTurkey();
  const line = (itemId: number, quantity: string) => ({ itemId, quantity, unitPrice: '25', vatRate: '20' });
  await post('/api/documents', {
    docType: 'stockIn',
    date,
    warehouseId: warehouse.id,
    lines: [line(far.id, '10'), line(near.id, '10')],
  });
  const customer = await post('/api/accounts', { title: 'Toplama Müşterisi' });
  const order = await post('/api/documents', {
    docType: 'salesOrder',
    date,
    warehouseId: warehouse.id,
    accountId: customer.id,
    lines: [line(far.id, '3'), line(near.id, '2')],
  });
  const settings = await request.put('/api/settings/warehouse-settings', {
    headers,
    data: {
      pickingWarehouseId: warehouse.id,
      pickingOrder: 'shelf',
      pickScanEachUnit: false,
      pickScanShelf: false,
      pickAllowShort: true,
    },
  });
  expect(settings.ok()).toBe(true);
  return { number: order.number as string };
}

test('an open order is picked by shelf, an over-pick is refused, and finishing makes the waybill', async ({
  page,
  request,
}) => {
  const { number } = await prepare(request);
  await login(page, DEMO.admin);
  await page.goto('/#/depo/uruntopla');
  // The warehouse's own screen: no tab bar.
  await expect(page.getByTestId('picking-start')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);

  const start = page.getByTestId('picking-start');
  await start.getByPlaceholder('Ara…').fill(number);
  await start
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('checkbox')
    .check();
  await start.getByRole('button', { name: /Toplamaya başla/ }).click();

  const round = page.getByTestId('picking-round');
  await expect(round).toBeVisible();
  // Along the shelves: T-01 (the pen) before T-09 (the notebook).
  const rows = round.locator('tbody tr.ant-table-row');
  await expect(rows.nth(0)).toContainText('T-01');
  await expect(rows.nth(1)).toContainText('T-09');

  // Five notebooks where the order asks for three: the spec's message.
  const notebook = round.getByTestId('pick-quantity-TOP-1');
  await notebook.fill('5');
  await notebook.press('Enter');
  await expect(page.getByText('Raf miktarı sipariş miktarından fazla olamaz')).toBeVisible();
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(round.getByTestId('picked-TOP-1')).toHaveText('0');
  await notebook.fill('3');
  await notebook.press('Enter');
  await expect(round.getByTestId('picked-TOP-1')).toHaveText('3');

  // The scanner takes the pen's whole line at once (units need not each be scanned here).
  await round.getByTestId('picking-scan').fill('TOP-2');
  await round.getByTestId('picking-scan').press('Enter');
  await expect(round.getByTestId('picked-TOP-2')).toHaveText('2');

  await round.getByRole('button', { name: 'Toplamayı bitir' }).click();
  const result = page.getByTestId('picking-result');
  await expect(result).toContainText('Toplama tamamlandı');
  await result.getByRole('link').first().click();
  const waybill = page.getByTestId('document-editor-despatchOut').filter({ visible: true });
  await expect(waybill).toBeVisible();
  await expect(waybill).toContainText('Toplama Defteri');

  await page.goto(`/#/siparis/takip?status=&search=${number}`);
  const tracking = page.getByTestId('order-tracking').filter({ visible: true });
  await expect(tracking.getByRole('row', { name: /Toplama Defteri/ })).toContainText('Temin edildi');
  await expect(tracking.getByRole('row', { name: /Toplama Kalemi/ })).toContainText('Temin edildi');
  await expect(tracking.getByTestId('tracking-remaining')).toHaveText('0,00');
});

test('the procurement list opens a purchase order with the shortage already in it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(path, { headers })).json()).Response.data;
  const [unit] = (await get('/api/units?search=C62')).list;
  const [warehouse] = (await get('/api/warehouses?search=MRK')).list;
  const account = await request.post('/api/accounts', { headers, data: { title: 'Temin Müşterisi' } });
  const customer = (await account.json()).Response.data.record;
  const item = await request.post('/api/items', {
    headers,
    data: { code: 'TEM-1', name: 'Temin Zımbası', unitId: unit.id, purchasePrice: '40' },
  });
  const itemId = (await item.json()).Response.data.record.id;
  const order = await request.post('/api/documents', {
    headers,
    data: {
      docType: 'salesOrder',
      date: todayInTurkey(),
      warehouseId: warehouse.id,
      accountId: customer.id,
      lines: [{ itemId, quantity: '13', unitPrice: '60', vatRate: '20' }],
    },
  });
  expect(order.ok()).toBe(true);

  await login(page, DEMO.admin);
  await page.goto('/#/siparis/temin?search=zımba');
  const list = page.getByTestId('procurement').filter({ visible: true });
  const row = list.getByRole('row', { name: /Temin Zımbası/ });
  await expect(row).toContainText('13');
  await row.getByRole('checkbox').check();
  await list.getByRole('button', { name: /Satın alma siparişi oluştur/ }).click();
  const editor = page.getByTestId('document-editor-purchaseOrder').filter({ visible: true });
  await expect(editor).toContainText('Temin Zımbası');
  await expect(editor.getByLabel('Miktar')).toHaveValue(/^13/);
});
