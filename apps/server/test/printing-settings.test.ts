import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, pdfText as textOf } from './harness.ts';
import {
  acme,
  admin,
  closePrintingWorld,
  createInvoice,
  invoiceBody,
  print,
  setUpPrintingWorld,
  t,
} from './printing-world.ts';

// Print designs (checked, previewed) and the document settings: payment terms, printed documents
// locked, tracking slips.

beforeAll(setUpPrintingWorld);
afterAll(closePrintingWorld);

describe('print designs and document settings', () => {
  it('validates a design and previews one on a sample invoice', async () => {
    const empty = await t.call('POST', '/api/print-designs', { token: admin, body: { name: '' } });
    expect(fieldErrors(empty)).toEqual({ name: 'Bu alan boş bırakılamaz' });
    const wrong = await t.call('POST', '/api/print-designs', {
      token: admin,
      body: { name: 'X', layout: 'baroque' },
    });
    expect(wrong.statusCode).toBe(422);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/print-designs/preview',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Önizleme', layout: 'modern', paper: 'a5' },
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const { text } = await textOf(preview.rawPayload);
    expect(text).toContain('Örnek Gıda Ticaret ve Sanayi Ltd. Şti.');
    expect(text).toContain('Güneş Ticaret A.Ş.');
  });

  it('keeps the document settings, shows them to screens, and locks printed documents when asked', async () => {
    const settings = {
      defaultDueDays: 30,
      mergeScannedLines: false,
      printAfterSave: true,
      lockPrinted: true,
    };
    const saved = await t.call('PUT', '/api/settings/document-settings', { token: admin, body: settings });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    const ui = await t.call('GET', '/api/modules/frontappui', { token: admin });
    expect(ui.envelope.data.app.preferences).toMatchObject({
      default_due_days: 30,
      merge_scanned_lines: false,
      print_after_save: true,
      lock_printed: true,
    });
    const bad = await t.call('PUT', '/api/settings/document-settings', {
      token: admin,
      body: { ...settings, defaultDueDays: 400 },
    });
    expect(fieldErrors(bad)).toEqual({ defaultDueDays: 'En fazla 365 olabilir' });

    const invoice = await createInvoice(1);
    const unprinted = await t.call('PUT', `/api/documents/${invoice.id}`, {
      token: admin,
      body: { ...invoiceBody(1), description: 'Düzeltildi', version: invoice.version },
    });
    expect(unprinted.statusCode, JSON.stringify(unprinted.envelope)).toBe(200);
    await print(invoice.id);
    const locked = await t.call('PUT', `/api/documents/${invoice.id}`, {
      token: admin,
      body: { ...invoiceBody(1), version: unprinted.envelope.data.record.version },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.envelope.kiboMessage).toBe(
      'Yazdırılmış evrak değiştirilemez; gerekirse iptal edip yenisini düzenleyin',
    );
    // Cancelling stays possible; the cancelled paper prints marked as such.
    const cancelled = await t.call('POST', `/api/documents/${invoice.id}/cancel`, { token: admin });
    expect(cancelled.statusCode).toBe(200);
    expect((await textOf((await print(invoice.id)).rawPayload)).text).toContain('İPTAL EDİLDİ');
    await t.call('PUT', '/api/settings/document-settings', {
      token: admin,
      body: { ...settings, lockPrinted: false },
    });
  });

  it('a tracking slip is numbered and printed but moves no stock and no balance', async () => {
    const slip = await t.call('POST', '/api/documents', {
      token: admin,
      body: { ...invoiceBody(1), docType: 'trackingSlip' },
    });
    expect(slip.statusCode, JSON.stringify(slip.envelope)).toBe(200);
    const { id, number } = slip.envelope.data.record;
    expect(number).toMatch(/^[A-Z]+0*1$/);
    const moves = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM stock_moves WHERE company_id = $1 AND document_id = $2',
      [acme.id, id],
    );
    const entries = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM account_entries WHERE company_id = $1 AND document_id = $2',
      [acme.id, id],
    );
    expect([moves.rows[0].n, entries.rows[0].n]).toEqual([0, 0]);
    expect((await textOf((await print(id)).rawPayload)).text).toContain('TAKİP FİŞİ');
  });
});
