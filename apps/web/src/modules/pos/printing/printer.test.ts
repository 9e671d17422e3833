// @vitest-environment happy-dom
import type { ReceiptInput } from '@kibo/domain';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import tr from '../i18n/tr.json';
import { forgetReceiptHeader } from './header.ts';
import { openDrawer, printLines, printReceipt } from './printer.ts';
import { parsePrinterSettings, savePrinterSettings } from './settings.ts';

// The till's printer end to end in a browser without a printer: ESC/POS to a serial port that records
// what it is sent, the company's head kept for offline, and the print page when the port is gone.

const answers = vi.hoisted(() => ({ header: null as unknown }));
vi.mock('../../../platform/api/client.ts', () => ({
  apiGet: vi.fn(async () => {
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
beforeEach(() => {
  answers.header = { title: 'Işık Kırtasiye', lines: ['Moda Cad. 12 Kadıköy'], logo: '' };
  forgetReceiptHeader();
});
afterEach(() => {
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

  it('prints the kept head while the server cannot be reached', async () => {
    const serial = fakeSerial(true);
    useSerial();
    await printReceipt(receipt);
    answers.header = null;
    forgetReceiptHeader();
    await printReceipt(receipt);
    expect(contains(serial.sent[1]!, ascii('Moda Cad. 12'))).toBe(true);
  });

  it('opens the drawer alone through the printer', async () => {
    const serial = fakeSerial(true);
    useSerial();
    expect(await openDrawer()).toBe(true);
    expect(serial.sent).toEqual([[ESC, 0x40, ...KICK]]);
  });
});

describe('a receipt printer that cannot be reached', () => {
  it('prints on the print page instead and says why', async () => {
    fakeSerial(false);
    useSerial();
    const printed: string[] = [];
    const appended = vi.spyOn(document.body, 'append').mockImplementation((node) => {
      // The frame's document, as print() would see it.
      const frame = node as HTMLIFrameElement;
      printed.push(frame.srcdoc);
      frame.dispatchEvent(new Event('load'));
    });
    const outcome = await printReceipt(receipt, { copy: true });
    appended.mockRestore();
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
