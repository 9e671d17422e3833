import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM } from '../../e2e/chromium.ts';

export interface Visit {
  /** Bytes received: every response's headers and (compressed) body, as Chromium counts them. */
  bytes: number;
  /** Responses that came over the network (a 304 included), and those the cache answered. */
  fromNetwork: number;
  fromCache: number;
  /** Bytes per resource type (Document, Script, Stylesheet, Fetch…). */
  byType: Map<string, number>;
}

/** One visit to /login in a new tab: what the browser received until the form shows and the network is idle. */
async function visitLogin(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const visit: Visit = { bytes: 0, fromNetwork: 0, fromCache: 0, byType: new Map() };
  cdp.on('Network.requestWillBeSent', (event) => types.set(event.requestId, event.type ?? 'Other'));
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.loadingFinished', (event) => {
    if (cached.has(event.requestId) || event.encodedDataLength === 0) {
      visit.fromCache++;
      return;
    }
    const type = types.get(event.requestId) ?? 'Other';
    visit.fromNetwork++;
    visit.bytes += event.encodedDataLength;
    visit.byType.set(type, (visit.byType.get(type) ?? 0) + event.encodedDataLength);
  });
  await page.goto(`${url}/#/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-posta').waitFor();
  await page.close();
  return visit;
}

/**
 * A first visit to the login page with an empty cache, then a second one in the same browser (a
 * new tab, as a user coming back would): what each transferred, through Debian's Chromium.
 */
export async function loginPageTransfer(url: string): Promise<{ first: Visit; second: Visit }> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const first = await visitLogin(context, url);
    const second = await visitLogin(context, url);
    return { first, second };
  } finally {
    await browser.close();
  }
}

export const describeVisit = (visit: Visit) => {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const types = [...visit.byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${kb(bytes)}`);
  return `${kb(visit.bytes)} in ${visit.fromNetwork} responses, ${visit.fromCache} from cache (${types.join(', ') || 'nothing'})`;
};
