// @vitest-environment happy-dom
import type { ReceiptInput } from '@kibo/domain';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import tr from '../i18n/tr.json';
import { openDrawer, printAfterSale, printLines, printReceipt } from './printer.ts';
import { loadPrinterSettings, parsePrinterSettings, savePrinterSettings } from './settings.ts';

// The till's printer end to end in a browser without a printer: ESC/POS to a serial port that records
// what it is sent, the company's head kept for offline, and the print page when the port is gone.

/** The server's head: an answer, offline (null), or a server that never answers ('silent'). */
const answers = vi.hoisted(() => ({ header: null as unknown }));
vi.mock('../../../platform/api/client.ts', () => ({
  apiGet: vi.fn(async () => {
    if (answers.header === 'silent') return new Promise(() => {});
    if (!answers.header) throw new Error('offline');
    return answers.header;
  }),
}));

const ESC = 0x1b;
const GS = 0x1d;
const KICK = [ESC, 0x70, 0x00, 0x19, 0xfa];
const CUT = [GS, 0x56, 0x42, 0x00];

/** A serial port as Chromium gives it: writable only while open, what it is sent kept here. */
function fakeSerial(granted: boolean) {
  const sent: number[][] = [];
  const opened: number[] = [];
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    open: async ({ baudRate }: { baudRate: number }) => {
      opened.push(baudRate);
      const job: number[] = [];
      sent.push(job);
      port.writable = new WritableStream({ write: (chunk) => void job.push(...chunk) });
    },
    close: async () => {
      port.writable = null;
    },
  };
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: { requestPort: async () => port, getPorts: async () => (granted ? [port] : []) },
  });
  return { sent, opened };
}

const contains = (bytes: number[], part: number[]) =>
  bytes.some((_, at) => part.every((byte, offset) => bytes[at + offset] === byte));
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const receipt: ReceiptInput = {
  kind: 'sale',
  company: { title: '' },
  number: 'PF000007',
  issuedAt: '2026-11-25T14:32',
  lines: [{ name: 'Işıklı Defter', quantity: '1', unitPrice: '50', vatRate: '20' }],
  pricesIncludeVat: true,
  payments: [{ method: 'cash', amount: '50' }],
  cashTendered: '100',
};

// As the app sets it up (platform/i18n): React escapes, i18next does not.
beforeAll(() =>
  i18n.init({ lng: 'tr', resources: { tr: { translation: tr } }, interpolation: { escapeValue: false } }),
);
// The head is asked again a quarter of an hour after the last time: each test starts later than that.
let clock = new Date(2026, 10, 25, 8).getTime();
const later = () => {
  clock += 20 * 60 * 1000;
  vi.setSystemTime(clock);
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  later();
  answers.header = { title: 'Işık Kırtasiye', lines: ['Moda Cad. 12 Kadıköy'], logo: '' };
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
});

const useSerial = (baudRate = 19200) =>
  savePrinterSettings({
    ...parsePrinterSettings(null),
    target: 'serial',
    baudRate,
    serialPort: { usbVendorId: 0x0416, usbProductId: 0x5011 },
  });

describe('printing a receipt on a serial receipt printer', () => {
  it('sends ESC/POS in PC857 with the company’s head, opening the drawer for cash and cutting', async () => {
    const serial = fakeSerial(true);
    useSerial();
    expect(await printReceipt(receipt)).toEqual({ via: 'printer' });
    expect(serial.opened).toEqual([19200]);
    const bytes = serial.sent[0]!;
    expect(bytes.slice(0, 5)).toEqual([ESC, 0x40, ESC, 0x74, 13]);
    expect(bytes.slice(5, 10)).toEqual(KICK);
    // "Işık" and "Işıklı" in PC857: ş 9F, ı 8D.
    expect(contains(bytes, [0x49, 0x9f, 0x8d, 0x6b, 0x20, 0x4b])).toBe(true);
    expect(contains(bytes, [0x49, 0x9f, 0x8d, 0x6b, 0x6c, 0x8d])).toBe(true);
    expect(contains(bytes, ascii('Moda Cad. 12'))).toBe(true);
    expect(contains(bytes, ascii('KOPYA'))).toBe(false);
    expect(bytes.slice(-4)).toEqual(CUT);
  });

  it('marks a reprint KOPYA and never opens the drawer for it', async () => {
    const serial = fakeSerial(true);
    useSerial();
    await printReceipt(receipt, { copy: true });
    const bytes = serial.sent[0]!;
    expect(contains(bytes, ascii('*** KOPYA ***'))).toBe(true);
    expect(contains(bytes, KICK)).toBe(false);
  });

  it('prints the kept head while the server cannot be reached or does not answer', async () => {
    const serial = fakeSerial(true);
    useSerial();
    await printReceipt(receipt);
    answers.header = null;
    later();
    await printReceipt(receipt);
    expect(contains(serial.sent[1]!, ascii('Moda Cad. 12'))).toBe(true);
    // A server that does not answer holds the receipt two seconds at most.
    answers.header = 'silent';
    later();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const printing = printReceipt(receipt);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await printing).toEqual({ via: 'printer' });
    expect(contains(serial.sent[2]!, ascii('Moda Cad. 12'))).toBe(true);
  });

  it('after a sale prints the receipt, or only opens the drawer for cash where it does not print', async () => {
    const serial = fakeSerial(true);
    useSerial();
    await printAfterSale(receipt);
    expect(contains(serial.sent[0]!, KICK)).toBe(true);
    expect(contains(serial.sent[0]!, ascii('PF000007'))).toBe(true);
    savePrinterSettings({ ...loadPrinterSettings(), autoPrint: false });
    expect(await printAfterSale(receipt)).toEqual({ via: 'printer' });
    expect(serial.sent[1]).toEqual([ESC, 0x40, ...KICK]);
    expect(await printAfterSale({ ...receipt, payments: [{ method: 'card', amount: '50' }] })).toEqual({
      via: 'none',
    });
    expect(serial.sent).toHaveLength(2);
  });

  it('opens the drawer alone through the printer', async () => {
    const serial = fakeSerial(true);
    useSerial();
    expect(await openDrawer()).toBe(true);
    expect(serial.sent).toEqual([[ESC, 0x40, ...KICK]]);
  });
});

