import { type MonochromeImage, monochrome, type PaperWidth, type ReceiptInput } from '@kibo/domain';
import { apiGet } from '../../../platform/api/client.ts';
import { settingsStore } from '../../../platform/settings.ts';

// The head of this company's receipts: the company's name, address and tax identity and its logo
// (`/sistem/firma`), asked now and then and kept on the device, the logo already in dots for
// each paper, so an offline till prints the same head and the picture is converted once.

interface ReceiptHeader {
  title: string;
  lines: string[];
  /** The logo as uploaded (a data URL), '' for none. */
  logo: string;
}

interface StoredImage {
  width: number;
  height: number;
  bits: string;
}

interface StoredHeader {
  title: string;
  lines: string[];
  /** Which logo the dots were made from; a new upload makes them again. */
  logoKey: string;
  dots: Partial<Record<PaperWidth, StoredImage>>;
}

/** The logo's largest size in dots: three quarters of the paper's width, 20 mm high. */
const LOGO_BOX: Record<PaperWidth, { width: number; height: number }> = {
  '80': { width: 432, height: 160 },
  '80narrow': { width: 384, height: 144 },
  '58': { width: 288, height: 160 },
};

const storageKey = () => `kibo_pos_receipt_header_${settingsStore.get().settings?.app.company_id ?? 0}`;

/** FNV-1a of the data URL: enough to tell one uploaded logo from the next. */
export function logoKey(dataUrl: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < dataUrl.length; at++) hash = Math.imul(hash ^ dataUrl.charCodeAt(at), 0x01000193);
  return dataUrl ? `${dataUrl.length}-${(hash >>> 0).toString(16)}` : '';
}

const toBase64 = (bits: Uint8Array) => btoa(Array.from(bits, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

function readStored(): StoredHeader | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey()) ?? 'null') as StoredHeader | null;
    return stored && typeof stored.title === 'string' ? stored : null;
  } catch {
    return null;
  }
}

const writeStored = (stored: StoredHeader) => {
  try {
    localStorage.setItem(storageKey(), JSON.stringify(stored));
  } catch {
    // A full storage costs the offline copy of the head, never the print.
  }
};

/** The picture scaled into the paper's box on a canvas, then to dots. */
async function logoDots(dataUrl: string, paper: PaperWidth): Promise<MonochromeImage | undefined> {
  const picture = new Image();
  picture.src = dataUrl;
  await picture.decode();
  const box = LOGO_BOX[paper];
  const scale = Math.min(box.width / picture.naturalWidth, box.height / picture.naturalHeight);
  const width = Math.max(1, Math.round(picture.naturalWidth * scale));
  const height = Math.max(1, Math.round(picture.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(picture, 0, 0, width, height);
  return monochrome(context.getImageData(0, 0, width, height).data, width, height);
}

/** A till stays open all day: the head is asked again this long after, to follow the company's edits. */
const ASK_AGAIN_MS = 15 * 60 * 1000;
const WAIT_MS = 2000;
let asked: { at: number; answer: Promise<ReceiptHeader | null> } | null = null;

/** The server's head, asked at most every quarter of an hour; null offline (the stored copy serves). */
function serverHeader(): Promise<ReceiptHeader | null> {
  if (!asked || Date.now() - asked.at > ASK_AGAIN_MS) {
    const answer = apiGet<ReceiptHeader>('/pos/receipt-header', undefined, { silent: true }).catch(() => {
      asked = null;
      return null;
    });
    asked = { at: Date.now(), answer };
  }
  return asked.answer;
}

/**
 * The company as the receipt's head prints it on `paper`: from the server when it answers (its logo
 * converted once and kept), else the copy this device kept, else the licence owner's name.
 */
export async function receiptCompany(paper: PaperWidth): Promise<ReceiptInput['company']> {
  // A receipt never waits long for its head: a server that does not answer soon, the kept copy serves.
  const fresh = await Promise.race([
    serverHeader(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
  let stored = readStored();
  if (fresh) {
    const key = logoKey(fresh.logo);
    const kept = stored?.logoKey === key ? stored.dots : {};
    stored = { title: fresh.title, lines: fresh.lines, logoKey: key, dots: kept };
    if (fresh.logo && !kept[paper]) {
      const dots = await logoDots(fresh.logo, paper).catch(() => undefined);
      if (dots) stored.dots = { ...kept, [paper]: { ...dots, bits: toBase64(dots.bits) } };
    }
    writeStored(stored);
  }
  if (!stored) return { title: settingsStore.get().settings?.app.license_owner ?? '' };
  const dots = stored.dots[paper];
  return {
    title: stored.title,
    lines: stored.lines,
    ...(dots && { logo: { width: dots.width, height: dots.height, bits: fromBase64(dots.bits) } }),
  };
}
