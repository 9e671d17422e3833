// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadPrinterSettings,
  PRINTER_SETTINGS_KEY,
  parsePrinterSettings,
  printerColumns,
  savePrinterSettings,
} from './settings.ts';

// This device's printer settings: kept in the browser, every field falling back on its own.

const DEFAULTS = {
  target: 'page',
  paper: '80',
  codePage: 'cp857',
  codePageNumber: null,
  autoPrint: true,
  openDrawerOnCash: true,
  cut: true,
  baudRate: 9600,
  serialPort: null,
  usbDevice: null,
};

afterEach(() => localStorage.clear());

describe('the printer settings of this device', () => {
  it('start on the print page, 80 mm paper, PC857, printing after each sale', () => {
    expect(parsePrinterSettings(null)).toEqual(DEFAULTS);
    expect(loadPrinterSettings()).toEqual(DEFAULTS);
  });

  it('keep what is good of a stored value and default the rest', () => {
    const stored = JSON.stringify({
      target: 'serial',
      paper: '72',
      baudRate: 14400,
      codePage: 'windows1254',
      codePageNumber: 300,
      cut: false,
      serialPort: { usbVendorId: 0x0416, usbProductId: 0x5011 },
    });
    expect(parsePrinterSettings(stored)).toEqual({
      ...DEFAULTS,
      target: 'serial',
      codePage: 'windows1254',
      cut: false,
      serialPort: { usbVendorId: 0x0416, usbProductId: 0x5011 },
    });
    expect(parsePrinterSettings('{not json')).toEqual(DEFAULTS);
    expect(parsePrinterSettings('"page"')).toEqual(DEFAULTS);
  });

  it('are saved in the browser and read back, with the paper’s columns', () => {
    savePrinterSettings({
      ...parsePrinterSettings(null),
      target: 'usb',
      paper: '58',
      usbDevice: { vendorId: 0x04b8, productId: 0x0e28, serialNumber: 'X1', name: 'EPSON TM-T20III' },
    });
    expect(JSON.parse(localStorage.getItem(PRINTER_SETTINGS_KEY)!)).toMatchObject({ target: 'usb' });
    expect(loadPrinterSettings()).toMatchObject({
      target: 'usb',
      paper: '58',
      usbDevice: { vendorId: 0x04b8, productId: 0x0e28, serialNumber: 'X1', name: 'EPSON TM-T20III' },
    });
    expect(printerColumns()).toBe(32);
  });
});
