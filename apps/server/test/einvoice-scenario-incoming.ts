import { randomUUID } from 'node:crypto';
import type { IntegratorCode } from '@kibo/contracts';
import { todayInTurkey } from '@kibo/domain';
import { buildInvoice } from '@kibo/ubl-tr';
import { sampleSupplierInvoice } from '@kibo/ubl-tr/samples';
import { describe, expect, it } from 'vitest';
import type { EinvoiceWorld } from './einvoice-world.ts';
import type { FakeIntegrator } from './fakes/common.ts';

// The scenario's incoming half (einvoice-scenario.ts tells the outgoing one): invoices fetched from
// the integrator's inbox, answered within their eight days, and drafted into purchase invoices.

/** The integrator's fake and the company, set up by the scenario before its tests run. */
export interface Scene {
  fake: FakeIntegrator;
  world: EinvoiceWorld;
}

export function describeIncoming(integrator: IntegratorCode, scene: Scene): void {
  const base = `/api/einvoice/${integrator}`;

  describe(`${integrator}: incoming invoices`, () => {
    const supplierTaxId = '1111111114';
    /** A TICARIFATURA from a supplier, waiting in our inbox at the integrator. */
    const arrive = (date: string, number: string) => {
      const uuid = randomUUID();
      const xml = buildInvoice(
        sampleSupplierInvoice({ uuid, number, date, supplierTaxId, bookmarkCode: 'AYR-77' }),
      );
      scene.fake.incoming.set(uuid, {
        uuid,
        number,
        date,
        profile: 'TICARIFATURA',
        type: 'SATIS',
        senderTaxId: supplierTaxId,
        senderName: 'Kağıt Tedarik A.Ş.',
        payable: '1030.00',
        xml,
      });
      return uuid;
    };
    const incomingRow = async (uuid: string) => {
      const list = await scene.world.call('GET', `${base}/incoming?pageSize=200`);
      expect(list.statusCode, JSON.stringify(list.envelope)).toBe(200);
      return (
        list.envelope.data.rows as { id: number; uuid: string; status: string; respondBy: string }[]
      ).find((row) => row.uuid === uuid)!;
    };

    it('fetches new invoices, marks them taken there, and drafts a purchase invoice that learns the supplier’s codes', async () => {
      const uuid = arrive(todayInTurkey(), 'KGT2026000000031');
      const fetched = await scene.world.call('POST', `${base}/incoming/fetch`);
      expect(fetched.statusCode, JSON.stringify(fetched.envelope)).toBe(200);
      expect(fetched.envelope.data.added).toBe(1);
      expect(scene.fake.incoming.get(uuid)?.taken).toBe(true);
      // Fetched again: nothing new, nothing twice.
      expect((await scene.world.call('POST', `${base}/incoming/fetch`)).envelope.data.added).toBe(0);
      const row = await incomingRow(uuid);
      expect(row).toMatchObject({ status: 'awaitingApproval' });

      const draft = (await scene.world.call('GET', `${base}/incoming/${row.id}/draft`)).envelope.data;
      expect(draft).toMatchObject({
        docType: 'purchaseInvoice',
        accountId: null,
        counterpartyNo: 'KGT2026000000031',
      });
      expect(draft.supplier).toMatchObject({ taxId: supplierTaxId, name: 'Kağıt Tedarik A.Ş.', found: null });
      expect(draft.lines[0]).toMatchObject({
        itemId: scene.world.ids.book,
        matchedBy: 'code',
        // Counted in the item's main unit (C62), so no other unit.
        unitId: null,
        quantity: '10',
        unitPrice: '80',
      });
      expect(draft.lines[1]).toMatchObject({ itemId: null, supplierCode: 'AYR-77', discounts: ['10'] });

      // The firm was also kept as a customer; the clerk makes its supplier card, which the draft
      // then takes, picks the item for the unknown line and saves.
      const asCustomer = await scene.world.call('POST', '/api/accounts', {
        title: 'Kağıt Tedarik (perakende)',
        taxId: supplierTaxId,
      });
      expect(asCustomer.statusCode, JSON.stringify(asCustomer.envelope)).toBe(200);
      const supplier = await scene.world.call('POST', '/api/accounts', {
        title: 'Kağıt Tedarik A.Ş.',
        role: 'supplier',
        taxId: supplierTaxId,
      });
      expect(supplier.statusCode, JSON.stringify(supplier.envelope)).toBe(200);
      const accountId = supplier.envelope.data.record.id;
      const again = (await scene.world.call('GET', `${base}/incoming/${row.id}/draft`)).envelope.data;
      expect(again.accountId).toBe(accountId);
      const saved = await scene.world.call('POST', '/api/documents', {
        docType: 'purchaseInvoice',
        date: again.date,
        warehouseId: scene.world.ids.store,
        accountId,
        counterpartyNo: again.counterpartyNo,
        lines: again.lines.map((line: Record<string, unknown>) => ({
          itemId: line.itemId ?? scene.world.ids.book,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          discounts: line.discounts,
          vatRate: line.vatRate,
        })),
      });
      expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
      const linked = await scene.world.call('POST', `${base}/incoming/${row.id}/link`, {
        documentId: saved.envelope.data.record.id,
      });
      expect(linked.statusCode, JSON.stringify(linked.envelope)).toBe(200);
      // Its payable is the e-invoice's: 800 + 80 VAT, 112.50 + 22.50 VAT.
      const purchase = await scene.world.call('GET', `/api/documents/${saved.envelope.data.record.id}`);
      expect(Number(purchase.envelope.data.payable)).toBe(1015);

      // The next invoice from this supplier finds the item by the supplier's own code.
      const next = arrive(todayInTurkey(), 'KGT2026000000032');
      await scene.world.call('POST', `${base}/incoming/fetch`);
      const nextRow = await incomingRow(next);
      const nextDraft = (await scene.world.call('GET', `${base}/incoming/${nextRow.id}/draft`)).envelope.data;
      expect(nextDraft.lines[1]).toMatchObject({ itemId: scene.world.ids.book, matchedBy: 'supplierCode' });
    });

    it('rejects a commercial invoice with a reason, once, and refuses an answer after eight days', async () => {
      const uuid = arrive(todayInTurkey(), 'KGT2026000000041');
      await scene.world.call('POST', `${base}/incoming/fetch`);
      const row = await incomingRow(uuid);
      const noReason = await scene.world.call('POST', `${base}/incoming/${row.id}/respond`, {
        answer: 'reject',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.envelope.kiboMessage).toBe('Red sebebini yazınız');
      const rejected = await scene.world.call('POST', `${base}/incoming/${row.id}/respond`, {
        answer: 'reject',
        reason: 'Fiyat farkı var',
      });
      expect(rejected.statusCode, JSON.stringify(rejected.envelope)).toBe(200);
      expect(rejected.envelope.data).toMatchObject({ status: 'rejected', response: 'rejected' });
      expect(scene.fake.incoming.get(uuid)?.answer).toEqual({ accepted: false, reason: 'Fiyat farkı var' });
      const twice = await scene.world.call('POST', `${base}/incoming/${row.id}/respond`, {
        answer: 'accept',
      });
      expect(twice.envelope.kiboMessage).toBe('Bu faturaya yanıt verilmiş');

      const old = new Date(`${todayInTurkey()}T00:00:00Z`);
      old.setUTCDate(old.getUTCDate() - 10);
      const late = arrive(old.toISOString().slice(0, 10), 'KGT2026000000042');
      await scene.world.call('POST', `${base}/incoming/fetch`);
      const lateRow = await incomingRow(late);
      const tooLate = await scene.world.call('POST', `${base}/incoming/${lateRow.id}/respond`, {
        answer: 'accept',
      });
      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.envelope.kiboMessage).toContain('Yanıt süresi');
      expect(scene.fake.incoming.get(late)?.answer).toBeUndefined();
    });
  });
}
