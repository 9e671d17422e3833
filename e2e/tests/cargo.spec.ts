import { randomUUID } from 'node:crypto';
import { todayInTurkey } from '@kibo/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { FakeCarrier } from '../../apps/server/test/fakes/cargo-common.ts';
import { startFakeMng } from '../../apps/server/test/fakes/cargo-mng.ts';
import { startFakeYurtici } from '../../apps/server/test/fakes/cargo-yurtici.ts';
import { companyApi, login, readyCompany } from './support.ts';

// Shipping from the browser through local carriers: a sales waybill with Yurtiçi (cash on delivery
// typed as a clerk types it) and one with MNG, their labels printed and read back, and each followed
// to delivered as the fake carrier reports it.

let yurtici: FakeCarrier;
let mng: FakeCarrier;
test.beforeAll(async () => {
  [yurtici, mng] = await Promise.all([startFakeYurtici(), startFakeMng()]);
});
test.afterAll(async () => {
  await Promise.all([yurtici.close(), mng.close()]);
});

/** A bookshop with the cargo module on, a customer in Kadıköy with a phone, and two waybills of ten books. */
async function shop(request: APIRequestContext) {
  const company = await readyCompany(request, `Kargo ${randomUUID().slice(0, 6)}`);
  const api = companyApi(request, company.headers);
  const modules = await request.put('/api/settings/company-modules', {
    headers: company.headers,
    data: { cargo: true },
  });
  expect(modules.ok(), await modules.text()).toBe(true);
  const store = (await api('/warehouses')).list[0].id;
  const piece = (await api('/units?search=C62')).list[0].id;
  const book = (await api('/items', { code: 'KTP-1', name: 'Çalıkuşu', unitId: piece })).record.id;
  const customer = (
    await api('/accounts', {
      title: 'Ayşe Çağlayan',
      kind: 'person',
      firstName: 'Ayşe',
      lastName: 'Çağlayan',
      billingProvince: 'İstanbul',
      billingDistrict: 'Kadıköy',
      billingAddress: 'Caferağa Mah. Moda Cad. No: 5 D: 3',
      phones: ['0532 111 22 33'],
    })
  ).record.id;
  const waybill = async () =>
    (
      await api('/documents', {
        docType: 'despatchOut',
        date: todayInTurkey(),
        warehouseId: store,
        accountId: customer,
        lines: [{ itemId: book, quantity: '10', unitPrice: '150', vatRate: '10' }],
      })
    ).record as { id: number; number: string };
  // The shop's usual box: 40 × 30 × 25 cm, 10 desi at the carriers' 3000.
  await api('/cargo/package-types', { name: 'Orta Koli', lengthCm: '40', widthCm: '30', heightCm: '25' });
  return { company, first: await waybill(), second: await waybill(), third: await waybill() };
}

