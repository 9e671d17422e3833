import { PrinterProblem, problemOf } from './problems.ts';
import type { PrinterSettings } from './settings.ts';

// Web Serial (Chromium): a receipt printer on a serial port, or on the virtual COM port a USB
// printer's own driver makes. Only what the till uses of the API is typed here.

interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

interface SerialPortLike {
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  getInfo(): SerialPortInfo;
}

interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

const serial = (): SerialLike | undefined => (navigator as Navigator & { serial?: SerialLike }).serial;

export const hasSerial = (): boolean => Boolean(serial());

/** Asks the cashier to pick the port (needs a click: the browser's own chooser) and grants it for good. */
export async function chooseSerialPort(): Promise<NonNullable<PrinterSettings['serialPort']>> {
  const api = serial();
  if (!api) throw new PrinterProblem('unsupported');
  const { usbVendorId, usbProductId } = (await api.requestPort()).getInfo();
  return {
    ...(usbVendorId !== undefined && { usbVendorId }),
    ...(usbProductId !== undefined && { usbProductId }),
  };
}

/** The chosen port among those granted earlier, so printing never asks again. */
async function grantedPort(chosen: PrinterSettings['serialPort']): Promise<SerialPortLike> {
  const api = serial();
  if (!api) throw new PrinterProblem('unsupported');
  if (!chosen) throw new PrinterProblem('notChosen');
  const ports = await api.getPorts();
  const same = ports.filter((port) => {
    const info = port.getInfo();
    return info.usbVendorId === chosen.usbVendorId && info.usbProductId === chosen.usbProductId;
  });
  // A built-in COM port says nothing about itself: the one granted is the one chosen.
  const port = same[0] ?? (ports.length === 1 ? ports[0] : undefined);
  if (!port) throw new PrinterProblem('notFound');
  return port;
}

/** Sends one job: opens the port at the printer's speed, writes, and closes it for the next job. */
export async function sendSerial(bytes: Uint8Array, settings: PrinterSettings): Promise<void> {
  const port = await grantedPort(settings.serialPort);
  try {
    await port.open({ baudRate: settings.baudRate });
  } catch (error) {
    throw problemOf(error);
  }
  try {
    const writer = port.writable!.getWriter();
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  } catch (error) {
    throw problemOf(error);
  } finally {
    // Closing waits until what was written has gone out.
    await port.close().catch(() => undefined);
  }
}

/** A USB id as the browser's chooser shows it (0416, 5011). */
export const hex = (value: number) => value.toString(16).padStart(4, '0');
