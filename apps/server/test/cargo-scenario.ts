import type { CarrierCode } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CargoWorld, makeCargoWorld } from './cargo-world.ts';
import type { FakeCarrier } from './fakes/cargo-common.ts';
import { pdfText } from './harness.ts';

// The same story told to every carrier through our API, database and worker: an account saved with
// its secret sealed, a waybill shipped with cash on delivery, followed to delivered, labels printed,
// a shipment cancelled, each of the carrier's error codes shown in Turkish, and a carrier down for a
// while retried without a second parcel.

export function cargoScenario(carrier: CarrierCode, start: () => Promise<FakeCarrier>) {
  describe(`cargo through ${carrier}`, () => {
    let world: CargoWorld;
    let fake: FakeCarrier;
    beforeAll(async () => {
      [world, fake] = await Promise.all([makeCargoWorld(), start()]);
    });
    afterAll(async () => {
      await fake.close();
      await world.close();
    });
    const parcel = (documentId: number, changes: object = {}) => ({
      documentId,
      parcels: 1,
      desi: '2',
      weightKg: '1.5',
      ...changes,
    });
    const held = () => [...fake.shipments.values()];
    // PTT takes each parcel under a barcode of its own, as a shipment of its own.
    const parcels = carrier === 'ptt' ? 1 : 2;

    it('keeps the account with its secrets sealed, never sent back, and tests the connection', async () => {
      await world.connect(carrier, fake);
      const settings = (await world.call('GET', `/api/cargo/${carrier}/settings`)).envelope.data;
      expect(settings).toMatchObject({ active: true, hasPassword: true });
      expect(settings).not.toHaveProperty('password');
      expect(Object.values(settings)).not.toContain(fake.account.password);
      const stored = await world.t.database.pool.query(
        'SELECT secrets FROM cargo_accounts WHERE carrier = $1',
        [carrier],
      );
      expect(stored.rows[0].secrets).toMatch(/^v1:/);
      expect(stored.rows[0].secrets).not.toContain(fake.account.password);
      expect((await world.call('POST', `/api/cargo/${carrier}/settings/test`)).statusCode).toBe(200);
      await world.connect(carrier, fake, { password: 'yanlis-sifre' });
      const refused = await world.call('POST', `/api/cargo/${carrier}/settings/test`);
      expect(refused.statusCode).toBe(400);
      expect(refused.envelope.kiboMessage).toMatch(/kabul etmedi/);
      await world.connect(carrier, fake);
    });

    let shipped: { documentId: number; shipmentId: number };
    it('ships a waybill with cash on delivery, once however often it is sent', async () => {
      const documentId = await world.invoice();
      const [result] = await world.send(carrier, [parcel(documentId, { parcels, codAmount: '1250.50' })]);
      expect(result).toMatchObject({ ok: true });
      shipped = { documentId, shipmentId: result!.shipmentId! };
      expect(await world.work()).toBe(1);
      const row = await world.shipment(shipped.shipmentId);
      expect(row).toMatchObject({ state: 'created', attempts: 0, status_text: '' });
      const [atCarrier] = held();
      expect(atCarrier).toMatchObject({ parcels, codAmount: '1250.50', times: 1 });
      expect(atCarrier!.receiverName).toContain('Ayşe');
      // A double click: the same shipment answers, the carrier is not asked again.
      const [again] = await world.send(carrier, [parcel(documentId)]);
      expect(again).toMatchObject({ ok: true, shipmentId: shipped.shipmentId });
      await world.work();
      expect(held()).toHaveLength(1);
      expect(held()[0]!.times).toBe(1);
      // On its way, the document cannot be cancelled from under it.
      const cancel = await world.call('POST', `/api/documents/${documentId}/cancel`);
      expect(cancel.statusCode).toBe(400);
    });

    it('follows the parcel to delivered as the carrier reports it', async () => {
      const [atCarrier] = held();
      for (const state of ['pickedUp', 'inTransit', 'outForDelivery', 'delivered'] as const) {
        if (fake.unreported?.includes(state)) continue;
        fake.advance(atCarrier!.cargoKey, state);
        await world.due();
        await world.work();
        expect((await world.shipment(shipped.shipmentId)).state).toBe(state);
      }
      const row = await world.shipment(shipped.shipmentId);
      expect(row.next_attempt_at).toBeNull();
      expect((row.events as unknown[]).length).toBeGreaterThan(0);
      const list = await world.call('GET', `/api/cargo/${carrier}/shipments`);
      expect(list.envelope.data.rows[0]).toMatchObject({ state: 'delivered', codAmount: '1250.50' });
      expect(list.envelope.data.rows[0].trackingLink).toMatch(/^https:\/\//);
    });

    it('prints its labels as a PDF of one page per parcel, the cash on delivery on them', async () => {
      const answer = await world.call('GET', `/api/cargo/${carrier}/labels?ids=${shipped.shipmentId}`);
      expect(answer.headers['content-type']).toContain('application/pdf');
      const { pages, text } = await pdfText(answer.rawPayload);
      expect(pages).toBe(parcels);
      expect(text).toContain('Ayşe Çağlayan');
      expect(text).toContain('KAPIDA ÖDEME: 1.250,50 TL');
      expect(text).toContain(`${parcels} / ${parcels}`);
    });

    it('cancels a shipment the carrier has not picked up, and then its document', async () => {
      const documentId = await world.waybill();
      const [result] = await world.send(carrier, [parcel(documentId)]);
      await world.work();
      const cancelled = await world.call(
        'POST',
        `/api/cargo/${carrier}/shipments/${result!.shipmentId}/cancel`,
        {
          reason: 'Müşteri vazgeçti',
        },
      );
      expect(cancelled.statusCode, JSON.stringify(cancelled.envelope)).toBe(200);
      expect(cancelled.envelope.data.state).toBe('cancelled');
      const key = (await world.shipment(result!.shipmentId!)).cargo_key as string;
      expect(fake.shipments.get(key)?.state).toBe('cancelled');
      expect((await world.call('POST', `/api/documents/${documentId}/cancel`)).statusCode).toBe(200);
    });

    it("shows each of the carrier's error codes in Turkish and lets the clerk send again", async () => {
      for (const [code, words] of Object.entries(fake.errorCodes)) {
        const documentId = await world.waybill();
        fake.refuseNext(code);
        const [result] = await world.send(carrier, [parcel(documentId)]);
        await world.work();
        const row = await world.shipment(result!.shipmentId!);
        expect(row.status_text, code).toContain(words);
        if (row.state === 'queued') {
          // A code that means "later" (credentials, the carrier not ready) waits and is tried again;
          // the clerk may cancel it meanwhile.
          expect(row.attempts, code).toBeGreaterThan(0);
          const cancelled = await world.call(
            'POST',
            `/api/cargo/${carrier}/shipments/${result!.shipmentId}/cancel`,
            {},
          );
          expect(cancelled.statusCode, code).toBe(200);
          continue;
        }
        expect(row.state, code).toBe('failed');
        const candidates = await world.call('GET', `/api/cargo/${carrier}/candidates`);
        const listed = candidates.envelope.data.rows.find((entry: { id: number }) => entry.id === documentId);
        expect(listed?.lastProblem).toContain(words);
        const [again] = await world.send(carrier, [parcel(documentId)]);
        expect(again!.shipmentId).not.toBe(result!.shipmentId);
        await world.work();
        expect((await world.shipment(again!.shipmentId!)).state).toBe('created');
      }
    });

    it('retries while the carrier is down and never sends a parcel twice', async () => {
      const documentId = await world.waybill();
      fake.trouble(2, 'down');
      const [result] = await world.send(carrier, [parcel(documentId)]);
      const id = result!.shipmentId!;
      await world.work();
      expect(await world.shipment(id)).toMatchObject({ state: 'queued', attempts: 1 });
      await world.due(id);
      await world.work();
      expect((await world.shipment(id)).attempts).toBe(2);
      await world.due(id);
      await world.work();
      const row = await world.shipment(result!.shipmentId!);
      expect(row.state).toBe('created');
      expect(fake.shipments.get(row.cargo_key as string)?.times).toBe(1);
      // The carrier took it but its answer was lost: the retry's duplicate counts as made.
      await world.t.database.pool.query("UPDATE shipments SET state = 'queued' WHERE id = $1", [id]);
      await world.due(id);
      await world.work();
      expect((await world.shipment(result!.shipmentId!)).state).toBe('created');
      expect([...fake.shipments.values()].filter((entry) => entry.cargoKey === row.cargo_key)).toHaveLength(
        1,
      );
      // Lost again, and cancelled by a clerk before the next try: the carrier, which has it, is told.
      await world.t.database.pool.query("UPDATE shipments SET state = 'queued', attempts = 1 WHERE id = $1", [
        id,
      ]);
      const cancel = (shipmentId: number) =>
        world.call('POST', `/api/cargo/${carrier}/shipments/${shipmentId}/cancel`, { reason: 'Vazgeçildi' });
      expect((await cancel(id)).statusCode).toBe(200);
      expect(fake.shipments.get(row.cargo_key as string)?.state).toBe('cancelled');
      // A try that never reached the carrier: its "no such shipment" is as good as cancelled.
      fake.trouble(1, 'down');
      const [unsent] = await world.send(carrier, [parcel(await world.waybill())]);
      await world.work();
      expect(await world.shipment(unsent!.shipmentId!)).toMatchObject({ state: 'queued', attempts: 1 });
      const dropped = await cancel(unsent!.shipmentId!);
      expect(dropped.statusCode, JSON.stringify(dropped.envelope)).toBe(200);
      expect((await world.shipment(unsent!.shipmentId!)).state).toBe('cancelled');
    });
  });
}
