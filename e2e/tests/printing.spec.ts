import { todayInTurkey } from '@kibo/domain';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiToken, DEMO, login } from './support.ts';

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

test('a print design is previewed as typed, kept as the default, and prints waybills without prices', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(path, { headers })).json()).Response.data;
  const [unit] = (await get('/api/units?search=C62')).list;
  const [warehouse] = (await get('/api/warehouses?search=MRK')).list;
  const item = await request.post('/api/items', {
    headers,
    data: { code: 'TSR-1', name: 'Tasarım Kalemi', unitId: unit.id, salePrice: '45' },
  });
  const itemId = (await item.json()).Response.data.record.id;

  await login(page, DEMO.admin);
  await page.goto('/#/sistem/tasarim');
  const list = page.getByTestId('resource-list-printDesigns').filter({ visible: true });
  // The built-in designs preview on a sample invoice with the company's own header.
  const builtIn = page.waitForResponse((answer) => answer.url().endsWith('/api/print-designs/preview'));
  await list.getByRole('button', { name: 'Modern' }).click();
  expect(await pdfText(await (await builtIn).body())).toContain('Örnek Gıda Ticaret ve Sanayi Ltd. Şti.');

  await list.getByRole('button', { name: 'Yeni' }).click();
  const form = page.getByTestId('resource-form-printDesigns');
  await form.getByLabel('Tasarım Adı').fill('Fiyatsız İrsaliye');
  await form.getByLabel('Evrak Grubu').click();
  await page.locator('.ant-select-item-option', { hasText: 'İrsaliyeler ve Stok Fişleri' }).click();
  await form.getByLabel('Grubun Varsayılan Tasarımı').click();
  await form.getByLabel('Birim Fiyat').click();
  await form.getByLabel('Toplamlar').click();
  await form.getByLabel('Alt Not').fill('Malları eksiksiz teslim aldım.');
  const preview = page.waitForResponse((answer) => answer.url().endsWith('/api/print-designs/preview'));
  await form.getByRole('button', { name: 'Önizle' }).click();
  const previewText = await pdfText(await (await preview).body());
  expect(previewText).toContain('Malları eksiksiz teslim aldım.');
  expect(previewText).not.toContain('Birim Fiyat');
  await form.getByRole('button', { name: 'Kaydet (Ctrl+S)' }).click();
  await expect(list.getByRole('cell', { name: 'Fiyatsız İrsaliye' })).toBeVisible();

  // A waybill prints in the group's new default: no prices, the note at the foot.
  const waybill = await request.post('/api/documents', {
    headers,
    data: {
      docType: 'stockIn',
      date: todayInTurkey(),
      warehouseId: warehouse.id,
      lines: [{ itemId, quantity: '5', unitPrice: '30', vatRate: '20' }],
    },
  });
  const saved = (await waybill.json()).Response.data.record;
  await page.goto(`/#/fis/stok/giris/duzen/${saved.id}`);
  const editor = page.getByTestId('document-editor-stockIn').filter({ visible: true });
  const printed = page.waitForResponse((answer) => answer.url().includes(`/api/documents/${saved.id}/pdf`));
  await editor.getByRole('button', { name: 'Yazdır (Ctrl+P)' }).click();
  const text = await pdfText(await (await printed).body());
  expect(text).toContain('STOK GİRİŞ FİŞİ');
  expect(text).toContain('Malları eksiksiz teslim aldım.');
  expect(text).not.toContain('Birim Fiyat');
  await expect(editor.getByText('Yazdırıldı')).toBeVisible();
});

test('document settings: a payment term dates new invoices, and a tracking slip is listed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const [unit] = (await (await request.get('/api/units?search=C62', { headers })).json()).Response.data.list;
  await request.post('/api/items', {
    headers,
    data: { code: 'TKP-1', name: 'Servis İşçiliği', unitId: unit.id },
  });
  await login(page, DEMO.admin);
  await page.goto('/#/fis/ayar');
  const settings = page.getByTestId('resource-form-documentSettings').filter({ visible: true });
  await settings.getByLabel('Varsayılan Vade (gün)').fill('30');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Kaydedildi')).toBeVisible();

  // The saved settings reach the screens at once: a new invoice falls due in 30 days.
  await page.goto('/#/fis/fatura/satis/yeni');
  const invoice = page.getByTestId('document-editor-salesInvoice').filter({ visible: true });
  const due = new Date(Date.now() + 30 * 86_400_000);
  const dueText = `${String(due.getDate()).padStart(2, '0')}.${String(due.getMonth() + 1).padStart(2, '0')}.${due.getFullYear()}`;
  await expect(invoice.getByLabel('Vade Tarihi')).toHaveValue(dueText);

  await page.goto('/#/fis/takip/yeni');
  const slip = page.getByTestId('document-editor-trackingSlip').filter({ visible: true });
  await slip.getByTestId('scan-box').fill('TKP-1');
  await page.keyboard.press('Enter');
  await expect(slip.getByLabel('Miktar')).toHaveValue('1');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Evrak kaydedildi: TF\d{6}/)).toBeVisible();
  await page.goto('/#/is/takip');
  await expect(page.locator('tr', { hasText: /TF\d{6}/ }).filter({ visible: true })).toContainText(
    'Takip Fişi',
  );
});