/** A USB receipt printer as WebUSB gives it: a printer class interface with a bulk OUT endpoint. */
function fakeUsb(options: { plugged: boolean; claim?: () => Promise<void> }) {
  const sent: number[][] = [];
  const calls: string[] = [];
  const configuration = {
    configurationValue: 1,
    interfaces: [
      {
        interfaceNumber: 0,
        alternates: [
          {
            alternateSetting: 0,
            interfaceClass: 7,
            endpoints: [
              { endpointNumber: 1, direction: 'in', type: 'bulk' },
              { endpointNumber: 2, direction: 'out', type: 'bulk' },
            ],
          },
        ],
      },
    ],
  };
  const device = {
    vendorId: 0x0fe6,
    productId: 0x811e,
    opened: false,
    configuration: null as typeof configuration | null,
    configurations: [configuration],
    open: async () => void calls.push('open'),
    close: async () => void calls.push('close'),
    selectConfiguration: async (value: number) => void calls.push(`configuration ${value}`),
    claimInterface: async (number: number) => {
      calls.push(`claim ${number}`);
      await options.claim?.();
    },
    releaseInterface: async (number: number) => void calls.push(`release ${number}`),
    transferOut: async (endpoint: number, data: Uint8Array) => {
      calls.push(`out ${endpoint}`);
      sent.push([...data]);
      return { status: 'ok' };
    },
  };
  Object.defineProperty(navigator, 'usb', {
    configurable: true,
    value: { getDevices: async () => (options.plugged ? [device] : []) },
  });
  savePrinterSettings({
    ...parsePrinterSettings(null),
    target: 'usb',
    usbDevice: { vendorId: 0x0fe6, productId: 0x811e },
  });
  return { sent, calls };
}

/** The print page's frame handed over instead of printed: its document, as print() would see it. */
function catchPages() {
  const printed: string[] = [];
  const appended = vi.spyOn(document.body, 'append').mockImplementation((node) => {
    const frame = node as HTMLIFrameElement;
    printed.push(frame.srcdoc);
    frame.dispatchEvent(new Event('load'));
  });
  return { printed, restore: () => appended.mockRestore() };
}

describe('a USB receipt printer', () => {
  it('is sent the job through its printer interface’s bulk OUT endpoint, claimed and released', async () => {
    const usb = fakeUsb({ plugged: true });
    expect(await printReceipt(receipt)).toEqual({ via: 'printer' });
    expect(usb.calls).toEqual(['open', 'configuration 1', 'claim 0', 'out 2', 'release 0', 'close']);
    expect(usb.sent[0]!.slice(0, 5)).toEqual([ESC, 0x40, ESC, 0x74, 13]);
  });

  it('unplugged or its permission revoked: the page prints the receipt and the cashier is told', async () => {
    fakeUsb({ plugged: false });
    const pages = catchPages();
    const outcome = await printReceipt(receipt);
    pages.restore();
    expect(outcome).toEqual({
      via: 'page',
      problem:
        "Fiş yazıcısı bulunamadı: çıkarılmış ya da bu tarayıcıya verilen izin kaldırılmış olabilir. Takılı olduğunu denetleyin ya da Yazıcı Ayarları'ndan yeniden seçin. Fiş, yazdırma sayfasında açıldı.",
    });
    expect(pages.printed[0]).toContain('Işıklı Defter');
  });

  it('held by the system’s driver (Windows): told so, and printed on the page', async () => {
    fakeUsb({
      plugged: true,
      claim: () => Promise.reject(new DOMException('Unable to claim interface.', 'NetworkError')),
    });
    const pages = catchPages();
    const outcome = await printReceipt(receipt);
    pages.restore();
    expect(outcome.problem).toMatch(/^Fiş yazıcısı açılamadı: .*işletim sisteminin yazıcı sürücüsü/);
    expect(pages.printed).toHaveLength(1);
  });
});

describe('a receipt printer that cannot be reached', () => {
  it('prints on the print page instead and says why', async () => {
    fakeSerial(false);
    useSerial();
    const pages = catchPages();
    const outcome = await printReceipt(receipt, { copy: true });
    pages.restore();
    const { printed } = pages;
    expect(outcome.via).toBe('page');
    expect(outcome.problem).toBe(
      "Fiş yazıcısı bulunamadı: çıkarılmış ya da bu tarayıcıya verilen izin kaldırılmış olabilir. Takılı olduğunu denetleyin ya da Yazıcı Ayarları'ndan yeniden seçin. Fiş, yazdırma sayfasında açıldı.",
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('*** KOPYA ***');
    expect(printed[0]).toContain('data-barcode="PF000007"');
    expect(await openDrawer()).toBe(false);
  });

  it('prints nothing and opens no drawer where the device is set to print nothing', async () => {
    savePrinterSettings({ ...parsePrinterSettings(null), target: 'none' });
    expect(await printLines([{ kind: 'text', text: 'Z' }])).toEqual({ via: 'none' });
    expect(await openDrawer()).toBe(false);
  });
});
