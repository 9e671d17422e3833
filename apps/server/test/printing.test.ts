import { MenuId } from '@kibo/contracts';
import { formatTr } from '@kibo/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fieldErrors, pdfText as textOf } from './harness.ts';
import {
  acme,
  admin,
  closePrintingWorld,
  create,
  createInvoice,
  ids,
  invoiceBody,
  other,
  print,
  setUpPrintingWorld,
  t,
} from './printing-world.ts';

// Documents and account statements on paper, in Turkish, marked printed. Designs and document
// settings: printing-settings.test.ts.

beforeAll(setUpPrintingWorld);
afterAll(closePrintingWorld);

describe('printing a document', () => {
  it('prints an invoice with Turkish text, its totals in words, and marks it printed', async () => {
    const invoice = await createInvoice();
    const answer = await print(invoice.id);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await textOf(answer.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'SATIŞ FATURASI',
      invoice.number,
      'Güneş Ticaret A.Ş.',
      'Işık Kırtasiye Ltd. Şti.',
      'Çay Bardağı İnce Belli',
      'ÇAY-01',
      'SİP-77',
      'Öğleden sonra teslim edilecek',
      'TR330006100519786457841326',
      // 4 × 617.28 = 2,469.12; VAT 20 % 493.82; total 2,962.94.
      '2.469,12',
      '493,82',
      '2.962,94',
      'Yalnız iki bin dokuz yüz altmış iki TL doksan dört Kr',
    ])
      expect(text).toContain(expected);
    const read = await t.call('GET', `/api/documents/${invoice.id}`, { token: admin });
    expect(read.envelope.data.printed).toBe(true);
    // Printing is not a change: an editor holding the document can still save it.
    expect(read.envelope.data.version).toBe(invoice.version);
    const listed = await t.call('GET', '/api/documents?docType=salesInvoice', { token: admin });
    expect(listed.envelope.data.list.find((row: { id: number }) => row.id === invoice.id).printed).toBe(true);
    const audit = await t.database.pool.query(
      `SELECT action FROM audit_log WHERE company_id = $1 AND entity = 'documents' AND entity_id = $2`,
      [acme.id, String(invoice.id)],
    );
    expect(audit.rows.map((row) => row.action)).toContain('print');
  });

  it('prints the law’s reason for an exemption and a special base the lines name, once each', async () => {
    const answer = await t.call('POST', '/api/documents', {
      token: admin,
      body: {
        ...invoiceBody(1),
        lines: [
          {
            itemId: ids.item,
            quantity: '1',
            unitPrice: '45000',
            vatRate: '20',
            exemptionCode: '805',
            specialBase: '3000',
          },
          { itemId: ids.item, quantity: '2', unitPrice: '100', vatRate: '0', exemptionCode: '301' },
          { itemId: ids.item, quantity: '1', unitPrice: '100', vatRate: '0', exemptionCode: '301' },
        ],
      },
    });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const { text } = await textOf((await print(answer.envelope.data.record.id)).rawPayload);
    expect(text).toContain('Vergi İstisna Muafiyet Sebebi');
    expect(text).toContain('805 Altın ziynet eşyası ve sikke altın teslimleri');
    expect(text.match(/301 11\/1-a Mal ihracatı/g)).toHaveLength(1);
    // VAT on the special base alone: 600 on the 3,000 workmanship.
    expect(text).toContain('600,00');
  });

  it('prints quantities in their unit’s decimals, prices with four only where needed, the lira sign', async () => {
    const kilogram = await create('/api/units', { code: 'KGM', name: 'Kilogram', decimals: 3 });
    const cheese = await create('/api/items', { code: 'PYN-01', name: 'Ezine Peyniri', unitId: kilogram });
    const answer = await t.call('POST', '/api/documents', {
      token: admin,
      body: invoiceBody(0, {
        lines: [
          { itemId: ids.item, quantity: '2', unitPrice: '150', vatRate: '20' },
          { itemId: cheese, quantity: '1.25', unitPrice: '80.1234', vatRate: '20' },
        ],
      }),
    });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const { text } = await textOf((await print(answer.envelope.data.record.id)).rawPayload);
    // 2 Adet at 150,00 and 1,250 kg at 80,1234: never 2,0000 or 150,0000; the day as 23.11.2026.
    expect(text).toMatch(/Çay Bardağı İnce Belli 2 Adet 150,00 /);
    // (The narrow unit column may wrap "Kilogram".)
    expect(text).toMatch(/Ezine Peyniri 1,250 Kilogra ?m 80,1234 /);
    expect(text).toContain('23.11.2026');
    // 300 + 100,15 = 400,15 net; VAT 80,03; 480,18 in all, each with the lira sign.
    expect(text).toContain('400,15 ₺');
    expect(text).toContain('480,18 ₺');
  });

  it('follows the group default design, a chosen design, or a built-in one', async () => {
    const invoice = await createInvoice();
    const lean = await create('/api/print-designs', {
      name: 'Kodsuz',
      group: 'invoice',
      isDefault: true,
      columnCode: false,
      showBankAccounts: false,
      footNote: 'İade süresi 14 gündür',
    });
    let { text } = await textOf((await print(invoice.id)).rawPayload);
    expect(text).not.toContain('ÇAY-01');
    expect(text).not.toContain('TR330006100519786457841326');
    expect(text).toContain('İade süresi 14 gündür');
    // A second default of the same group takes over; the first is no longer the default.
    await create('/api/print-designs', {
      name: 'İmzalı',
      group: 'invoice',
      isDefault: true,
      showSignatures: true,
    });
    const first = await t.call('GET', `/api/print-designs/${lean}`, { token: admin });
    expect(first.envelope.data.isDefault).toBe(false);
    ({ text } = await textOf((await print(invoice.id)).rawPayload));
    expect(text).toContain('Teslim Alan');
    ({ text } = await textOf((await print(invoice.id, `?design=${lean}`)).rawPayload));
    expect(text).not.toContain('ÇAY-01');
    const modern = await print(invoice.id, '?design=modern');
    expect(modern.statusCode).toBe(200);
    ({ text } = await textOf(modern.rawPayload));
    expect(text).toContain(invoice.number);
    // Unknown or another company's design: a field message, not a PDF.
    const theirToken = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const theirs = await create('/api/print-designs', { name: 'Onların' }, theirToken);
    for (const query of ['?design=999999', `?design=${theirs}`]) {
      const refused = await print(invoice.id, query);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().Response.errors).toEqual({ design: ['Seçilen kayıt bulunamadı'] });
    }
    expect((await print(invoice.id, '?design=fancy')).statusCode).toBe(422);
  });

  it('prints the same document from several places at once: each gets its PDF, one audit row each', async () => {
    const invoice = await createInvoice(3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => print(invoice.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const audit = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE company_id = $1 AND entity = 'documents' AND entity_id = $2 AND action = 'print'`,
      [acme.id, String(invoice.id)],
    );
    expect(audit.rows[0].n).toBe(4);
  });

  it('spreads a long document over pages with the head repeated and numbered pages', async () => {
    const invoice = await createInvoice(120);
    const { pages, text } = await textOf((await print(invoice.id)).rawPayload);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Sayfa 2 / ${pages}`);
    expect(text.split('\f')[1]).toContain('Birim Fiyat');
  });

  it('keeps documents to their company and their menus', async () => {
    const invoice = await createInvoice();
    const theirToken = await t.login(other.admin.email, FIXTURE_PASSWORD);
    expect((await print(invoice.id, '', theirToken)).statusCode).toBe(404);
    // A cashier sells but does not buy: a purchase invoice's PDF is not theirs to print.
    await create('/api/accounts', { title: 'Tedarikçi', role: 'supplier' });
    const purchase = await t.call('POST', '/api/documents', {
      token: admin,
      body: { ...invoiceBody(1), docType: 'purchaseInvoice' },
    });
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await print(purchase.envelope.data.record.id, '', cashier)).statusCode).toBe(403);
    expect((await print(invoice.id, '', cashier)).statusCode).toBe(200);
    // Job tracking's users list the tracking slips there, and nothing else.
    const tracker = await t.call('POST', '/api/users', {
      token: admin,
      body: {
        name: 'Servis Sorumlusu',
        email: 'servis@acme.test',
        role: 'librarian',
        active: true,
        menuIds: [MenuId.jobTracking],
        password: 'Servis.Parola.2026',
        mustChangePassword: false,
      },
    });
    expect(tracker.statusCode, JSON.stringify(tracker.envelope)).toBe(200);
    // A user an admin creates changes the password at first login; this one has done so.
    await t.database.pool.query(
      `UPDATE users SET must_change_password = false, password_changed_at = now() WHERE email = 'servis@acme.test'`,
    );
    const trackerToken = await t.login('servis@acme.test', 'Servis.Parola.2026');
    const slips = await t.call('GET', '/api/documents?docType=trackingSlip', { token: trackerToken });
    expect(slips.statusCode, JSON.stringify(slips.envelope)).toBe(200);
    expect(
      (await t.call('GET', '/api/documents?docType=salesInvoice', { token: trackerToken })).statusCode,
    ).toBe(403);
    // Designs are the design screen's: a cashier may print but not change them.
    expect((await t.call('GET', '/api/print-designs', { token: cashier })).statusCode).toBe(403);
  });
});

