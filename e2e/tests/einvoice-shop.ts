import { randomUUID } from 'node:crypto';
import { todayInTurkey } from '@kibo/domain';
import { expect, type Page, test } from '@playwright/test';
import type { FakeIntegrator } from '../../apps/server/test/fakes/common.ts';
import { startFakeMysoft } from '../../apps/server/test/fakes/mysoft.ts';
import { companyApi, readyCompany } from './support.ts';

// What the e-document specs share: a local MySoft for the spec file, and a shop set up to use it.

/** A local MySoft for the spec file's tests; the getter answers it once started. */
export function withFakeMysoft(): () => FakeIntegrator {
  let fake: FakeIntegrator;
  test.beforeAll(async () => {
    fake = await startFakeMysoft();
  });
  test.afterAll(async () => {
    await fake.close();
  });
  return () => fake;
}

export const BUYER_VKN = '9876543217';
export const SUPPLIER_VKN = '1111111114';

/** A company that uses e-invoicing and e-despatch, with items, a registered buyer, a person, invoices and a waybill. */
export async function shop(request: Parameters<typeof readyCompany>[0]) {
  const company = await readyCompany(request, `Efatura ${randomUUID().slice(0, 6)}`);
  const api = companyApi(request, company.headers);
  const profile = await request.get('/api/settings/company-profile', { headers: company.headers });
  const { refs: _refs, ...current } = (await profile.json()).Response.data;
  const saved = await request.put('/api/settings/company-profile', {
    headers: company.headers,
    data: {
      ...current,
      vkn: '1234567890',
      taxOffice: 'Çankaya',
      address: 'Atatürk Bulvarı No: 101',
      city: 'Ankara',
      district: 'Çankaya',
      postalCode: '06100',
      eDocumentType: 'eInvoice',
      eInvoiceAlias: 'urn:mail:defaultgb@isikli.example',
      eDespatchAlias: 'urn:mail:irsaliyegb@isikli.example',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const modules = await request.put('/api/settings/company-modules', {
    headers: company.headers,
    data: { einvoice: true },
  });
  expect(modules.ok(), await modules.text()).toBe(true);
  // A new company starts with its warehouse and units.
  const store = (await api('/warehouses')).list[0].id;
  const piece = (await api('/units?search=C62')).list[0].id;
  const book = (await api('/items', { code: 'KTP-1', name: 'Çalıkuşu', unitId: piece })).record.id;
  await api('/items', { code: 'AYR-1', name: 'Kitap ayracı', unitId: piece });
  const buyer = (
    await api('/accounts', {
      title: 'Öztürk Gıda Ltd. Şti.',
      taxId: BUYER_VKN,
      taxOffice: 'Konak',
      billingProvince: 'İzmir',
      billingDistrict: 'Konak',
      billingAddress: 'Liman Yolu No: 7',
    })
  ).record.id;
  const person = (
    await api('/accounts', {
      title: 'Ayşe Çağlayan',
      kind: 'person',
      taxId: '10000000146',
      firstName: 'Ayşe',
      lastName: 'Çağlayan',
      billingProvince: 'İstanbul',
      billingDistrict: 'Kadıköy',
    })
  ).record.id;
  const invoice = async (accountId: number) =>
    (
      await api('/documents', {
        docType: 'salesInvoice',
        date: todayInTurkey(),
        warehouseId: store,
        accountId,
        lines: [{ itemId: book, quantity: '2', unitPrice: '150', vatRate: '10' }],
      })
    ).record;
  const waybill = (
    await api('/documents', {
      docType: 'despatchOut',
      date: todayInTurkey(),
      warehouseId: store,
      accountId: buyer,
      lines: [{ itemId: book, quantity: '4', unitPrice: '150', vatRate: '10' }],
    })
  ).record;
  return {
    company,
    buyer,
    waybill,
    buyerInvoice: await invoice(buyer),
    personInvoice: await invoice(person),
  };
}

/** The MySoft account set up and tried in the browser, against the fake. */
export async function setUpMysoft(page: Page, fake: FakeIntegrator) {
  await page.goto('/#/modul/mysoftefatura/ayar');
  const form = page.getByTestId('einvoice-settings').filter({ visible: true });
  await expect(form.getByLabel('Servis adresi')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Bu entegratör gönderir').click();
  await form.getByLabel('Servis adresi').fill(fake.url);
  await form.getByLabel('İstemci kimliği (Erişim Anahtarı)').fill(fake.username);
  await form.getByLabel('İstemci şifresi').fill(fake.password);
  await form.getByLabel('E-Fatura seri öneki').fill('kbo');
  await form.getByLabel('E-Arşiv seri öneki').fill('KBA');
  await form.getByLabel('E-İrsaliye seri öneki').fill('kbi');
  await form.getByLabel('E-İrsaliye yanıtı seri öneki').fill('KBY');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await form.getByRole('button', { name: 'Bağlantıyı sına' }).click();
  await expect(page.getByText('Bağlantı kuruldu').first()).toBeVisible();
}

/**
 * A sales invoice being written in the browser to the registered buyer: one book at a price
 * without VAT, the editor left open for the line's codes.
 */
export async function invoiceToBuyer(page: Page, price: string) {
  await page.goto('/#/fis/fatura/satis/yeni');
  const form = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  await form.getByLabel('Cari').click();
  await page.keyboard.type('ozturk');
  await page.locator('.ant-select-item-option', { hasText: 'Öztürk Gıda' }).click();
  const scan = form.getByTestId('scan-box');
  await scan.fill('KTP-1');
  await scan.press('Enter');
  await expect(form.getByLabel('Miktar')).toHaveValue('1');
  await form.getByLabel('Fiyatlar KDV Dahil').uncheck();
  await form.getByLabel('Birim Fiyat').fill(price);
  await form.getByLabel('Birim Fiyat').press('Tab');
  return form;
}

/**
 * Saves the invoice open in the editor with Ctrl+S and sends it from MySoft's send screen; answers
 * the saved invoice's address.
 */
export async function saveAndSend(page: Page, form: ReturnType<Page['getByTestId']>): Promise<string> {
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
  await expect(page).toHaveURL(/\/duzen\/\d+/);
  const saved = page.url();
  const number = (await form.locator('.ant-card-head-title .ant-tag').first().textContent()) ?? '';
  await page.goto('/#/modul/mysoftefatura/gonder');
  const send = page.getByTestId('einvoice-send').filter({ visible: true });
  await send
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('checkbox')
    .check();
  await send.getByRole('button', { name: 'Seçilenleri gönder (1)' }).click();
  await expect(page.getByTestId('einvoice-send-results').filter({ visible: true })).toContainText(
    'Kuyruğa alındı',
  );
  return saved;
}
