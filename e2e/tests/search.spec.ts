import { expect, type Page, test } from '@playwright/test';
import { DEMO, demoApi, login } from './support.ts';

/**
 * A bookshop's first day: staff type without Turkish letters ("isikli", "kurk") and customers ask by
 * author and publisher. The stock list and the invoice's pickers find the Turkish names all the same.
 */
async function prepare(request: Parameters<typeof demoApi>[0], tag: string) {
  const api = await demoApi(request);
  const [unit] = (await api.get('/units?search=C62')).list;
  const author = await api.post('/persons', { name: 'Sabahattin Ali' });
  const publisher = await api.post('/producers', { name: `Yapı Kredi Yayınları ${tag}`, kind: 'publisher' });
  await api.post('/items', { code: `${tag}-1`, name: `IŞIKLI Masa Lambası ${tag}`, unitId: unit.id });
  await api.post('/items', {
    code: `${tag}-2`,
    name: `Kürk Mantolu Madonna ${tag}`,
    unitId: unit.id,
    kind: 'book',
    producerId: publisher.id,
    contributors: [{ personId: author.id, role: 'author' }],
  });
  // "Kırk" is another word: a search for "kurk" must not find it.
  await api.post('/items', { code: `${tag}-3`, name: `Kırk Ambar ${tag}`, unitId: unit.id });
  await api.post('/accounts', { title: `IŞIKLI Kürkçülük ${tag}` });
}

/** Types into an open select and waits for the option, retried while the list is still loading. */
async function pickTyped(page: Page, open: () => Promise<void>, typed: string, option: string) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await open();
    await page.keyboard.type(typed);
    await page
      .locator('.ant-select-item-option', { hasText: option })
      .filter({ visible: true })
      .first()
      .click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test('the stock list finds Turkish names typed without Turkish letters, and books by author and publisher', async ({
  page,
  request,
}) => {
  await prepare(request, 'ARA');
  await login(page, DEMO.admin);
  await page.goto('/#/stok/list');
  const list = page.getByTestId('resource-list-items').filter({ visible: true });
  const search = list.getByLabel('Ara');
  const cell = (name: string) => list.getByRole('cell', { name });

  await search.fill('isikli');
  await expect(cell('IŞIKLI Masa Lambası ARA')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);

  await search.fill('kurk');
  await expect(cell('Kürk Mantolu Madonna ARA')).toBeVisible();
  await expect(cell('Kırk Ambar ARA')).toBeHidden();

  await search.fill('sabahattin ali');
  await expect(cell('Kürk Mantolu Madonna ARA')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);

  await search.fill('yapi kredi yayinlari ara');
  await expect(cell('Kürk Mantolu Madonna ARA')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
});

test('the invoice’s account and item pickers and the province list find names typed without Turkish letters', async ({
  page,
  request,
}) => {
  await prepare(request, 'SEC');
  await login(page, DEMO.admin);
  await page.goto('/#/fis/fatura/satis/yeni');
  const editor = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });

  const account = editor.getByLabel('Cari');
  await pickTyped(page, () => account.click(), 'isikli kurkculuk sec', 'IŞIKLI Kürkçülük SEC');
  await expect(
    account.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]'),
  ).toContainText('IŞIKLI Kürkçülük SEC');

  const finder = editor.getByLabel('Stok adıyla ara…');
  await pickTyped(page, () => finder.click(), 'kurk mantolu madonna sec', 'Kürk Mantolu Madonna SEC');
  // The line took the book: its stock code shows in the lines.
  await expect(editor.getByText('SEC-2', { exact: true })).toBeVisible();

  // A list the browser filters itself (the provinces) folds the same way.
  await page.goto('/#/cari/yeni');
  const form = page.getByTestId('resource-form-accounts').filter({ visible: true });
  await form.getByLabel('İl', { exact: true }).click();
  await page.keyboard.type('sanliurfa');
  await expect(page.locator('.ant-select-item-option').filter({ visible: true })).toHaveText(['Şanlıurfa']);
});
