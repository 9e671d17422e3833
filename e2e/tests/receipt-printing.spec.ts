import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, readyCompany } from './support.ts';

// Receipt printing on a till's device: a saved receipt reprinted (KOPYA) as ESC/POS through a serial
// receipt printer chosen once in the printer settings (a fake Web Serial port records the bytes), the
// drawer opened through it, and without a printer the same receipt on the browser's print page.

test.use({ viewport: { width: 1366, height: 768 } });

/** A 64×32 PNG: a black 48×16 bar on white, the company's logo. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAARklEQVR42u3YoQ0AAAgDsP3/NDgcBxC6ZG6qcqnnCQAAAAAAAABgHySnCwAAAAAAAAAAAAAAAAAAAABwiAAAAAAAAAAAJg3FgepLHr7QNwAAAABJRU5ErkJggg==';

/** A company with its details and logo, and a cash sale of two "Işıklı Defter" at the till. */
async function savedReceipt(request: APIRequestContext, label: string) {
  const admin = await readyCompany(request, label);
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: object, headers = {}) => {
    const answer = await request[method](`/api${path}`, { headers: { ...admin.headers, ...headers }, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).Response.data;
  };
  await call('put', '/settings/company-profile', {
    title: `${label} Kırtasiye Ltd. Şti.`,
    vkn: '4701234560',
    taxOffice: 'Kadıköy',
    city: 'İstanbul',
    district: 'Kadıköy',
    address: 'Moda Cad. 12',
    logo: LOGO,
  });
  const [unit] = (await call('get', '/units?search=C62')).list;
  const item = (await call('post', '/items', { code: 'DFT-1', name: 'Işıklı Defter', unitId: unit.id }))
    .record;
  const [register] = (await call('get', '/cash-accounts?search=Merkez')).list;
  const [warehouse] = (await call('get', '/warehouses?pageSize=1')).list;
  const session = (await call('post', '/cash-sessions', { cashAccountId: register.id, openingFloat: '100' }))
    .record;
  const clientId = randomUUID();
  const sale = await call(
    'post',
    '/pos/receipts',
    {
      clientId,
      sessionId: session.id,
      warehouseId: warehouse.id,
      date: new Date().toLocaleDateString('sv-SE'),
      time: '10:15',
      lines: [{ itemId: item.id, quantity: '2', unitPrice: '60', vatRate: '20' }],
      payments: [{ method: 'cash', amount: '120' }],
      cashTendered: '200',
    },
    { 'Idempotency-Key': clientId },
  );
  return { admin, id: sale.record.id as number, number: sale.record.number as string };
}

/** A serial port as Chromium's Web Serial gives it; every job it is sent kept in `window.__jobs`. */
function fakeSerialPort() {
  const scope = window as unknown as { __jobs: number[][]; __opened: number[]; __chooser: number };
  scope.__jobs = [];
  scope.__opened = [];
  scope.__chooser = 0;
  // Granted once, the port is the browser's for later visits (getPorts), as Chromium keeps it.
  const granted = () => sessionStorage.getItem('fake-port-granted') === '1';
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    open: async ({ baudRate }: { baudRate: number }) => {
      if (port.writable) throw new DOMException('The port is already open.', 'InvalidStateError');
      scope.__opened.push(baudRate);
      const job: number[] = [];
      scope.__jobs.push(job);
      port.writable = new WritableStream({ write: (chunk) => void job.push(...chunk) });
    },
    close: async () => {
      port.writable = null;
    },
  };
  Object.defineProperty(navigator, 'serial', {
    value: {
      requestPort: async () => {
        scope.__chooser += 1;
        sessionStorage.setItem('fake-port-granted', '1');
        return port;
      },
      getPorts: async () => (granted() ? [port] : []),
    },
  });
}

const jobs = (page: Page) => page.evaluate(() => (window as unknown as { __jobs: number[][] }).__jobs);
const contains = (bytes: number[], part: number[]) =>
  bytes.some((_, at) => part.every((byte, offset) => bytes[at + offset] === byte));
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const ESC = 0x1b;
const GS = 0x1d;
const KICK = [ESC, 0x70, 0x00, 0x19, 0xfa];

