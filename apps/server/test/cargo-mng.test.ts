import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MngClient, mngBarcodeRetry } from '../src/modules/cargo/carriers/mng.ts';
import { mngState, mngTime } from '../src/modules/cargo/carriers/mng-wire.ts';
import {
  type CarrierAccount,
  CarrierError,
  type ShipmentOrder,
} from '../src/modules/cargo/carriers/types.ts';
import { type FakeMng, startFakeMng } from './fakes/cargo-mng.ts';

// MNG Kargo's client against a local apizone: shipments made in two calls with a ZPL per piece,
// the destination branch waited for, tokens kept and renewed, places matched by folded name,
// tracking to delivery, the two-step cancel, and each refusal in the clerk's words.

let fake: FakeMng;
let count = 0;
const accountOf = (extra: Partial<CarrierAccount> = {}): CarrierAccount => ({
  carrier: 'mng',
  url: fake.url,
  ...fake.account,
  ...extra,
});
const client = (extra: Partial<CarrierAccount> = {}) => new MngClient(accountOf(extra));
const order = (extra: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  cargoKey: `kb-${Date.now().toString(36)}-${count++}`,
  documentNo: 'KBO2026000000123',
  receiver: {
    name: 'Ayşe Yılmaz',
    phone: '+90 532 123 45 67',
    email: 'ayse@example.com',
    address: 'Caferağa Mah. Moda Cad. No:12 D:3',
    province: 'İstanbul',
    provincePlate: 34,
    district: 'Kadıköy',
    postalCode: '34710',
    taxId: '11111111110',
  },
  parcels: 1,
  desi: '3.5',
  weightKg: '2.250',
  payer: 'sender',
  note: '',
  ...extra,
});
const keysOf = (cargoKey: string, trackingNo = '') => ({ cargoKey, ref: cargoKey, trackingNo });
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
const calls = (part: string) => fake.calls.filter((call) => call.path.includes(part)).length;

beforeAll(async () => {
  fake = await startFakeMng();
  mngBarcodeRetry.waitsMs = [5, 5];
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
});

describe('MNG: session', () => {
  it('logs in with the customer number, keeps the token for the next client, and refuses wrong credentials as auth', async () => {
    await client().testConnection();
    await client().place('Ankara', 6, 'Çankaya');
    await client().place('Ankara', 6, 'Keçiören');
    expect(calls('/token')).toBe(1);
    const wrongPassword = await failure(client({ password: 'yanlış' }).testConnection());
    expect(wrongPassword.kind).toBe('auth');
    expect(wrongPassword.message).toContain('MNG oturumu açılamadı');
    const wrongKey = await failure(client({ apiSecret: 'baska-gizli' }).create(order()));
    expect(wrongKey.kind).toBe('auth');
    expect(wrongKey.message).toContain('Client Id / Secret) geçersiz ya da API aboneliği yok');
    const mistyped = await failure(client({ apiSecret: 'başka' }).testConnection());
    expect(mistyped.kind).toBe('auth');
    expect(mistyped.message).toContain('geçersiz karakter');
  });

  it('renews an expired token with its refresh token and makes the call again', async () => {
    const made = order();
    await client().create(made);
    fake.expireTokens();
    fake.calls.length = 0;
    const answer = await client().track(keysOf(made.cargoKey));
    expect(answer.state).toBe('created');
    expect(calls('/refresh/')).toBe(1);
    expect(calls('/token')).toBe(0);
    expect(calls('/getshipmentstatus/')).toBe(2);
  });
});

describe('MNG: places', () => {
  it('finds the codes by folded name, however the clerk spelled it', async () => {
    const eyup = await client().place('İstanbul', 34, 'Eyupsultan');
    expect(eyup).toEqual({
      provinceName: 'İSTANBUL',
      districtName: 'EYÜPSULTAN',
      provinceCode: '34',
      districtCode: '1327',
    });
    expect(await client().place('istanbul', 34, 'EYÜPSULTAN')).toEqual(eyup);
    expect((await client().place('İzmir', 35, 'Karşıyaka')).districtCode).toBe('1448');
    expect((await client().place('Izmir', 35, 'buca')).districtCode).toBe('2006');
    const unknown = await failure(client().place('Ankara', 6, 'Atlantis'));
    expect(unknown.kind).toBe('refused');
    expect(unknown.message).toBe(
      'MNG Kargo ilçe listesinde "Atlantis" bulunamadı; alıcının adresindeki ilçe adını düzeltin.',
    );
  });

  it('asks for each list once a day', async () => {
    await client().place('Ankara', 6, 'Altındağ');
    await client().place('Ankara', 6, 'Çankaya');
    expect(calls('/getcities')).toBe(0);
    expect(calls('/getdistricts/')).toBe(0);
  });
});

