import { expect, test } from '@playwright/test';

// The installed app: a browser can install it (its manifest follows the brand) and it opens with the
// line to the server down, from the files its service worker kept.

test('the app is installable and opens without the server', async ({ page, context, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    name: 'Kibo İşletme',
    display: 'standalone',
    start_url: '/',
    icons: [{ src: '/brand/general/favicon.svg', sizes: 'any' }],
  });

  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Giriş' })).toBeVisible();
  // The worker takes over once it has kept every file of the build.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((name) => name.startsWith('kibo-shell-'))!);
    return (await cache.keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(kept).toContain('/');
  // Every screen's code, also of screens not opened yet (the till must open offline on its first day).
  expect(kept.filter((file) => file.startsWith('/assets/')).length).toBeGreaterThan(20);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giriş' })).toBeVisible();
  await page.goto('/#/fis/pos/yeni');
  await expect(page.locator('#boot')).toHaveCount(0);
  await context.setOffline(false);
});