test('a receipt reprinted KOPYA on a serial receipt printer chosen once, and the drawer opened through it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sale = await savedReceipt(request, 'Seri Yazıcı');
  await page.addInitScript(fakeSerialPort);
  await login(page, sale.admin, `/fis/pos/duzen/${sale.id}`);
  const screen = page.getByTestId('saved-receipt').filter({ visible: true });
  await expect(screen).toContainText(sale.number);
  await expect(screen.getByTestId('saved-receipt-lines')).toContainText('Işıklı Defter');
  await expect(screen.getByTestId('saved-receipt-payments')).toContainText('Para üstü');
  await expect(screen.getByTestId('saved-receipt-payments')).toContainText('80,00');
  await expect(screen.getByTestId('saved-receipt-totals')).toContainText('120,00');
  await expect(screen.getByTestId('saved-receipt-refunds')).toContainText('Bu fişe iade yapılmadı.');

  // This device's printer: Web Serial, the port picked in the browser's chooser, 19200 baud.
  await screen.getByRole('button', { name: 'Yazıcı Ayarları' }).click();
  const dialog = page.getByTestId('printer-settings-dialog');
  await dialog.getByLabel('Fiş yazıcısı: seri port (Web Serial)').check();
  await expect(dialog.getByTestId('printer-chosen')).toHaveText('Henüz yazıcı seçilmedi');
  await dialog.getByRole('button', { name: 'Yazıcıyı Seç' }).click();
  await expect(dialog.getByTestId('printer-chosen')).toHaveText('Seçilen: USB 0416:5011');
  await dialog.getByLabel('Hız (baud)').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '19200', visible: true }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  await screen.getByRole('button', { name: 'Yazdır (Kopya)' }).click();
  await expect.poll(async () => (await jobs(page)).length).toBe(1);
  const [bytes] = await jobs(page);
  // ESC @, then ESC t 13: PC857, the Turkish DOS page.
  expect(bytes!.slice(0, 5)).toEqual([ESC, 0x40, ESC, 0x74, 13]);
  expect(contains(bytes!, ascii('*** KOPYA ***'))).toBe(true);
  // "Işıklı" in PC857: ş 9F, ı 8D; and the company's name from its details.
  expect(contains(bytes!, [0x49, 0x9f, 0x8d, 0x6b, 0x6c, 0x8d])).toBe(true);
  expect(contains(bytes!, [0x53, 0x65, 0x72, 0x69, 0x20, 0x59, 0x61, 0x7a, 0x8d, 0x63, 0x8d])).toBe(true);
  // The logo, scaled into the paper's box on a canvas: 320 × 160 dots, GS v 0.
  expect(contains(bytes!, [GS, 0x76, 0x30, 0x00, 40, 0, 160, 0])).toBe(true);
  // GS k 73: the receipt number in CODE128, PF in set B and its six digits in set C.
  const digits = sale.number.slice(2).match(/../g)!.map(Number);
  expect(sale.number).toMatch(/^PF\d{6}$/);
  expect(contains(bytes!, [GS, 0x6b, 73, 9, ...ascii('{BPF{C'), ...digits])).toBe(true);
  // A reprint never opens the drawer; the paper is cut at the end.
  expect(contains(bytes!, KICK)).toBe(false);
  expect(bytes!.slice(-4)).toEqual([GS, 0x56, 0x42, 0x00]);
  expect(await page.evaluate(() => (window as unknown as { __opened: number[] }).__opened)).toEqual([19200]);

  // Another visit: the granted port is found again, no chooser.
  await page.reload();
  await screen.getByRole('button', { name: 'Yazdır (Kopya)' }).click();
  await expect.poll(async () => (await jobs(page)).length).toBe(1);
  expect(contains((await jobs(page))[0]!, ascii('KOPYA'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __chooser: number }).__chooser)).toBe(0);

  // The drawer alone: ESC @ and the kick on pin 2.
  await screen.getByRole('button', { name: 'Yazıcı Ayarları' }).click();
  await page.getByTestId('printer-settings-dialog').getByRole('button', { name: 'Çekmeceyi Aç' }).click();
  await expect(page.getByText('Çekmeceye açma komutu gönderildi')).toBeVisible();
  expect((await jobs(page))[1]).toEqual([ESC, 0x40, ...KICK]);
});

test('without a receipt printer the receipt comes out on the print page, found from the sales list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sale = await savedReceipt(request, 'Sayfa Yazıcı');
  // print() of the hidden frame hands over its page (every frame runs this); CSP refusals are logged.
  await page.addInitScript(() => {
    const top = window.top as unknown as { __pages?: string[] };
    if (window === window.top) top.__pages = [];
    window.print = () => void top.__pages?.push(document.documentElement.outerHTML);
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });

  // Till receipts are among the sales transactions and open on their own screen.
  await login(page, sale.admin, '/fis/satis/islem');
  const list = page.getByTestId('document-list').filter({ visible: true });
  await expect(list).toContainText('Perakende Satış Fişi');
  await list.getByRole('link', { name: sale.number }).click();
  await expect(page).toHaveURL(new RegExp(`#/fis/pos/duzen/${sale.id}$`));

  const screen = page.getByTestId('saved-receipt').filter({ visible: true });
  await screen.getByRole('button', { name: 'Yazdır (Kopya)' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pages: string[] }).__pages.length))
    .toBe(1);
  const printed = await page.evaluate(() => (window as unknown as { __pages: string[] }).__pages[0]!);
  expect(printed).toContain('*** KOPYA ***');
  expect(printed).toContain('Sayfa Yazıcı Kırtasiye Ltd. Şti.');
  expect(printed).toContain('Işıklı Defter');
  expect(printed).toMatch(/TOPLAM\s+120,00/);
  expect(printed).toContain('BİLGİ FİŞİDİR - MALİ DEĞERİ YOKTUR');
  expect(printed).toContain(`data-barcode="${sale.number}"`);
  expect(printed).toMatch(/<img alt="" src="data:image\/bmp;base64,/);
  expect(printed).toMatch(/@page\{size:80mm \d+mm;margin:0\}/);
  // The frame is gone once printed, and nothing broke the page's policy.
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(violations).toEqual([]);
});
