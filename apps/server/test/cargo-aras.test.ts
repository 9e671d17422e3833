import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArasClient } from '../src/modules/cargo/carriers/aras.ts';
import type { CarrierAccount } from '../src/modules/cargo/carriers/types.ts';
import { accountOf, keysOf, sampleOrder } from './cargo-orders.ts';
import { startFakeAras } from './fakes/cargo-aras.ts';
import type { FakeCarrier } from './fakes/cargo-common.ts';

// The Aras client against its local fake (both of its services): what it sends arrives as sent, the carrier's answers
// come back as our states and kinds of refusal, in Turkish.

let fake: FakeCarrier;

beforeAll(async () => {
  fake = await startFakeAras();
});
afterAll(() => fake.close());

const connect = (changes: Partial<CarrierAccount> = {}) => new ArasClient(accountOf(fake, changes));
const order = sampleOrder;

describe('Aras Kargo', () => {
  it('proves the address and credentials, and names a wrong password as such', async () => {
    await expect(connect().testConnection()).resolves.toBeUndefined();
    await expect(connect({ password: 'yanlış' }).testConnection()).rejects.toMatchObject({ kind: 'auth' });
  });

  it('writes places in Turkish capitals', async () => {
    await expect(connect().place('İstanbul', 34, 'Kadıköy')).resolves.toMatchObject({
      provinceName: 'İSTANBUL',
      districtName: 'KADIKÖY',
    });
  });

  it('creates a shipment with its fields as sent, the COD amount exact, and our barcodes', async () => {
    const sent = order({ cod: { amount: '1250.5' }, payer: 'receiver' });
    const made = await connect().create(sent);
    expect(made).toEqual({ ref: sent.cargoKey, barcodes: [`${sent.cargoKey}01`, `${sent.cargoKey}02`] });
    expect(fake.shipments.get(sent.cargoKey)).toMatchObject({
      documentNo: sent.documentNo,
      receiverName: 'Ayşe Yılmaz',
      province: 'İSTANBUL',
      district: 'KADIKÖY',
      parcels: 2,
      desi: '3.5',
      codAmount: '1250.50',
      payer: 'receiver',
      times: 1,
      state: 'created',
    });
    const plain = order();
    await connect().create(plain);
    expect(fake.shipments.get(plain.cargoKey)).toMatchObject({ codAmount: null, payer: 'sender' });
  });

  it('follows a parcel from pickup to delivery, its events oldest first', async () => {
    const sent = order();
    const client = connect();
    await client.create(sent);
    await expect(client.track(keysOf(sent.cargoKey))).resolves.toMatchObject({
      state: 'created',
      events: [],
    });
    const steps = ['pickedUp', 'inTransit', 'outForDelivery', 'delivered'] as const;
    for (const step of steps) {
      fake.advance(sent.cargoKey, step);
      const answer = await client.track(keysOf(sent.cargoKey));
      expect(answer.state).toBe(step);
      expect(answer.trackingNo).toBe(fake.shipments.get(sent.cargoKey)?.trackingNo);
    }
    const { events } = await client.track(keysOf(sent.cargoKey));
    expect(events.map((event) => event.state)).toEqual([...steps]);
    expect(events.at(-1)?.text).toContain('TESLİM EDİLDİ');
    expect(events[0]).toMatchObject({ location: 'KADIKÖY', code: 'ÇIKIŞ ŞUBESİNDE' });
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort());
    expect(events[0]!.at).toMatch(/^2026-03-02T\d\d:20:00\+03:00$/);
  });

  it('reports a return', async () => {
    const sent = order();
    await connect().create(sent);
    fake.advance(sent.cargoKey, 'pickedUp');
    fake.advance(sent.cargoKey, 'returned');
    await expect(connect().track(keysOf(sent.cargoKey))).resolves.toMatchObject({ state: 'returned' });
  });

  it('cancels before pickup, counts a second cancel as done, and is refused after pickup', async () => {
    const client = connect();
    const sent = order();
    await client.create(sent);
    await client.cancel(keysOf(sent.cargoKey), 'Müşteri vazgeçti');
    expect(fake.shipments.get(sent.cargoKey)?.state).toBe('cancelled');
    await expect(client.cancel(keysOf(sent.cargoKey), 'Müşteri vazgeçti')).resolves.toBeUndefined();

    const moving = order();
    await client.create(moving);
    fake.advance(moving.cargoKey, 'pickedUp');
    await expect(client.cancel(keysOf(moving.cargoKey), 'Müşteri vazgeçti')).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('iptal etmedi'),
    });
  });

  it('answers a repeated cargo key as a duplicate, the carrier holding it once', async () => {
    const sent = order();
    await connect().create(sent);
    await expect(connect().create(sent)).rejects.toMatchObject({ kind: 'duplicate', code: '70027' });
    expect(fake.shipments.get(sent.cargoKey)?.times).toBe(2);
    expect([...fake.shipments.keys()].filter((key) => key === sent.cargoKey)).toHaveLength(1);
  });

  it('names a wrong password or customer code as an authentication problem', async () => {
    await expect(connect({ password: 'yanlış' }).create(order())).rejects.toMatchObject({
      kind: 'auth',
      code: '1000',
      message: expect.stringContaining('şifre hatalı'),
    });
    await expect(connect({ customerCode: '1' }).track(keysOf('KB-YOK'))).rejects.toMatchObject({
      kind: 'auth',
    });
  });

  it('shows each refusal in Turkish', async () => {
    for (const [code, words] of Object.entries(fake.errorCodes)) {
      fake.refuseNext(code);
      await expect(connect().create(order())).rejects.toMatchObject({
        kind: 'refused',
        code,
        message: expect.stringContaining(words),
      });
    }
  });

  it('counts a service that is down or silent as unreachable', async () => {
    fake.trouble(1, 'down');
    await expect(connect().create(order())).rejects.toMatchObject({ kind: 'unreachable' });
    fake.trouble(1, 'silent', 'GetQueryJSON');
    await expect(connect({ timeoutMs: 300 }).track(keysOf('KB-SESSIZ'))).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('escapes what it writes', async () => {
    const sent = order({ receiver: { ...order().receiver, name: 'Kaya & Oğulları <Ltd>' } });
    await connect().create(sent);
    expect(fake.shipments.get(sent.cargoKey)?.receiverName).toBe('Kaya & Oğulları <Ltd>');
  });
});
