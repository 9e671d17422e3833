import { randomUUID } from 'node:crypto';
import { todayInTurkey } from '@kibo/domain';
import { buildDespatch, buildInvoice } from '@kibo/ubl-tr';
import {
  SAMPLE_COMPANY_BUYER,
  SAMPLE_SELLER,
  sampleDespatch,
  sampleSupplierInvoice,
} from '@kibo/ubl-tr/samples';
import { expect, type Page, test } from '@playwright/test';
import type { FakeIntegrator } from '../../apps/server/test/fakes/common.ts';
import { startFakeMysoft } from '../../apps/server/test/fakes/mysoft.ts';
import { companyApi, login, readyCompany } from './support.ts';

// e-Invoicing from the browser through a local MySoft: the account set up and tried, a registered
// buyer's invoice sent and seen approved, an e-Arşiv one for a person, and an incoming invoice
// turned into a purchase invoice that is saved.

let fake: FakeIntegrator;
test.beforeAll(async () => {
  fake = await startFakeMysoft();
});
test.afterAll(async () => {
  await fake.close();
});

const BUYER_VKN = '9876543217';
const SUPPLIER_VKN = '1111111114';

async function shop(request: Parameters<typeof readyCompany>[0]) {
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

async function setUpMysoft(page: Page) {
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

test('an invoice to a registered buyer goes as e-Fatura and is seen approved; a person’s as e-Arşiv', async ({
  page,
  request,
}) => {
  const { company, buyerInvoice, personInvoice } = await shop(request);
  fake.users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page);

  await page.goto('/#/modul/mysoftefatura/gonder');
  const send = page.getByTestId('einvoice-send').filter({ visible: true });
  for (const number of [buyerInvoice.number, personInvoice.number]) {
    await send
      .getByRole('row', { name: new RegExp(number) })
      .getByRole('checkbox')
      .check();
  }
  await send.getByRole('button', { name: 'Seçilenleri gönder (2)' }).click();
  const results = page.getByTestId('einvoice-send-results').filter({ visible: true });
  await expect(results).toContainText(/Kuyruğa alındı: KBO\d{13} · TEMELFATURA/);
  await expect(results).toContainText(/Kuyruğa alındı: KBA\d{13} · EARSIVFATURA/);
  // The server's worker sends them at once.
  await expect.poll(() => fake.received.size, { timeout: 15_000 }).toBe(2);
  const sent = [...fake.received.values()].find((entry) => entry.profile === 'TEMELFATURA')!;
  fake.setStatus(/<cbc:UUID>([^<]*)</.exec(sent.xml)![1]!, 'approved');

  await page.goto('/#/modul/mysoftefatura/giden');
  const outgoing = page.getByTestId('einvoice-outgoing').filter({ visible: true });
  await expect(async () => {
    await page.reload();
    await expect(outgoing.getByRole('row', { name: new RegExp(sent.number) })).toContainText('Onaylandı', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const archive = outgoing.getByRole('row', { name: /EARSIVFATURA/ });
  await expect(archive).toContainText('Ayşe Çağlayan');

  // The person changed her mind the same week: the e-Arşiv invoice is cancelled, with its invoice.
  await archive.getByRole('button', { name: 'İptal et' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('İptal sebebi').fill('Müşteri siparişten vazgeçti');
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(page.getByText('E-Arşiv fatura ve satış faturası iptal edildi').first()).toBeVisible();
  await expect(archive).toContainText('İptal edildi');
  expect(fake.cancelled.size).toBe(1);
});

test('an incoming invoice becomes a purchase invoice: supplier card made, items found or picked, saved', async ({
  page,
  request,
}) => {
  const { company } = await shop(request);
  await login(page, company);
  await setUpMysoft(page);
  const uuid = randomUUID();
  const number = `KGT${todayInTurkey().slice(0, 4)}000000077`;
  fake.incoming.set(uuid, {
    uuid,
    number,
    date: todayInTurkey(),
    profile: 'TICARIFATURA',
    type: 'SATIS',
    senderTaxId: SUPPLIER_VKN,
    senderName: 'Kağıt Tedarik A.Ş.',
    payable: '1015.00',
    xml: buildInvoice(
      sampleSupplierInvoice({
        uuid,
        number,
        date: todayInTurkey(),
        supplierTaxId: SUPPLIER_VKN,
        bookmarkCode: 'TED-AYR',
      }),
    ),
  });

  await page.goto('/#/modul/mysoftefatura/gelen');
  const incoming = page.getByTestId('einvoice-incoming').filter({ visible: true });
  await incoming.getByRole('button', { name: 'Yeni faturaları getir' }).click();
  await expect(page.getByText('1 yeni fatura alındı').first()).toBeVisible();
  const row = incoming.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Onay bekliyor');
  await row.getByRole('button', { name: 'Alış faturası oluştur' }).click();

  const draft = page.getByTestId('einvoice-draft').filter({ visible: true });
  await expect(draft).toContainText('Bu VKN/TCKN ile cari yok');
  await draft.getByRole('button', { name: 'Cari kartı oluştur' }).click();
  await expect(draft).not.toContainText('Bu VKN/TCKN ile cari yok');
  await expect(draft.getByRole('row', { name: /Çalıkuşu/ })).toContainText('ürün kodundan');
  const unknown = draft.getByRole('row', { name: /Ayraç/ });
  await expect(unknown).toContainText('Ürün seçiniz');
  await unknown.getByRole('combobox').click();
  await page.keyboard.type('ayrac');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Kitap ayracı', visible: true }).click();
  await draft.getByRole('button', { name: 'Alış faturasını kaydet' }).click();
  await expect(page.getByText('Alış faturası kaydedildi').first()).toBeVisible();
  // The editor opens the saved purchase invoice, with the e-invoice's number as its counterpart's.
  await expect(page).toHaveURL(/#\/fis\/fatura\/alis\/duzen\/\d+/);
  await expect(page.locator(`input[value="${number}"]`).first()).toBeVisible({ timeout: 15_000 });
});

test('a waybill goes as e-despatch once the receiver’s postal code is on its card; one sent to us is answered', async ({
  page,
  request,
}) => {
  const { company, buyer, waybill } = await shop(request);
  fake.users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page);

  await page.goto('/#/modul/mysoftefatura/irsaliye/gonder');
  const shipment = page.getByTestId('shipment-form').filter({ visible: true });
  const byOurVan = async () => {
    await shipment.getByLabel('Şoför adı', { exact: true }).fill('Mehmet');
    await shipment.getByLabel('Şoför soyadı', { exact: true }).fill('Şahin');
    await shipment.getByLabel('Şoför T.C. kimlik no', { exact: true }).fill('10000000146');
    await shipment.getByLabel('Araç plakası').fill('35 abc 123');
  };
  await byOurVan();
  const send = page.getByTestId('einvoice-send').filter({ visible: true });
  const chooseWaybill = () =>
    send
      .getByRole('row', { name: new RegExp(waybill.number) })
      .getByRole('checkbox')
      .check();
  await chooseWaybill();
  await send.getByRole('button', { name: 'Seçilenleri gönder (1)' }).click();
  const results = page.getByTestId('einvoice-send-results').filter({ visible: true });
  await expect(results).toContainText('posta kodunu giriniz');

  // The clerk puts the postal code on the account card and sends again.
  await page.goto(`/#/cari/duzen/${buyer}`);
  const card = page.getByTestId('resource-form-accounts').filter({ visible: true });
  await card.getByLabel('Posta Kodu', { exact: true }).fill('35210');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await page.goto('/#/modul/mysoftefatura/irsaliye/gonder');
  // Nothing was sent yet, so the form has no last shipment to start from: the driver is typed again.
  await byOurVan();
  await chooseWaybill();
  await send.getByRole('button', { name: 'Seçilenleri gönder (1)' }).click();
  await expect(results).toContainText(/Kuyruğa alındı: KBI\d{13} · TEMELIRSALIYE/);
  await expect
    .poll(() => [...fake.received.values()].filter((entry) => entry.kind === 'despatch').length)
    .toBe(1);

  await page.goto('/#/modul/mysoftefatura/irsaliye/giden');
  const outgoing = page.getByTestId('einvoice-outgoing').filter({ visible: true });
  await expect(outgoing.getByRole('row', { name: /KBI\d{13}/ })).toContainText('Öztürk Gıda');

  // A waybill sent to us: fetched, answered line by line.
  const uuid = randomUUID();
  const number = `OZT${todayInTurkey().slice(0, 4)}000000042`;
  fake.incomingDespatches!.set(uuid, {
    uuid,
    number,
    date: todayInTurkey(),
    senderTaxId: SAMPLE_COMPANY_BUYER.id,
    senderName: 'Öztürk Gıda Ltd. Şti.',
    xml: buildDespatch(
      sampleDespatch(42, {
        uuid,
        number,
        issueDate: todayInTurkey(),
        supplier: SAMPLE_COMPANY_BUYER,
        customer: SAMPLE_SELLER,
      }),
    ),
  });
  await page.goto('/#/modul/mysoftefatura/irsaliye/gelen');
  const incoming = page.getByTestId('einvoice-incoming').filter({ visible: true });
  await incoming.getByRole('button', { name: 'Yeni irsaliyeleri getir' }).click();
  await expect(page.getByText('1 yeni irsaliye alındı').first()).toBeVisible();
  await incoming
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('button', { name: 'İrsaliye yanıtı' })
    .click();
  const dialog = page.getByTestId('receipt-dialog');
  await dialog.getByLabel('Teslim alınan 1').fill('38');
  await dialog.getByLabel('Reddedilen 1').fill('2');
  await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
  // A refusal needs its reason.
  await expect(page.getByText('reddedilen miktarın sebebini yazınız').first()).toBeVisible();
  await dialog.getByLabel('Red sebebi 1').fill('Islak geldi');
  await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(page.getByText('İrsaliye yanıtı kuyruğa alındı').first()).toBeVisible();
  await expect(incoming.getByTestId('receipt-response')).toContainText(/Kısmen teslim alındı · KBY\d{13}/);

  // The goods go into stock as our purchase waybill, the items picked for the sender's lines.
  await incoming
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('button', { name: 'Alış irsaliyesi oluştur' })
    .click();
  const drawer = page.getByTestId('einvoice-waybill').filter({ visible: true });
  for (const [line, typed, item] of [
    ['Defter A4', 'calikusu', 'Çalıkuşu'],
    ['Fotokopi', 'ayrac', 'Kitap ayracı'],
  ] as const) {
    await drawer
      .getByRole('row', { name: new RegExp(line) })
      .getByRole('combobox')
      .click();
    await page.keyboard.type(typed);
    await page.locator('.ant-select-item-option').filter({ hasText: item, visible: true }).click();
    // The list closes before the next line's opens.
    await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
  }
  await drawer.getByRole('button', { name: 'Alış irsaliyesini kaydet' }).click();
  await expect(page).toHaveURL(/#\/fis\/irsaliye\/giris\/duzen\/\d+/);
  await expect(page.getByText('Alış irsaliyesi kaydedildi').first()).toBeVisible();
  // The waybill shows the e-despatch it came from, linking back to the list.
  await expect(page.getByTestId('document-edocument').filter({ visible: true })).toContainText(
    `e-İrsaliye ${number}`,
  );
});

test('a withholding code picked on the invoice line makes the e-invoice a TEVKIFAT with that code', async ({
  page,
  request,
}) => {
  const { company } = await shop(request);
  fake.users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page);

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
  await form.getByLabel('Birim Fiyat').fill('1000');
  await form.getByLabel('Birim Fiyat').press('Tab');
  // Withholding is behind the column chooser until a line uses it.
  await form.getByTestId('line-columns').click();
  await page.getByRole('checkbox', { name: 'Tevkifat' }).check();
  await form.getByLabel('Tevkifat', { exact: true }).click();
  await page.keyboard.type('603');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: '603 · 7/10', visible: true })
    .first()
    .click();
  // 1.000 net, 200 VAT, 7/10 of it withheld: 1.060 payable.
  await expect(form.getByTestId('foot-withholdingTotal')).toHaveText('140,00 ₺');
  await expect(form.getByTestId('foot-payable')).toHaveText('1.060,00 ₺');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
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
  await expect
    .poll(() => [...fake.received.values()].find((entry) => entry.xml.includes('>TEVKIFAT<'))?.xml ?? '')
    .toContain('<cbc:TaxTypeCode>603</cbc:TaxTypeCode>');
});

test('an invoice to a foreign buyer goes as IHRACAT once its item has a GTİP on the stock card', async ({
  page,
  request,
}) => {
  const { company } = await shop(request);
  const api = companyApi(request, company.headers);
  const piece = (await api('/units?search=C62')).list[0].id;
  const store = (await api('/warehouses')).list[0].id;
  const notebook = (await api('/items', { code: 'DFT-1', name: 'Defter A4', unitId: piece })).record.id;
  const buyer = (await api('/accounts', { title: 'Müller Papier GmbH' })).record.id;
  const invoice = (
    await api('/documents', {
      docType: 'salesInvoice',
      date: todayInTurkey(),
      warehouseId: store,
      accountId: buyer,
      lines: [{ itemId: notebook, quantity: '500', unitPrice: '12.5', vatRate: '0', exemptionCode: '301' }],
    })
  ).record;
  await login(page, company);
  await setUpMysoft(page);

  const sendAsExport = async () => {
    await page.goto('/#/modul/mysoftefatura/gonder');
    const send = page.getByTestId('einvoice-send').filter({ visible: true });
    const exportForm = page.getByTestId('export-form').filter({ visible: true });
    // The screen stays open in its tab between rounds: the switch may already be on.
    const on = exportForm.getByRole('switch');
    if ((await on.getAttribute('aria-checked')) !== 'true') await on.click();
    await exportForm.getByLabel('Alıcı ülke').fill('Almanya');
    await exportForm.getByLabel('Alıcı şehir').fill('Köln');
    await send
      .getByRole('row', { name: new RegExp(invoice.number) })
      .getByRole('checkbox')
      .check();
    await send.getByRole('button', { name: 'Seçilenleri gönder (1)' }).click();
    return page.getByTestId('einvoice-send-results').filter({ visible: true });
  };
  await expect(await sendAsExport()).toContainText('Defter A4 ürününün GTİP numarası yok');

  // The GTİP as printed on the declaration, dots and all, on the stock card.
  await page.goto(`/#/stok/duzen/${notebook}`);
  const card = page.getByTestId('resource-form-items').filter({ visible: true });
  await card.getByLabel('GTİP').fill('4820.10.00.00.00');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await expect(await sendAsExport()).toContainText(/Kuyruğa alındı: KBO\d{13} · IHRACAT/);
  await expect
    .poll(() => [...fake.received.values()].find((entry) => entry.profile === 'IHRACAT')?.xml ?? '')
    .toContain('482010000000');
});