describe('MNG: shipments', () => {
  it('sends the order as given, with the cash on delivery amount exactly, and answers a ZPL label per piece', async () => {
    const made = order({
      parcels: 3,
      desi: '7.5',
      weightKg: '4.2',
      payer: 'receiver',
      cod: { amount: '1250.50' },
      note: 'Cam, dikkat',
    });
    const created = await client().create(made);
    const sent = fake.orders.get(made.cargoKey.toUpperCase())!;
    expect(sent.order).toMatchObject({
      referenceId: made.cargoKey.toUpperCase(),
      barcode: made.cargoKey.toUpperCase(),
      billOfLandingId: 'KBO2026000000123',
      isCOD: 1,
      paymentType: 2,
      content: 'Cam, dikkat',
    });
    expect(sent.recipient).toMatchObject({
      cityCode: 34,
      districtCode: 1421,
      cityName: 'İSTANBUL',
      districtName: 'KADIKÖY',
      fullName: 'Ayşe Yılmaz',
      mobilePhoneNumber: '5321234567',
      email: 'ayse@example.com',
      taxNumber: '11111111110',
    });
    // Each piece carries its share, in whole desi and kilograms rounded up.
    expect(sent.orderPieceList).toEqual(
      [1, 2, 3].map((n) => ({
        barcode: `${made.cargoKey.toUpperCase()}_PARCA${n}`,
        desi: 3,
        kg: 2,
        content: 'Cam, dikkat',
      })),
    );
    const held = fake.shipments.get(made.cargoKey.toUpperCase())!;
    expect(held).toMatchObject({
      codAmount: '1250.50',
      payer: 'receiver',
      parcels: 3,
      documentNo: 'KBO2026000000123',
    });
    expect(created.trackingNo).toBe(held.trackingNo);
    expect(created.barcodes).toHaveLength(3);
    expect(created.label?.format).toBe('zpl');
    const labels = created.label!.data.split('\n');
    expect(labels).toHaveLength(3);
    expect(labels.every((zpl) => zpl.startsWith('^XA') && zpl.endsWith('^XZ'))).toBe(true);
    expect(labels[2]).toContain(created.barcodes![2]);
  });

  it('sends no amount to collect when there is none', async () => {
    const made = order();
    await client().create(made);
    expect(fake.orders.get(made.cargoKey.toUpperCase())!.order).toMatchObject({
      isCOD: 0,
      codAmount: 0,
      paymentType: 1,
    });
    expect(fake.shipments.get(made.cargoKey.toUpperCase())!.codAmount).toBeNull();
  });

  it('waits for MNG to find the destination branch and asks for the barcode again', async () => {
    const pending = await startFakeMng({ barcodePendingOnce: true });
    try {
      const made = order();
      const created = await new MngClient({ carrier: 'mng', url: pending.url, ...pending.account }).create(
        made,
      );
      expect(created.label?.data).toContain('^XA');
      expect(pending.calls.filter((call) => call.path.includes('/createbarcode'))).toHaveLength(2);
    } finally {
      await pending.close();
    }
  });

  it('answers a repeated cargo key as a duplicate, holding the shipment once', async () => {
    const made = order();
    await client().create(made);
    const again = await failure(client().create(made));
    expect(again.kind).toBe('duplicate');
    expect(fake.shipments.get(made.cargoKey.toUpperCase())!.times).toBe(2);
    expect([...fake.shipments.keys()].filter((key) => key === made.cargoKey.toUpperCase())).toHaveLength(1);
  });

  it('finishes a create whose barcode answer was lost: the retry finds the order and gets the label', async () => {
    const made = order();
    fake.trouble(1, 'down', '/createbarcode');
    expect((await failure(client().create(made))).kind).toBe('unreachable');
    const created = await client().create(made);
    expect(created.label?.format).toBe('zpl');
    expect(fake.shipments.get(made.cargoKey.toUpperCase())!.times).toBe(2);
  });

  it('shows each MNG refusal in the clerk’s words', async () => {
    for (const [code, shown] of Object.entries(fake.errorCodes)) {
      fake.refuseNext(code);
      const error = await failure(client().create(order()));
      expect(error.code, code).toBe(code);
      expect(error.message, code).toContain(shown);
    }
  });

  it('counts an outage or a silent service as unreachable', async () => {
    fake.trouble(1, 'down', '/createOrder');
    const down = await failure(client().create(order()));
    expect(down.kind).toBe('unreachable');
    fake.trouble(1, 'silent', '/createOrder');
    const silent = await failure(client({ timeoutMs: 300 }).create(order()));
    expect(silent.kind).toBe('unreachable');
    expect(silent.code).toBe('TIMEOUT');
  });
});

