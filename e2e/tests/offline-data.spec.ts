import { expect, test } from '@playwright/test';
import { login, readyCompany } from './support.ts';

// A till's own copy of the stock cards: downloaded with its progress, searched on the device, and
// still there with the line to the server down.

test('a till user downloads the stock cards to the device and finds them offline', async ({
  page,
  request,
  context,
}) => {
  // A company of its own: the demo's shared stock list is searched by other flows.
  const admin = await readyCompany(request, 'Çevrimdışı Kırtasiye');
  const post = async (path: string, data: object) => {
    const answer = await request.post(`/api${path}`, { headers: admin.headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  const units = await request.get('/api/units?search=C62', { headers: admin.headers });
  const [unit] = (await units.json()).Response.data.list;
  await post('/items', {
    code: 'OFF-1',
    name: 'Işıklı Çevrimdışı Defter',
    unitId: unit.id,
    barcodes: ['8690000019151'],
    salePrice: '42.5',
    vatRate: '20',
  });
  await login(page, admin, '/fis/offline/urun');
  const screen = page.getByTestId('offline-items').filter({ visible: true });
  await expect(screen.getByTestId('offline-state')).toHaveText('Bu cihaza henüz indirilmedi.');
  await screen.getByRole('button', { name: 'Cihaza İndir' }).click();
  await expect(screen.getByTestId('offline-state')).toContainText(
    /Bu cihazda \d+ kayıt var; son güncelleme \d\d\.\d\d\.\d{4}/,
  );
  await screen.getByLabel('Cihazda ara').fill('isikli cevrimdisi');
  await expect(screen.getByRole('row')).toHaveCount(2);
  await expect(screen.getByRole('cell', { name: '8690000019151' })).toBeVisible();
  await expect(screen.getByRole('cell', { name: '42,50 ₺' })).toBeVisible();

  // With the line down the copy is still there; a refresh says it cannot reach the server.
  await context.setOffline(true);
  await page.reload();
  await expect(screen.getByTestId('offline-state')).toContainText('Bu cihazda');
  await screen.getByLabel('Cihazda ara').fill('OFF-1');
  await expect(screen.getByRole('cell', { name: 'Işıklı Çevrimdışı Defter' })).toBeVisible();
  await screen.getByRole('button', { name: 'Güncelle' }).click();
  await expect(screen.getByText('Güncellenemedi: sunucuya ulaşılamıyor', { exact: false })).toBeVisible();
  await context.setOffline(false);
});
