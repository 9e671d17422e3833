import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

test('shelving: an item is placed on a shelf, once, and the stock list shows where it is', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(path, { headers })).json()).Response.data;
  const [unit] = (await get('/api/units?search=C62')).list;
  const [warehouse] = (await get('/api/warehouses?search=MRK')).list;
  await request.post('/api/items', {
    headers,
    data: { code: 'RAF-1', name: 'Raflı Kalemlik', unitId: unit.id },
  });
  await request.post('/api/locations', { headers, data: { warehouseId: warehouse.id, code: 'K-12' } });

  await login(page, DEMO.admin);
  await page.goto('/#/depo/urunraf');
  const list = page.getByTestId('resource-list-itemShelves').filter({ visible: true });
  const place = async () => {
    await list.getByRole('button', { name: 'Yeni' }).click();
    const form = page.getByTestId('resource-form-itemShelves');
    await form.getByLabel('Ürün').click();
    await page.keyboard.type('raflı');
    await page.locator('.ant-select-item-option', { hasText: 'Raflı Kalemlik' }).click();
    await form.getByLabel('Raf / Konum').click();
    await page.keyboard.type('k-12');
    await page.locator('.ant-select-item-option', { hasText: 'K-12' }).click();
    await form.getByLabel('Not').fill('Kasa önü');
    await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
    return form;
  };
  await place();
  await expect(list.getByRole('cell', { name: 'Kasa önü' })).toBeVisible();
  // The same item on the same shelf again is refused on the shelf.
  const again = await place();
  await expect(again.getByText('Bu ürün bu rafa zaten yerleştirilmiş')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/#/stok/list?search=raflı');
  const items = page.getByTestId('resource-list-items').filter({ visible: true });
  await expect(items.getByRole('row', { name: /Raflı Kalemlik/ })).toContainText('K-12');
});

test('warehouse settings: the picking warehouse and order are kept', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/#/depo/ayar');
  const form = page.getByTestId('resource-form-warehouseSettings').filter({ visible: true });
  await form.getByLabel('Toplama Yapılan Ambar').click();
  await page.keyboard.type('merkez');
  await page.locator('.ant-select-item-option', { hasText: 'Merkez Depo' }).click();
  await form.getByLabel('Toplama Sırası').click();
  await page.locator('.ant-select-item-option', { hasText: 'Sipariş satır sırasına göre' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await page.reload();
  await expect(form.getByText('Sipariş satır sırasına göre')).toBeVisible();
  await expect(form.getByText('Merkez Depo')).toBeVisible();
});
