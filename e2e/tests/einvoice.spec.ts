import { randomUUID } from 'node:crypto';
import { todayInTurkey } from '@kibo/domain';
import { buildInvoice } from '@kibo/ubl-tr';
import { sampleSupplierInvoice } from '@kibo/ubl-tr/samples';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  BUYER_VKN,
  invoiceToBuyer,
  SUPPLIER_VKN,
  saveAndSend,
  setUpMysoft,
  shop,
  withFakeMysoft,
} from './einvoice-shop.ts';
import { companyApi, login } from './support.ts';

// e-Invoicing from the browser through a local MySoft: a registered buyer's invoice sent and seen
// approved, an e-Arşiv one for a person and cancelled, an incoming invoice turned into a purchase
// invoice, a withholding code chosen on the line, a special base (özel matrah), and an export invoice.

const mysoft = withFakeMysoft();

/** A shop on the local MySoft, its buyer registered, writing it an invoice of one book at `price`. */
async function invoiceToBuyerWithMysoft(page: Page, request: APIRequestContext, price: string) {
  const { company } = await shop(request);
  mysoft().users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page, mysoft());
  return invoiceToBuyer(page, price);
}

test('an invoice to a registered buyer goes as e-Fatura and is seen approved; a person’s as e-Arşiv', async ({
  page,
  request,
}) => {
  const { company, buyerInvoice, personInvoice } = await shop(request);
  mysoft().users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page, mysoft());

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
  await expect.poll(() => mysoft().received.size, { timeout: 15_000 }).toBe(2);
  const sent = [...mysoft().received.values()].find((entry) => entry.profile === 'TEMELFATURA')!;
  mysoft().setStatus(/<cbc:UUID>([^<]*)</.exec(sent.xml)![1]!, 'approved');

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
  expect(mysoft().cancelled.size).toBe(1);
});

test('an incoming invoice becomes a purchase invoice: supplier card made, items found or picked, saved', async ({
  page,
  request,
}) => {
  const { company } = await shop(request);
  await login(page, company);
  await setUpMysoft(page, mysoft());
  const uuid = randomUUID();
  const number = `KGT${todayInTurkey().slice(0, 4)}000000077`;
  mysoft().incoming.set(uuid, {
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

test('a withholding code picked on the invoice line makes the e-invoice a TEVKIFAT with that code', async ({
  page,
  request,
}) => {
  const form = await invoiceToBuyerWithMysoft(page, request, '1000');
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
  await saveAndSend(page, form);
  await expect
    .poll(() => [...mysoft().received.values()].find((entry) => entry.xml.includes('>TEVKIFAT<'))?.xml ?? '')
    .toContain('<cbc:TaxTypeCode>603</cbc:TaxTypeCode>');
});

test('a jeweller’s bracelet on a special base (özel matrah) bears VAT on its workmanship and goes as OZELMATRAH', async ({
  page,
  request,
}) => {
  const form = await invoiceToBuyerWithMysoft(page, request, '45000');
  // The code goes on a line with VAT; its special base column then shows by itself.
  await form.getByTestId('line-columns').click();
  await page.getByRole('checkbox', { name: 'İstisna' }).check();
  await page.keyboard.press('Escape');
  await form.getByLabel('İstisna', { exact: true }).click();
  await page.keyboard.type('805');
  await page.locator('.ant-select-item-option').filter({ hasText: '805 Altın', visible: true }).click();
  await form.getByLabel('Özel matrah', { exact: true }).fill('3.000,00');
  await form.getByLabel('Özel matrah', { exact: true }).press('Tab');
  // 45.000 for the bracelet, 20 % VAT on the 3.000 workmanship: 600 VAT, 45.600 in all.
  await expect(form.getByTestId('foot-vatBase')).toHaveText('3.000,00 ₺');
  await expect(form.getByTestId('foot-grandTotal')).toHaveText('45.600,00 ₺');
  const saved = await saveAndSend(page, form);
  const sent = () =>
    [...mysoft().received.values()].find((entry) => entry.xml.includes('>OZELMATRAH<'))?.xml ?? '';
  await expect.poll(sent).toContain('<cbc:TaxableAmount currencyID="TRY">3000.00</cbc:TaxableAmount>');
  expect(sent()).toContain('<cbc:PayableAmount currencyID="TRY">45600.00</cbc:PayableAmount>');

  // On a phone the line's card shows its code and special base beside quantity and price.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(saved);
  const card = page.getByTestId('line-card').filter({ visible: true });
  await expect(card.getByLabel('Özel matrah', { exact: true })).toHaveValue('3.000,00');
  await expect(card).toContainText('805');
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
  await setUpMysoft(page, mysoft());

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
    .poll(() => [...mysoft().received.values()].find((entry) => entry.profile === 'IHRACAT')?.xml ?? '')
    .toContain('482010000000');
});
