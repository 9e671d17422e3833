import type { ShipmentState } from '@kibo/contracts';
import { escapeXml } from '@kibo/ubl-tr';
import { asList, asNode, asText, envelope, readEnvelope } from '../../src/platform/services/soap.ts';
import type { FakeCarrier, FakeShipment } from './cargo-common.ts';
import { startFake } from './common.ts';

// A local PTT Kargo web service pair (docs/integrations/ptt.md): PttVeriYukleme's kabulEkle2 and
// barkodVeriSil, GonderiHareketV2's barkodSorgu, Axis2-style SOAP with the customer id and password
// in every body. It checks the barcode's check digit, keeps each upload's file name for the delete,
// and knows a parcel for tracking only once the counter has accepted it.

export interface FakePtt extends FakeCarrier {
  /** The range the post office allotted to the account (12-digit bounds). */
  range: { from: string; to: string };
  /** The uploaded lines (dongu) as sent, by barcode, with the upload's header fields. */
  lines: Map<string, Record<string, string>>;
}

/** The codes refuseNext knows: PTT's words (not from PTT's documents: the client shows them as they come). */
const REFUSALS: Record<string, { text: string; shown: string }> = {
  '-1': { text: 'Kullanıcı adı veya şifre hatalı', shown: 'web servis şifresi hatalı' },
  '-2': { text: 'Alıcı adı en az 5 karakter olmalıdır', shown: 'PTT: Alıcı adı en az 5 karakter olmalıdır' },
  '-4': { text: 'Alıcı il ve ilçe adı eşleşmedi', shown: 'PTT: Alıcı il ve ilçe adı eşleşmedi' },
  '-6': { text: 'Ödeme şartlı gönderide tutar girilmelidir', shown: 'Ödeme şartlı gönderide tutar' },
};

/** The movement (IKODU, ISLEM) PTT records for each state the fake is moved to. */
const MOVES: Partial<Record<ShipmentState, [string, string]>> = {
  pickedUp: ['1', 'Kabul Edildi'],
  inTransit: ['77', 'Sevk Edildi'],
  outForDelivery: ['7', 'Dağıtıcıya Verildi'],
  delivered: ['100', 'Teslim Edildi'],
  returned: ['120', 'Göndericisine Teslim Edildi'],
  failed: ['717', 'Gönderi Akıbeti Belirlenemedi/Kayıp'],
  cancelled: ['2', 'İptal Edildi'],
};

const checkDigit = (body: string) =>
  String(
    (10 - ([...body].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 ? 3 : 1), 0) % 10)) % 10,
  );
const pad = (value: number) => String(value).padStart(2, '0');

