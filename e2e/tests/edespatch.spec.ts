import { randomUUID } from 'node:crypto';
import { todayInTurkey } from '@kibo/domain';
import { buildDespatch } from '@kibo/ubl-tr';
import { SAMPLE_COMPANY_BUYER, SAMPLE_SELLER, sampleDespatch } from '@kibo/ubl-tr/samples';
import { expect, test } from '@playwright/test';
import { BUYER_VKN, setUpMysoft, shop, withFakeMysoft } from './einvoice-shop.ts';
import { login } from './support.ts';

// e-Despatch from the browser through a local MySoft: a sales waybill sent once the receiver's card
// has its postal code, and a waybill sent to us answered and taken in as a purchase waybill.

const mysoft = withFakeMysoft();

test('a waybill goes as e-despatch once the receiver’s postal code is on its card; one sent to us is answered', async ({
  page,
  request,
}) => {
  const { company, buyer, waybill } = await shop(request);
  mysoft().users.set(BUYER_VKN, 'Öztürk Gıda Ltd. Şti.');
  await login(page, company);
  await setUpMysoft(page, mysoft());

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
    .poll(() => [...mysoft().received.values()].filter((entry) => entry.kind === 'despatch').length)
    .toBe(1);

  await page.goto('/#/modul/mysoftefatura/irsaliye/giden');
  const outgoing = page.getByTestId('einvoice-outgoing').filter({ visible: true });
  await expect(outgoing.getByRole('row', { name: /KBI\d{13}/ })).toContainText('Öztürk Gıda');

  // A waybill sent to us: fetched, answered line by line.
  const uuid = randomUUID();
  const number = `OZT${todayInTurkey().slice(0, 4)}000000042`;
  mysoft().incomingDespatches!.set(uuid, {
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
