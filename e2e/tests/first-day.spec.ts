import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, readyCompany } from './support.ts';

// A shop's first day: a till is there, empty pickers say what to create, and references are created
// from the stock card without leaving it.

/** The select around a picker's input, which shows what is chosen. */
const selectOf = (input: Locator) =>
  input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/** The open dropdown of a select. */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown').filter({ visible: true });

/** Types into a picker and creates what was typed through its "+ Yeni", in the drawer that opens. */
async function createFromPicker(page: Page, picker: Locator, typed: string, what: string) {
  await picker.click();
  await page.keyboard.type(typed);
  await dropdown(page)
    .getByRole('button', { name: `Yeni ${what}` })
    .click();
  const drawer = page
    .locator('.ant-drawer')
    .filter({ visible: true })
    .filter({ hasText: `Yeni ${what}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("a new company's collection form offers its Merkez Kasa", async ({ page, request }) => {
  const admin = await readyCompany(request, 'Kasa Kırtasiye');
  await login(page, admin);
  await page.getByTestId('dashboard').getByText('Tahsilat', { exact: true }).click();
  await expect(page).toHaveURL(/#\/kasa\/tahsilat\/yeni$/);
  const register = page.getByLabel('Kasa/Banka', { exact: true }).filter({ visible: true });
  await register.click();
  await expect(dropdown(page).getByText('Merkez Kasa')).toBeVisible();
  // A search that finds nothing says so in sentence case.
  await page.keyboard.type('Yok Böyle Kasa');
  await expect(dropdown(page).locator('.ant-empty-description')).toHaveText('Veri yok');
});

test('an empty picker says what to create and links to its screen; "+ Yeni" creates it in place', async ({
  page,
  request,
}) => {
  // Three drawers and a saved card: longer than one flow on a shared 2-core machine.
  test.setTimeout(150_000);
  const admin = await readyCompany(request, 'Sahaf Kitabevi');
  await login(page, admin, '/stok/yeni');
  const form = page.getByTestId('resource-form-items').filter({ visible: true });
  await form.getByLabel('Stok Adı').fill('Tutunamayanlar');
  await form.getByLabel('Türü', { exact: true }).click();
  await dropdown(page).getByText('Kitap', { exact: true }).click();

  // No category yet: the picker says so and shows where categories are made.
  await form.getByLabel('Kategori').click();
  const empty = dropdown(page).getByTestId('picker-empty-categories');
  await expect(empty).toContainText('Henüz Kategori kaydı yok.');
  await expect(empty.getByRole('link')).toHaveAttribute('href', '#/stok/kategori');
  await page.keyboard.press('Escape');

  // The author, the publisher and the category are made from here, each selected once saved.
  const category = await createFromPicker(page, form.getByLabel('Kategori'), 'Roman', 'Kategori');
  await expect(category.getByLabel('Adı')).toHaveValue('Roman');
  await category.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(category).toBeHidden();
  await expect(selectOf(form.getByLabel('Kategori'))).toContainText('Roman');

  const publisher = await createFromPicker(
    page,
    form.getByLabel('Üretici / Yayınevi'),
    'İletişim Yayınları',
    'Üretici',
  );
  await publisher.getByLabel('Türü').click();
  await dropdown(page).getByText('Yayınevi', { exact: true }).click();
  // Ctrl+S in the drawer saves the publisher, not the stock card behind it.
  await publisher.getByLabel('Adı').click();
  await page.keyboard.press('Control+s');
  await expect(publisher).toBeHidden();
  await expect(page).toHaveURL(/#\/stok\/yeni$/);
  await expect(selectOf(form.getByLabel('Üretici / Yayınevi'))).toContainText('İletişim Yayınları');

  await form.getByLabel('ISBN').fill('978-0-306-40615-7');
  await form
    .locator('.ant-form-item')
    .filter({ hasText: 'Yazar ve Katkıda Bulunanlar' })
    .getByRole('button', { name: 'Satır Ekle' })
    .click();
  const person = form.locator('[id$="_contributors_0_personId"]');
  const author = await createFromPicker(page, person, 'Oğuz Atay', 'Kişi');
  await expect(author.getByLabel('Adı Soyadı')).toHaveValue('Oğuz Atay');
  await author.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(author).toBeHidden();
  await expect(selectOf(person)).toContainText('Oğuz Atay');

  // The code is left empty: the server gives one; the ISBN becomes the barcode.
  await expect(form.getByText('Boş bırakılırsa sıradaki kod verilir')).toBeVisible();
  await form.getByLabel('Ana Birim').click();
  await page.keyboard.type('adet');
  await dropdown(page).getByText('Adet', { exact: true }).click();
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(page).toHaveURL(/#\/stok\/duzen\/\d+$/);
  // The edit screen loads its code chunk and its record: slow on a busy shared machine.
  await expect(form.getByLabel('Stok Kodu')).toHaveValue(/^ST\d{8}$/, { timeout: 30_000 });
  await expect(form.getByText('9780306406157')).toBeVisible();
  await expect(selectOf(form.getByLabel('Kategori'))).toContainText('Roman');
  await expect(selectOf(form.getByLabel('Üretici / Yayınevi'))).toContainText('İletişim Yayınları');
  await expect(selectOf(person)).toContainText('Oğuz Atay');

  // An empty picker's link opens the screen where such records are made.
  await form.getByLabel('Stok Türü').click();
  const noTypes = dropdown(page).getByTestId('picker-empty-itemTypes');
  await expect(noTypes).toContainText('Henüz Stok Türü kaydı yok.');
  await noTypes.getByRole('link', { name: 'Stok Türleri' }).click();
  await expect(page).toHaveURL(/#\/stok\/tur$/);
});

test('the invoice and the collection voucher make a new customer and a new till from their pickers', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await readyCompany(request, 'Yeni Cari Kırtasiye');
  await login(page, admin, '/fis/fatura/satis/yeni');
  const editor = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  // A customer who walked in for the first time: made from the invoice, selected once saved.
  const customer = await createFromPicker(page, editor.getByLabel('Cari'), 'Işıklı Kırtasiye', 'Cari Kart');
  await expect(customer.getByLabel('Unvan')).toHaveValue('Işıklı Kırtasiye');
  await customer.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(customer).toBeHidden();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/yeni$/);
  await expect(selectOf(editor.getByLabel('Cari'))).toContainText('Işıklı Kırtasiye');

  // A second till, from the collection voucher's register picker.
  await page.goto('/#/kasa/tahsilat/yeni');
  const voucher = page.getByTestId('voucher-editor-cashCollection').filter({ visible: true });
  const till = await createFromPicker(page, voucher.getByLabel('Kasa/Banka'), 'Arka Kasa', 'Kasa/Banka');
  await expect(till.getByLabel('Adı')).toHaveValue('Arka Kasa');
  await till.getByLabel('Kod').fill('KASA-2');
  await till.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(till).toBeHidden();
  await expect(selectOf(voucher.getByLabel('Kasa/Banka'))).toContainText('Arka Kasa');
  // The voucher's account line picks the customer made from the invoice.
  const line = voucher.getByTestId('voucher-line-0');
  await line.getByLabel('Cari').click();
  await page.keyboard.type('isikli');
  await expect(dropdown(page).getByText('Işıklı Kırtasiye')).toBeVisible();
});