export async function startFakePtt(): Promise<FakePtt> {
  const account = {
    username: '',
    password: 'Ptt.Sifre-42',
    customerCode: '900123456',
    apiKey: '',
    apiSecret: '',
  };
  const shipments = new Map<string, FakeShipment>();
  const lines = new Map<string, Record<string, string>>();
  const files = new Map<string, string>();
  const events = new Map<string, { code: string; text: string; at: Date; place: string }[]>();
  let pending: string | undefined;
  let clock = Date.UTC(2026, 2, 20, 6, 0, 0);

  const answer = (operation: string, namespace: string, fields: string) =>
    envelope(
      `<ns:${operation}Response xmlns:ns="${namespace}"><ns:return xmlns:ax="${namespace}/xsd">${fields}</ns:return></ns:${operation}Response>`,
    );
  const el = (name: string, value: string) => `<ax:${name}>${escapeXml(value)}</ax:${name}>`;
  const byBarcode = (barcode: string) =>
    [...shipments.values()].find((entry) => entry.trackingNo === barcode);

  const base = await startFake((request, body, response) => {
    const reply = (xml: string, status = 200) =>
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
    const path = request.url ?? '';
    const call = readEnvelope(body).body;
    const operation = Object.keys(call)[0] ?? '';
    const input = asNode(asNode(call[operation]).input ?? asNode(call[operation]).inpDelete);
    const text = (name: string) => asText(input[name]);
    if (request.headers.soapaction !== `"urn:${operation}"`)
      return reply(
        envelope(
          '<s:Fault><faultcode>s:Client</faultcode><faultstring>Bilinmeyen SOAPAction</faultstring></s:Fault>',
        ),
        500,
      );

    if (path.includes('/GonderiHareketV2') && operation === 'barkodSorgu') {
      const ns = 'http://hareket.ptt.gov.tr';
      if (text('musteri_no') !== account.customerCode || text('sifre') !== account.password)
        return reply(
          answer(
            operation,
            ns,
            el('sonucAciklama', 'Kullanıcı adı veya şifre hatalı') + el('sonucKodu', '1'),
          ),
        );
      const shipment = byBarcode(text('barkod'));
      const moves = events.get(text('barkod')) ?? [];
      if (!shipment || !moves.length)
        return reply(answer(operation, ns, el('sonucAciklama', 'Kayıt bulunamadı') + el('sonucKodu', '0')));
      const rows = moves.map((move, index) => {
        const t = new Date(move.at.getTime() + 3 * 3_600_000);
        return `<ax:dongu>${el('IKODU', move.code)}${el('IMERK', move.place)}${el('ISAAT', `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00`)}${el('ISLEM', move.text)}${el('ITARIH', `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`)}${el('siraNo', String(index + 1))}</ax:dongu>`;
      });
      return reply(
        answer(
          operation,
          ns,
          el('ALICI', shipment.receiverName) +
            el('BARNO', shipment.trackingNo) +
            rows.join('') +
            el('sonucAciklama', 'İşlem başarılı') +
            el('sonucKodu', '10'),
        ),
      );
    }
    if (!path.includes('/PttVeriYukleme'))
      return reply(
        envelope(
          '<s:Fault><faultcode>s:Client</faultcode><faultstring>Bilinmeyen servis</faultstring></s:Fault>',
        ),
        500,
      );
    const ns = 'http://kabul.ptt.gov.tr';
    const done = (code: string, words: string, extra = '') =>
      reply(answer(operation, ns, el('aciklama', words) + extra + el('hataKodu', code)));
    if (
      text('musteriId') !== account.customerCode ||
      text('sifre') !== account.password ||
      pending === '-1'
    ) {
      if (pending === '-1') pending = undefined;
      return done('-1', REFUSALS['-1']!.text);
    }

    if (operation === 'kabulEkle2') {
      const line = Object.fromEntries(
        Object.entries(asList(input.dongu)[0] ?? {}).map(([name, value]) => [name, asText(value)]),
      );
      const barcode = line.barkodNo ?? '';
      const lineError = (code: string, words: string) =>
        done(
          '0',
          'HATALI KAYIT VAR',
          `<ax:dongu>${el('barkod', barcode)}${el('donguAciklama', words)}${el('donguHataKodu', code)}${el('donguSonuc', 'false')}</ax:dongu>`,
        );
      const cargoKey = line.musteriReferansNo ?? '';
      const held = shipments.get(cargoKey) ?? byBarcode(barcode);
      if (held) {
        held.times += 1;
        return lineError('-5', 'Bu barkod daha önce kullanılmış');
      }
      if (!/^\d{13}$/.test(barcode) || checkDigit(barcode.slice(0, 12)) !== barcode[12])
        return lineError('-3', 'Barkod kontrol hanesi hatalı');
      if (pending) {
        const code = pending;
        pending = undefined;
        return lineError(code, REFUSALS[code]!.text);
      }
      const cod = (line.ekhizmet ?? '').includes('OS');
      shipments.set(cargoKey, {
        cargoKey,
        documentNo: '',
        receiverName: line.aliciAdi ?? '',
        province: line.aliciIlAdi ?? '',
        district: line.aliciIlceAdi ?? '',
        parcels: 1,
        desi: line.desi ?? '',
        codAmount: cod ? (line.odeme_sart_ucreti ?? '') : null,
        payer: line.odemesekli === 'UA' ? 'receiver' : 'sender',
        times: 1,
        state: 'created',
        trackingNo: barcode,
      });
      lines.set(barcode, {
        ...line,
        dosyaAdi: text('dosyaAdi'),
        gonderiTip: text('gonderiTip'),
        gonderiTur: text('gonderiTur'),
        kullanici: text('kullanici'),
      });
      files.set(barcode, text('dosyaAdi'));
      return done(
        '1',
        'BASARILI',
        `<ax:dongu>${el('barkod', barcode)}${el('donguAciklama', `https://gonderitakip.ptt.gov.tr/Track/Verify?q=${barcode}`)}${el('donguHataKodu', '1')}${el('donguSonuc', 'true')}</ax:dongu>`,
      );
    }

    if (operation === 'barkodVeriSil') {
      const shipment = byBarcode(text('barcode'));
      if (!shipment || shipment.state === 'cancelled') return done('0', 'Silinecek kayıt bulunamadı');
      if (files.get(shipment.trackingNo) !== text('dosyaAdi'))
        return done('0', 'Dosya adı ile barkod eşleşmedi');
      if (shipment.state !== 'created') return done('0', 'Kabul işlemi yapılmış gönderi silinemez');
      shipment.state = 'cancelled';
      return done('1', '1 adet kayıt silindi.');
    }
    return reply(
      envelope(
        '<s:Fault><faultcode>s:Client</faultcode><faultstring>Bilinmeyen işlem</faultstring></s:Fault>',
      ),
      500,
    );
  });

  return {
    ...base,
    carrier: 'ptt',
    account,
    range: { from: '275036569845', to: '275036569899' },
    shipments,
    lines,
    errorCodes: Object.fromEntries(Object.entries(REFUSALS).map(([code, refusal]) => [code, refusal.shown])),
    refuseNext: (code) => {
      pending = code;
    },
    advance: (cargoKey, state) => {
      const shipment = shipments.get(cargoKey);
      if (!shipment) throw new Error(`fake PTT has no ${cargoKey}`);
      shipment.state = state;
      const [code, text] = MOVES[state] ?? ['159', 'Güncelleme Yapıldı'];
      clock += 3_600_000;
      const list = events.get(shipment.trackingNo) ?? [];
      list.push({
        code,
        text,
        at: new Date(clock),
        place: list.length ? 'ANKARA/ÇANKAYA' : 'İSTANBUL/KADIKÖY',
      });
      events.set(shipment.trackingNo, list);
    },
  };
}