describe('MNG: tracking and cancelling', () => {
  it('follows a shipment to delivery with its movements', async () => {
    const made = order();
    const created = await client().create(made);
    const key = made.cargoKey.toUpperCase();
    const keys = keysOf(made.cargoKey, created.trackingNo);
    expect((await client().track(keys)).state).toBe('created');
    for (const [state, expected] of [
      ['pickedUp', 'inTransit'],
      ['inTransit', 'inTransit'],
      ['outForDelivery', 'outForDelivery'],
      ['failed', 'outForDelivery'],
      ['delivered', 'delivered'],
    ] as const) {
      fake.advance(key, state);
      expect((await client().track(keys)).state, state).toBe(expected);
    }
    const answer = await client().track(keys);
    expect(answer.trackingNo).toBe(created.trackingNo);
    expect(answer.events.map((event) => event.text)).toEqual([
      'Gönderi Hazırlandı',
      'Gönderi Kabul Edildi',
      'Teslimat Birimine Ulaştı',
      'Dağıtıma Çıkarıldı',
      'Teslim Edilemedi - Adreste Bulunamadı',
      'Teslim Edildi',
    ]);
    expect(answer.events[0]!.at).toMatch(/^2026-03-20T\d{2}:00:00\+03:00$/);
    expect(answer.events[1]!.location).toBe('Çankaya Şube');
  });

  it('cancels the barcode and then the order, takes "already cancelled" as done, and refuses after pickup', async () => {
    const made = order();
    const created = await client().create(made);
    const keys = keysOf(made.cargoKey, created.trackingNo);
    await client().cancel(keys, 'Müşteri vazgeçti');
    expect(fake.shipments.get(made.cargoKey.toUpperCase())!.state).toBe('cancelled');
    await client().cancel(keys, 'Müşteri vazgeçti');

    // Taken as a duplicate, the shipment's number was never kept: MNG is asked for it.
    const unnumbered = order();
    await client().create(unnumbered);
    await client().cancel(keysOf(unnumbered.cargoKey), '');
    expect(fake.shipments.get(unnumbered.cargoKey.toUpperCase())!.state).toBe('cancelled');

    const taken = order();
    const takenMade = await client().create(taken);
    fake.advance(taken.cargoKey.toUpperCase(), 'pickedUp');
    const refused = await failure(client().cancel(keysOf(taken.cargoKey, takenMade.trackingNo), ''));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toContain('iptal edilemez');
  });

  it('reads MNG’s codes and times', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 99].map(mngState)).toEqual([
      'created',
      'created',
      'inTransit',
      'inTransit',
      'outForDelivery',
      'delivered',
      'outForDelivery',
      'returned',
      'inTransit',
      'inTransit',
    ]);
    expect(mngTime('2019-02-12 20:30:45')).toBe('2019-02-12T20:30:45+03:00');
    expect(mngTime('13-02-2019 12:03')).toBe('2019-02-13T12:03:00+03:00');
    expect(mngTime('10.03.2020 16:05:00')).toBe('2020-03-10T16:05:00+03:00');
  });
});
