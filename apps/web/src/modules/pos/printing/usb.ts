import { PrinterProblem, problemOf } from './problems.ts';
import type { PrinterSettings } from './settings.ts';

// WebUSB (Chromium): a receipt printer on USB, spoken to directly through its bulk OUT endpoint.
// Only what the till uses of the API is typed here.

export interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}

export interface UsbConfigurationLike {
  configurationValue: number;
  interfaces: readonly {
    interfaceNumber: number;
    alternates: readonly {
      alternateSetting: number;
      interfaceClass: number;
      endpoints: readonly UsbEndpointLike[];
    }[];
  }[];
}

interface UsbDeviceLike {
  vendorId: number;
  productId: number;
  serialNumber?: string;
  productName?: string;
  manufacturerName?: string;
  opened: boolean;
  configuration: UsbConfigurationLike | null;
  configurations: readonly UsbConfigurationLike[];
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  releaseInterface(number: number): Promise<void>;
  selectAlternateInterface(number: number, alternate: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: 'ok' | 'stall' | 'babble' }>;
}

interface UsbLike {
  requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}

const usb = (): UsbLike | undefined => (navigator as Navigator & { usb?: UsbLike }).usb;

export const hasUsb = (): boolean => Boolean(usb());

/** Printer class (07h); vendor-specific (FFh), as Epson's TM models in their vendor-defined mode. */
const PRINTER_CLASS = 0x07;
const VENDOR_CLASS = 0xff;

export interface BulkOut {
  configurationValue: number;
  interfaceNumber: number;
  alternateSetting: number;
  endpointNumber: number;
}

/**
 * Where a receipt is sent: a bulk OUT endpoint of the printer class interface, else of a
 * vendor-specific one; none on a device that is not a printer (a scanner, a memory stick).
 */
export function findBulkOut(configurations: readonly UsbConfigurationLike[]): BulkOut | undefined {
  const found: (BulkOut & { rank: number })[] = [];
  for (const configuration of configurations)
    for (const face of configuration.interfaces)
      for (const alternate of face.alternates) {
        const rank = [PRINTER_CLASS, VENDOR_CLASS].indexOf(alternate.interfaceClass);
        const endpoint = alternate.endpoints.find((each) => each.direction === 'out' && each.type === 'bulk');
        if (rank >= 0 && endpoint)
          found.push({
            rank,
            configurationValue: configuration.configurationValue,
            interfaceNumber: face.interfaceNumber,
            alternateSetting: alternate.alternateSetting,
            endpointNumber: endpoint.endpointNumber,
          });
      }
  const best = found.sort((a, b) => a.rank - b.rank)[0];
  if (!best) return undefined;
  const { rank: _rank, ...target } = best;
  return target;
}

/** Asks the cashier to pick the printer (needs a click: the browser's own chooser) and grants it for good. */
export async function chooseUsbPrinter(): Promise<NonNullable<PrinterSettings['usbDevice']>> {
  const api = usb();
  if (!api) throw new PrinterProblem('unsupported');
  const device = await api.requestDevice({ filters: [] });
  if (!findBulkOut(device.configurations)) throw new PrinterProblem('notPrinter');
  const name = [device.manufacturerName, device.productName].filter(Boolean).join(' ');
  return {
    vendorId: device.vendorId,
    productId: device.productId,
    ...(device.serialNumber && { serialNumber: device.serialNumber }),
    ...(name && { name }),
  };
}

/** The chosen printer among the devices granted earlier (and plugged in), so printing never asks again. */
async function grantedDevice(chosen: PrinterSettings['usbDevice']): Promise<UsbDeviceLike> {
  const api = usb();
  if (!api) throw new PrinterProblem('unsupported');
  if (!chosen) throw new PrinterProblem('notChosen');
  const device = (await api.getDevices()).find(
    (each) =>
      each.vendorId === chosen.vendorId &&
      each.productId === chosen.productId &&
      (!chosen.serialNumber || each.serialNumber === chosen.serialNumber),
  );
  if (!device) throw new PrinterProblem('notFound');
  return device;
}

/** Sends one job through the printer interface, claimed for the job and released after it. */
export async function sendUsb(bytes: Uint8Array, settings: PrinterSettings): Promise<void> {
  const device = await grantedDevice(settings.usbDevice);
  const target = findBulkOut(device.configurations);
  if (!target) throw new PrinterProblem('notPrinter');
  try {
    if (!device.opened) await device.open();
    if (device.configuration?.configurationValue !== target.configurationValue)
      await device.selectConfiguration(target.configurationValue);
    await device.claimInterface(target.interfaceNumber);
  } catch (error) {
    throw problemOf(error);
  }
  try {
    if (target.alternateSetting !== 0)
      await device.selectAlternateInterface(target.interfaceNumber, target.alternateSetting);
    const sent = await device.transferOut(target.endpointNumber, bytes);
    if (sent.status !== 'ok') throw new PrinterProblem('failed', sent.status);
  } catch (error) {
    throw problemOf(error);
  } finally {
    await device.releaseInterface(target.interfaceNumber).catch(() => undefined);
    await device.close().catch(() => undefined);
  }
}
