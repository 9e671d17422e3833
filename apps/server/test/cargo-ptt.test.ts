import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  nextPttBarcode,
  PttClient,
  pttBarcodeAt,
  pttBarcodeInRange,
  pttBarcodeValid,
  pttCheckDigit,
  pttEventState,
} from '../src/modules/cargo/carriers/ptt.ts';
import {
  type CarrierAccount,
  CarrierError,
  type ShipmentOrder,
} from '../src/modules/cargo/carriers/types.ts';
import { type FakePtt, startFakePtt } from './fakes/cargo-ptt.ts';

// PTT Kargo's client against a local pair of its SOAP services: uploads under barcodes drawn from
// the allotted range, tracking once the counter has accepted the parcel, deletes before that, and
// each refusal in PTT's words; and the range arithmetic the settings and the queue rely on.

let fake: FakePtt;
let drawn = 0;
let count = 0;
const accountOf = (extra: Partial<CarrierAccount> = {}): CarrierAccount => ({
  carrier: 'ptt',
  url: fake.url,
  ...fake.account,
  ...extra,
});
const client = (extra: Partial<CarrierAccount> = {}) => new PttClient(accountOf(extra));
const order = (extra: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  cargoKey: `KB${Date.now().toString(36).toUpperCase()}${count++}`,
  documentNo: 'KBO2026000000123',
  receiver: {
    name: 'Mehmet Öztürk',
    phone: '0 (532) 111 22 33',
    email: 'mehmet@example.com',
    address: 'Kızılırmak Cad. No:5 Kat 2',
    province: 'Ankara',
    provincePlate: 6,
    district: 'Çankaya',
    postalCode: '06420',
    taxId: '',
  },
  parcels: 1,
  desi: '2.5',
  weightKg: '2.3504',
  payer: 'sender',
  note: '',
  barcode: pttBarcodeAt(fake.range.from, drawn++),
  ...extra,
});
const keysOf = (made: ShipmentOrder, ref = '') => ({
  cargoKey: made.cargoKey,
  ref,
  trackingNo: made.barcode ?? '',
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a CarrierError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CarrierError);
      return error as CarrierError;
    },
  );

beforeAll(async () => {
  fake = await startFakePtt();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
});

describe('PTT: barcodes of the allotted range', () => {
  it('adds the check digit PTT’s document shows, and counts through the range', () => {
    expect(pttCheckDigit('275036569845')).toBe('6');
    expect(pttCheckDigit('000000000055')).toBe('0');
    expect(pttBarcodeAt('275036569845', 0)).toBe('2750365698456');
    // A bound typed with its check digit counts from the same number.
    expect(pttBarcodeAt('2750365698456', 1)).toBe(`275036569846${pttCheckDigit('275036569846')}`);
    expect(nextPttBarcode('2750365698456')).toBe(pttBarcodeAt('275036569845', 1));
    expect(pttBarcodeAt('000000009999', 1)).toBe(`000000010000${pttCheckDigit('000000010000')}`);
    expect(() => pttBarcodeAt('999999999999', 1)).toThrow(RangeError);
    expect(() => pttBarcodeAt('12345', 0)).toThrow(RangeError);
  });

  it('tells a barcode of the range from one outside it or mistyped', () => {
    const first = pttBarcodeAt('275036569845', 0);
    const last = pttBarcodeAt('275036569899', 0);
    expect(pttBarcodeValid(first)).toBe(true);
    expect(pttBarcodeValid('2750365698457')).toBe(false);
    expect(pttBarcodeInRange(first, '275036569845', '275036569899')).toBe(true);
    expect(pttBarcodeInRange(last, '2750365698456', '275036569899')).toBe(true);
    expect(pttBarcodeInRange(pttBarcodeAt('275036569899', 1), '275036569845', '275036569899')).toBe(false);
    expect(pttBarcodeInRange('2750365698457', '275036569845', '275036569899')).toBe(false);
  });
});