describe('the account statement on paper and as a sheet', () => {
  it('prints the statement with the running balance and exports the same rows to Excel', async () => {
    const invoice = await createInvoice(1);
    const query = '?dateFrom=2026-11-01&dateTo=2026-11-30&currency=TRY';
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${ids.customer}/statement/pdf${query}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const statement = await t.call('GET', `/api/accounts/${ids.customer}/statement${query}`, {
      token: admin,
    });
    const closing = statement.envelope.data.closingBalance as string;
    const { text } = await textOf(answer.rawPayload);
    for (const expected of [
      'CARİ HESAP EKSTRESİ',
      'Işık Kırtasiye Ltd. Şti.',
      invoice.number,
      'Satış Faturası',
      '01.11.2026 – 30.11.2026',
      'Devreden Bakiye',
      `${formatTr(closing, 2)} TRY`,
    ])
      expect(text).toContain(expected);

    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${ids.customer}/statement/export${query}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sheet.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('Bakiye');
    expect(rows).toHaveLength(2 + statement.envelope.data.entries.length);
    expect(rows.at(-1)).toContain(Number(closing));

    const reversed = await t.call(
      'GET',
      `/api/accounts/${ids.customer}/statement/pdf?dateFrom=2026-12-01&dateTo=2026-11-01`,
      {
        token: admin,
      },
    );
    expect(fieldErrors(reversed)).toEqual({ dateTo: expect.any(String) });
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect(
      (await t.call('GET', `/api/accounts/${ids.customer}/statement/pdf`, { token: cashier })).statusCode,
    ).toBe(403);
  });
});
