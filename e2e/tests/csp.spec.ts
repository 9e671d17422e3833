import { expect, type Page, test } from '@playwright/test';
import { DEMO, login } from './support.ts';

test('the app works under its Content-Security-Policy: screens, a PDF tab, a download and the API docs', async ({
  context,
  page,
}) => {
  // Every violation a page reports, by its DOM event and by the console (Chrome says "Content Security Policy").
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`),
    );
  });
  const violations: string[] = [];
  const watch = (watched: Page) =>
    watched.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text()))
        violations.push(`${watched.url()}: ${message.text()}`);
    });
  watch(page);
  context.on('page', watch);

  const shell = await page.goto('/');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self';");
  await login(page, DEMO.admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.goto('/#/stok/list');
  await expect(page.getByTestId('resource-list-items').filter({ visible: true })).toBeVisible();
  await page.goto('/#/cari/kartlist');
  await expect(page.getByTestId('resource-list-accounts').filter({ visible: true })).toBeVisible();
  await page.goto('/#/fis/fatura/satis/yeni');
  await expect(page.getByTestId('document-editor-salesInvoice').filter({ visible: true })).toBeVisible();
  await page.goto('/#/sistem/etiket/detay');
  await expect(page.getByTestId('label-print')).toBeVisible();

  // A printed PDF opens in a tab of its own from a blob: URL, under the policy of the page that made it.
  await page.goto('/#/sistem/tasarim');
  const [pdfTab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByTestId('resource-list-printDesigns')
      .filter({ visible: true })
      .getByRole('button', { name: 'Modern' })
      .click(),
  ]);
  await expect(pdfTab).toHaveURL(/^blob:/);
  await pdfTab.waitForLoadState();
  await pdfTab.close();

  await page.goto('/#/sistem/genel');
  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('backups')
      .filter({ visible: true })
      .getByRole('button', { name: 'Firma Yedeğini İndir' })
      .click(),
  ]);
  expect(backup.suggestedFilename()).toMatch(/\.kibo\.gz$/);

  const docs = await context.newPage();
  await docs.goto('/api/docs');
  await expect(docs.getByRole('heading', { name: /Kibo API/ })).toBeVisible();
  await docs.getByText('/api/auth/login').first().click();
  await expect(docs.getByRole('button', { name: 'Try it out' })).toBeVisible();

  expect(violations).toEqual([]);
  // The watch itself works: an inline script, which the policy refuses, is reported.
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('script'), { text: '1' })),
  );
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