describe('PTT: uploads', () => {
  it('proves the password with a harmless query, and refuses a wrong one as auth', async () => {
    await client().testConnection();
    const wrong = await failure(client({ password: 'yanlis' }).testConnection());
    expect(wrong.kind).toBe('auth');
    const upload = await failure(client({ password: 'yanlis' }).create(order()));
    expect(upload.kind).toBe('auth');
    expect(upload.message).toContain('web servis şifresi hatalı');
  });

  it('uploads the shipment as given: names in capitals, grams, the barcode, the cargo key as reference', async () => {
    const made = order();
    const created = await client().create(made);
    expect(created).toEqual({
      ref: `${made.cargoKey}-${made.barcode}`,
      trackingNo: made.barcode,
      barcodes: [made.barcode],
    });
    expect(fake.lines.get(made.barcode!)).toMatchObject({
      aAdres: 'Kızılırmak Cad. No:5 Kat 2',
      agirlik: '2351',
      aliciAdi: 'Mehmet Öztürk',
      aliciEmail: 'mehmet@example.com',
      aliciIlAdi: 'ANKARA',
      aliciIlceAdi: 'ÇANKAYA',
      aliciSms: '5321112233',
      aliciTel: '5321112233',
      barkodNo: made.barcode,
      desi: '2.5',
      musteriReferansNo: made.cargoKey,
      odemesekli: 'MH',
      dosyaAdi: `${made.cargoKey}-${made.barcode}`,
      gonderiTip: 'NORMAL',
      gonderiTur: 'KARGO',
      kullanici: 'PttWs',
    });
    expect(fake.lines.get(made.barcode!)!.ekhizmet).toBeUndefined();
    expect(fake.lines.get(made.barcode!)!.odeme_sart_ucreti).toBeUndefined();
    expect(fake.shipments.get(made.cargoKey)).toMatchObject({
      codAmount: null,
      payer: 'sender',
      state: 'created',
    });
  });

  it('asks the courier to collect the amount exactly when it is cash on delivery', async () => {
    const made = order({ cod: { amount: '1250.5' }, payer: 'receiver' });
    await client().create(made);
    expect(fake.lines.get(made.barcode!)).toMatchObject({
      ekhizmet: 'OS',
      odeme_sart_ucreti: '1250.50',
      odemesekli: 'UA',
    });
    expect(fake.shipments.get(made.cargoKey)).toMatchObject({ codAmount: '1250.50', payer: 'receiver' });
  });

  it('refuses, before asking PTT, a shipment without a barcode, with a mistyped one or in several boxes', async () => {
    const none = await failure(client().create(order({ barcode: undefined })));
    expect(none.kind).toBe('refused');
    expect(none.message).toContain('barkod aralığını girin');
    const mistyped = await failure(client().create(order({ barcode: '2750365698457' })));
    expect(mistyped.message).toContain('geçerli bir PTT barkodu değil');
    const boxes = await failure(client().create(order({ parcels: 2 })));
    expect(boxes.message).toContain('her koliyi ayrı barkodla');
    expect(fake.calls).toHaveLength(0);
  });

  it('answers a repeated upload as a duplicate, holding the shipment once', async () => {
    const made = order();
    await client().create(made);
    const again = await failure(client().create(made));
    expect(again.kind).toBe('duplicate');
    expect(fake.shipments.get(made.cargoKey)!.times).toBe(2);
    expect([...fake.lines.keys()].filter((barcode) => barcode === made.barcode)).toHaveLength(1);
  });

  it('shows each PTT refusal in its words', async () => {
    for (const [code, shown] of Object.entries(fake.errorCodes)) {
      fake.refuseNext(code);
      const error = await failure(client().create(order()));
      expect(error.code, code).toBe(code);
      expect(error.message, code).toContain(shown);
    }
  });

  it('counts an outage or a silent service as unreachable', async () => {
    fake.trouble(1, 'down', 'kabulEkle2');
    expect((await failure(client().create(order()))).kind).toBe('unreachable');
    fake.trouble(1, 'silent', 'kabulEkle2');
    const silent = await failure(client({ timeoutMs: 300 }).create(order()));
    expect(silent.kind).toBe('unreachable');
    expect(silent.code).toBe('TIMEOUT');
  });
});

describe('PTT: tracking and cancelling', () => {
  it('knows nothing before the counter accepts the parcel, then follows it to delivery', async () => {
    const made = order();
    const created = await client().create(made);
    const keys = keysOf(made, created.ref);
    expect(await client().track(keys)).toEqual({ state: 'created', trackingNo: made.barcode, events: [] });
    for (const state of ['pickedUp', 'inTransit', 'outForDelivery', 'delivered'] as const) {
      fake.advance(made.cargoKey, state);
      expect((await client().track(keys)).state, state).toBe(state);
    }
    const answer = await client().track(keys);
    expect(answer.events.map((event) => [event.code, event.state, event.text])).toEqual([
      ['1', 'pickedUp', 'Kabul Edildi'],
      ['77', 'inTransit', 'Sevk Edildi'],
      ['7', 'outForDelivery', 'Dağıtıcıya Verildi'],
      ['100', 'delivered', 'Teslim Edildi'],
    ]);
    expect(answer.events[0]).toMatchObject({ at: '2026-03-20T10:00:00+03:00', location: 'İSTANBUL/KADIKÖY' });
  });

  it('finds the barcode in the reference when the tracking number was not kept', async () => {
    const made = order();
    const created = await client().create(made);
    fake.advance(made.cargoKey, 'pickedUp');
    expect((await client().track({ cargoKey: made.cargoKey, ref: created.ref, trackingNo: '' })).state).toBe(
      'pickedUp',
    );
  });

  it('deletes an upload the counter has not accepted, takes "already deleted" as done, and refuses after acceptance', async () => {
    const made = order();
    const created = await client().create(made);
    await client().cancel(keysOf(made, created.ref), 'Müşteri vazgeçti');
    expect(fake.shipments.get(made.cargoKey)!.state).toBe('cancelled');
    await client().cancel(keysOf(made, created.ref), 'Müşteri vazgeçti');

    const taken = order();
    const takenMade = await client().create(taken);
    fake.advance(taken.cargoKey, 'pickedUp');
    const refused = await failure(client().cancel(keysOf(taken, takenMade.ref), ''));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toContain('PTT’den iptal ettirilebilir');
  });

  it('reads PTT’s movement codes: a failed attempt keeps the parcel out, only a lost one fails', () => {
    expect(
      ['1', '701', '77', '7', '195', '100', '814', '120', '153', '2', '717', '159'].map(pttEventState),
    ).toEqual([
      'pickedUp',
      'pickedUp',
      'inTransit',
      'outForDelivery',
      'outForDelivery',
      'delivered',
      'delivered',
      'returned',
      'returned',
      'cancelled',
      'failed',
      undefined,
    ]);
  });

  it('names the places in PTT’s capitals', async () => {
    expect(await client().place('İzmir', 35, 'Karşıyaka')).toEqual({
      provinceName: 'İZMİR',
      districtName: 'KARŞIYAKA',
      provinceCode: '35',
    });
  });
});