/** The carrier's settings typed in the browser, saved and tried. */
async function setUp(page: Page, route: string, fields: Record<string, string>) {
  await page.goto(`/#/modul/${route}/ayar`);
  const form = page.getByTestId('cargo-settings').filter({ visible: true });
  await expect(form.getByLabel('Servis adresi')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Etkin').click();
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Kapıda ödeme kullanılır').click();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await form.getByRole('button', { name: 'Bağlantıyı sına' }).click();
  await expect(page.getByText('Bağlantı başarılı').first()).toBeVisible();
}

/**
 * Ships the waybill from the carrier's send screen, cash on delivery typed as given; in boxes of the
 * shop's package type when `boxes` is given, else 3,5 desi typed.
 */
async function ship(page: Page, route: string, number: string, cod: string, boxes?: number) {
  await page.goto(`/#/modul/${route}/gonder`);
  const screen = page.getByTestId('cargo-send-screen').filter({ visible: true });
  const row = screen.getByRole('row', { name: new RegExp(number) });
  await row.getByRole('checkbox').check();
  await row.getByLabel('Kapıda ödeme').fill(cod);
  if (boxes) {
    await row.getByLabel('Paket', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Orta Koli', visible: true }).click();
    await row.getByLabel('Koli', { exact: true }).fill(String(boxes));
    await expect(row.getByLabel('Desi')).toHaveValue(String(boxes * 10));
  } else await row.getByLabel('Desi').fill('3,5');
  await screen.getByRole('button', { name: 'Kargoya ver (1)' }).click();
  await expect(page.getByTestId('cargo-send-results').filter({ visible: true })).toContainText(
    'Sıraya alındı',
  );
}

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

/** The shipment's label printed from the shipments tab, and the PDF read back. */
async function printLabel(page: Page, route: string, number: string) {
  await page.goto(`/#/modul/${route}/gonder?tab=shipments`);
  const list = page.getByTestId('cargo-shipments').filter({ visible: true });
  const row = list.getByRole('row', { name: new RegExp(number) });
  await expect(row.getByTestId('shipment-state')).toHaveText('Kargo kaydı açıldı', { timeout: 15_000 });
  await row.getByRole('checkbox').check();
  const printed = page.waitForResponse(
    (answer) => answer.url().includes(`/api/cargo/`) && answer.url().includes('/labels'),
  );
  const tab = page.context().waitForEvent('page');
  await list.getByTestId('print-labels').click();
  const text = await pdfText(await (await printed).body());
  await (await tab).close();
  return { row, text };
}

/** Waits until the list shows the parcel delivered, as the worker hears it from the carrier. */
async function seeDelivered(page: Page, number: string) {
  await expect(async () => {
    await page.reload();
    const row = page
      .getByTestId('cargo-shipments')
      .filter({ visible: true })
      .getByRole('row', { name: new RegExp(number) });
    await expect(row.getByTestId('shipment-state')).toHaveText('Teslim edildi', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a waybill ships with Yurtiçi and another with MNG, labels print, and both are seen delivered', async ({
  page,
  request,
}) => {
  const { company, first, second, third } = await shop(request);
  await login(page, company);

  await setUp(page, 'yurticikargo', {
    'Servis adresi': yurtici.url,
    'Web servis kullanıcı adı': yurtici.account.username,
    'Web servis şifresi': yurtici.account.password,
  });
  await ship(page, 'yurticikargo', first.number, '1.250,50', 2);
  await expect.poll(() => yurtici.shipments.size, { timeout: 15_000 }).toBe(1);
  const [atYurtici] = [...yurtici.shipments.values()];
  expect(atYurtici).toMatchObject({ codAmount: '1250.50', documentNo: first.number, times: 1, parcels: 2 });
  expect(Number(atYurtici!.desi)).toBe(20);
  const yurticiLabel = await printLabel(page, 'yurticikargo', first.number);
  expect(yurticiLabel.text).toContain('Ayşe Çağlayan');
  expect(yurticiLabel.text).toContain('KAPIDA ÖDEME: 1.250,50 TL');
  expect(yurticiLabel.text).toContain(atYurtici!.cargoKey);
  yurtici.advance(atYurtici!.cargoKey, 'delivered');
  await seeDelivered(page, first.number);

  // One shipped by mistake is cancelled from the list, at the carrier too.
  await ship(page, 'yurticikargo', third.number, '0');
  await page.getByRole('tab', { name: 'Gönderiler' }).click();
  const mistaken = page
    .getByTestId('cargo-shipments')
    .filter({ visible: true })
    .getByRole('row', { name: new RegExp(third.number) });
  await expect(mistaken.getByTestId('shipment-state')).toHaveText('Kargo kaydı açıldı', { timeout: 15_000 });
  await mistaken.getByRole('button', { name: 'İptal et' }).click();
  await page
    .locator('.ant-popconfirm')
    .filter({ hasText: 'Kargo iptal edilsin mi?' })
    .getByRole('button', { name: 'Tamam' })
    .click();
  await expect(mistaken.getByTestId('shipment-state')).toHaveText('İptal edildi');
  expect([...yurtici.shipments.values()].find((held) => held.documentNo === third.number)?.state).toBe(
    'cancelled',
  );

  await setUp(page, 'mngkargo', {
    'Servis adresi': mng.url,
    'Müşteri numarası': mng.account.customerCode,
    Şifre: mng.account.password,
    'Client ID (X-IBM-Client-Id)': mng.account.apiKey,
    'Client Secret (X-IBM-Client-Secret)': mng.account.apiSecret,
  });
  await ship(page, 'mngkargo', second.number, '99,90');
  await expect.poll(() => mng.shipments.size, { timeout: 15_000 }).toBe(1);
  const [atMng] = [...mng.shipments.values()];
  expect(atMng).toMatchObject({ codAmount: '99.90', times: 1 });
  const mngLabel = await printLabel(page, 'mngkargo', second.number);
  expect(mngLabel.text).toContain('MNG Kargo');
  expect(mngLabel.text).toContain('KAPIDA ÖDEME: 99,90 TL');
  mng.advance(atMng!.cargoKey, 'delivered');
  await seeDelivered(page, second.number);

  // The waybill list shows where each parcel stands.
  await page.goto('/#/fis/irsaliye/list');
  const waybills = page.getByRole('row', { name: new RegExp(first.number) });
  await expect(waybills.getByTestId('shipment-state')).toHaveText('Teslim edildi');
});
