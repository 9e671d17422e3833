import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { choose, DEMO, demoApi, login, setPricesIncludeVat } from './support.ts';

// The document and voucher editors on a shop's first day: a 1366 px screen and a phone.

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

/** A stock card with a barcode (100 + 20 % VAT) and a customer, made through the API. */
async function prepare(request: Parameters<typeof demoApi>[0], code: string, barcode: string) {
  const api = await demoApi(request);
  const [unit] = (await api.get('/units?search=C62')).list;
  const item = await api.post('/items', {
    code,
    name: `Editör Kalemi ${code}`,
    unitId: unit.id,
    barcodes: [barcode],
    salePrice: '100',
    vatRate: '20',
    vatIncluded: false,
  });
  const account = await api.post('/accounts', { title: `Editör Müşterisi ${code}` });
  return { api, item, account };
}

/** The text a select shows for the field labelled `label`. */
const shown = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('.ant-select');

/** Whether any box inside `scope` scrolls sideways. */
const scrollsSideways = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].some(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    ),
  );

const editorOf = (page: Page) => page.getByTestId('document-editor-salesInvoice').filter({ visible: true });

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  // Long flows (several saves, two PDFs) on a machine shared with other builds.
  test.describe.configure({ timeout: 180_000 });

  test('an invoice: names while loading, 3* scans, the lines fit, one message, the foot as printed', async ({
    page,
    request,
  }) => {
    const { api, account } = await prepare(request, 'EDT-1', '8690000019106');
    const [warehouse] = (await api.get('/warehouses?search=MRK')).list;
    await login(page, DEMO.admin);
    await setPricesIncludeVat(page, true);

    // The default warehouse is known before the pickers' lists are: it shows its name, never its id.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/warehouses\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/fis/fatura/satis/yeni');
    const editor = editorOf(page);
    // The first visit loads the editor's code: on a busy machine that takes a while.
    await expect(shown(editor, 'Ambar')).toBeVisible({ timeout: 30_000 });
    await expect(shown(editor, 'Ambar')).not.toHaveText('1');
    await expect(shown(editor, 'Ambar')).toContainText(/Yükleniyor|Merkez/);
    release();
    await expect(shown(editor, 'Ambar')).toContainText(warehouse.name);
    await page.unroute(/\/api\/warehouses\?/);

    await choose(page, editor, 'Cari', 'Editör Müşterisi', account.title);
    // 3* before a scan counts three; 2 then the * key waits beside the box for the next scan.
    const scan = editor.getByTestId('scan-box');
    await scan.pressSequentially('3*8690000019106', { delay: 5 });
    await scan.press('Enter');
    await expect(editor.getByLabel('Miktar')).toHaveValue(/^3(,0+)?$/);
    await scan.pressSequentially('2', { delay: 5 });
    await scan.press('*');
    await expect(editor.getByTestId('scan-quantity')).toHaveText('2 ×');
    await scan.pressSequentially('8690000019106', { delay: 5 });
    await scan.press('Enter');
    await expect(editor.getByLabel('Miktar')).toHaveValue(/^5(,0+)?$/);
    await expect(editor.getByTestId('scan-quantity')).toHaveCount(0);
    await editor.getByLabel('Miktar').fill('3');
    await editor.getByLabel('İsk. 1 %').fill('10');

    // The everyday columns are all on screen, nothing scrolls sideways.
    const lines = editor.getByTestId('document-lines');
    for (const title of ['Stok Kodu', 'Stok Adı', 'Miktar', 'Birim', 'Birim Fiyat', 'KDV', 'Tutar']) {
      const box = await lines.locator('th', { hasText: new RegExp(`^${title}$`) }).boundingBox();
      expect(box, title).not.toBeNull();
      expect(box!.x + box!.width, title).toBeLessThanOrEqual(1366);
    }
    expect(await scrollsSideways(lines)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // The rarer columns wait behind the column chooser, and the choice is remembered.
    await expect(lines.locator('th', { hasText: 'İsk. 2 %' })).toHaveCount(0);
    await editor.getByTestId('line-columns').click();
    await page.getByRole('checkbox', { name: 'İsk. 2 %' }).check();
    await expect(lines.locator('th', { hasText: 'İsk. 2 %' })).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'İsk. 2 %' }).uncheck();
    await page.keyboard.press('Escape');

    // 3 × 120 with VAT, 10 % off: goods 300 without VAT, 30 off, VAT base 270, VAT 54, 324 to pay.
    const foot = editor.getByTestId('document-foot');
    await expect(foot.getByTestId('foot-goodsTotal')).toHaveText('300,00 ₺');
    await expect(foot.getByTestId('foot-goodsDiscount')).toHaveText('30,00 ₺');
    await expect(foot.getByTestId('foot-vatBase')).toHaveText('270,00 ₺');
    await expect(foot.getByTestId('foot-vat-20')).toHaveText('54,00 ₺');
    await expect(foot.getByTestId('foot-grandTotal')).toHaveText('324,00 ₺');
    await expect(foot.getByTestId('foot-payable')).toHaveText('324,00 ₺');

    // Two saves: one message on screen, the second's.
    await page.keyboard.press('Control+s');
    await expect(page.getByText(/Evrak kaydedildi: SF\d{6}/)).toBeVisible();
    await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
    await expect(editor.locator('.ant-card-head-title .ant-tag').first()).toHaveText(/^SF\d{6}$/);
    await editor.getByLabel('Miktar').fill('3');
    await editor.getByLabel('Açıklama', { exact: true }).first().fill('İkinci kayıt');
    const edited = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && /\/api\/documents\/\d+$/.test(answer.url()),
    );
    await page.keyboard.press('Control+s');
    expect((await edited).status()).toBe(200);
    // (An edit's save may say only "Kaydedildi"; what counts is that one message stands.)
    // The first save's message may still be fading out (its leave animation) as the second's comes.
    const standing = page.locator('.ant-message-notice:not(.ant-message-fade-leave)');
    await expect(standing).toHaveCount(1);
    await expect(standing).toContainText(/kaydedildi/i);
    // The saved invoice's series shows its name, not its id.
    await expect(shown(editor, 'Seri')).not.toHaveText('1');
    await expect(shown(editor, 'Seri')).toContainText(/\S{3,}/);

    // The foot on screen is the foot on paper, row by row.
    const rows = await foot
      .locator('.ant-descriptions-row')
      .evaluateAll((all) =>
        all.map((row) => [
          row.querySelector('.ant-descriptions-item-label')?.textContent ?? '',
          (row.querySelector('.ant-descriptions-item-content')?.textContent ?? '').replace(/ (TRY|₺)$/, ''),
        ]),
      );
    expect(rows.length).toBe(6);
    const printed = page.waitForResponse((answer) => /\/api\/documents\/\d+\/pdf/.test(answer.url()));
    await page.keyboard.press('Control+p');
    const text = await pdfText(await (await printed).body());
    for (const [label, value] of rows) expect(text).toContain(`${label} ${value}`);

    // Leaving the screen takes its message along.
    await page.goto('/#/dashboard');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });

  test('a collection voucher prints as a receipt with Ctrl+P and its button', async ({ page, request }) => {
    const { api, account } = await prepare(request, 'EDT-3', '8690000019120');
    await api.post('/cash-accounts', { kind: 'cash', code: 'EDT-KASA', name: 'Editör Kasası' });
    await login(page, DEMO.admin);
    await page.goto('/#/kasa/tahsilat/yeni');
    const voucher = page.getByTestId('voucher-editor-cashCollection').filter({ visible: true });
    await choose(page, voucher, 'Kasa/Banka', 'editör', 'Editör Kasası');
    const line = voucher.getByTestId('voucher-line-0');
    await choose(page, line, 'Cari', 'Editör Müşterisi', account.title);
    await line.getByLabel('Tutar').fill('750');

    // Ctrl+P on the new voucher saves it, then prints what was saved.
    const first = page.waitForResponse((answer) => /\/api\/vouchers\/\d+\/pdf/.test(answer.url()));
    await page.keyboard.press('Control+p');
    const pdf = await first;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    await expect(page).toHaveURL(/#\/kasa\/tahsilat\/duzen\/\d+$/);
    await expect(voucher.locator('.ant-card-head-title .ant-tag').first()).toHaveText(/^TM\d{6}$/);
    const number = (await voucher.locator('.ant-card-head-title .ant-tag').first().textContent()) ?? '';
    for (const expected of [
      'TAHSİLAT MAKBUZU',
      number,
      account.title,
      'Editör Kasası',
      '750,00',
      'Yalnız yedi yüz elli TL',
    ])
      expect(text).toContain(expected);
    // The saved voucher names its series.
    await expect(shown(voucher, 'Seri')).not.toHaveText('1');

    const again = page.waitForResponse((answer) => /\/api\/vouchers\/\d+\/pdf/.test(answer.url()));
    await voucher.getByTestId('print-voucher').click();
    expect((await again).status()).toBe(200);
  });

  test('a wrong VKN is told on leaving the field, once', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/#/cari/yeni');
    const form = page.getByTestId('resource-form-accounts').filter({ visible: true });
    await form.getByLabel('Unvan').fill('Yanlış Vergi No A.Ş.');
    const refusal = form.getByText(
      'Geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) giriniz',
    );
    await form.getByLabel('VKN / TCKN').fill('1234567891');
    await expect(refusal).toHaveCount(0);
    await form.getByLabel('VKN / TCKN').press('Tab');
    await expect(refusal).toHaveCount(1);
    // Saving with it still wrong says nothing more: no second message, no server round.
    await page.keyboard.press('Control+s');
    await expect(refusal).toHaveCount(1);
    await expect(page.getByTestId('error-422')).toHaveCount(0);
    await form.getByLabel('VKN / TCKN').fill('1234567890');
    await form.getByLabel('VKN / TCKN').press('Tab');
    await expect(refusal).toHaveCount(0);
  });

  test('a quick clerk’s repeated saves make one invoice, and the saved form takes no more input', async ({
    page,
    request,
  }) => {
    const { api, account } = await prepare(request, 'EDT-4', '8690000019144');
    await login(page, DEMO.admin);
    await page.goto('/#/fis/fatura/satis/yeni');
    const editor = editorOf(page);
    await choose(page, editor, 'Cari', 'Editör Müşterisi', account.title);
    const scan = editor.getByTestId('scan-box');
    await scan.fill('8690000019144');
    await scan.press('Enter');
    await expect(editor.getByLabel('Miktar')).toHaveValue(/^1(,0+)?$/);

    // The answer is slow to come: the clerk presses save again and again, and scans on.
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/documents$/, async (route) => {
      if (route.request().method() === 'POST') posts += 1;
      await held;
      await route.continue();
    });
    // Two saves in the same moment, before the page has drawn the first one's spinner.
    await page.evaluate(() => {
      for (let press = 0; press < 2; press += 1)
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }),
        );
    });
    await page.keyboard.press('Control+s');
    await expect(scan).toBeDisabled();
    release();
    await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
    await expect(editor.locator('.ant-card-head-title .ant-tag').first()).toHaveText(/^SF\d{6}$/);
    await page.unroute(/\/api\/documents$/);
    expect(posts).toBe(1);
    const invoices = await api.get(`/documents?accountId=${account.id}`);
    expect(invoices.list).toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the line editor shows quantity, price and amount without scrolling sideways', async ({
    page,
    request,
  }) => {
    await prepare(request, 'EDT-2', '8690000019113');
    await login(page, DEMO.admin);
    await page.goto('/#/fis/fatura/satis/yeni');
    const editor = editorOf(page);
    const scan = editor.getByTestId('scan-box');
    await scan.fill('2*8690000019113');
    await scan.press('Enter');
    const card = editor.getByTestId('line-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Editör Kalemi EDT-2');
    for (const part of [
      card.getByLabel('Miktar'),
      card.getByLabel('Birim Fiyat'),
      card.getByTestId('line-total'),
    ]) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(card.getByLabel('Miktar')).toHaveValue(/^2(,0+)?$/);
    await card.getByLabel('Miktar').fill('4');
    await expect(card.getByTestId('line-total')).not.toHaveText('0,00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
