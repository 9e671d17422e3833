import type { ServerResponse } from 'node:http';
import type { ShipmentState } from '@kibo/contracts';
import { Big } from '@kibo/domain';
import { XMLParser } from 'fast-xml-parser';
import type { FakeCarrier, FakeShipment } from './cargo-common.ts';
import { startFake } from './common.ts';

// A local Sürat Kargo (docs/integrations/surat.md): one ASMX service, tempuri operations chosen by
// SOAPAction. Creating answers isError/Message/Barcode; tracking (cari code + web-service password)
// answers a string of "words|date|place" lines; withdrawing answers a sentence. Sürat speaks in
// Turkish words; the one bare code known ("050") is answered bare.

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a refused creation says, by the fake's code ('050' is Sürat's own bare code). */
const REFUSALS: Record<string, string> = {
  '050': '050',
  IL: 'Alıcı il bilgisi bulunamadı.',
  ADRES: 'Alıcı adresi boş olamaz.',
  TELEFON: 'Cep telefonu numarası hatalı.',
};

/** The movement each state adds. */
const STEPS: Partial<Record<ShipmentState, string>> = {
  pickedUp: 'Kargo Kabul Edildi',
  inTransit: 'Aktarma Merkezinde',
  outForDelivery: 'Dağıtıma Çıkarıldı',
  delivered: 'Teslim Edildi',
  returned: 'Göndericiye İade Edildi',
  cancelled: 'Gönderi İptal Edildi',
};

function answer(response: ServerResponse, operation: string, result: string) {
  response
    .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
    .end(
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><${operation}Response xmlns="http://tempuri.org/"><${operation}Result>${result}</${operation}Result></${operation}Response></soap:Body></soap:Envelope>`,
    );
}

export async function startFakeSurat(): Promise<FakeCarrier> {
  // The cari code and its password. Sürat can give tracking a web-service password of its own; this
  // account has none, so tracking takes the same password (apiSecret would carry a separate one).
  const account = {
    username: '1038106246',
    password: 'Sürat&123456',
    customerCode: '',
    apiKey: '',
    apiSecret: '',
  };
  const shipments = new Map<string, FakeShipment>();
  const lines = new Map<string, string[]>();
  let refusal: string | undefined;
  let clock = 0;
  let serial = 0;

  const step = (cargoKey: string, state: ShipmentState) => {
    const words = STEPS[state];
    if (!words) return;
    clock += 1;
    const list = lines.get(cargoKey) ?? [];
    list.push(`${words}|02.03.2026 ${String(8 + clock).padStart(2, '0')}:30:00|KADIKÖY ŞUBE`);
    lines.set(cargoKey, list);
  };

  const base = await startFake((request, body, response) => {
    const action = String(request.headers.soapaction ?? '').replace(/"/g, '');
    const operation = action.slice(action.lastIndexOf('/') + 1);
    const input = node(node(node(node(parser.parse(body)).Envelope).Body)[operation]);
    const reply = (result: string) => answer(response, operation, result);

    if (operation === 'KargoTakipHareketDetayliV2') {
      if (
        text(input.CariKodu) !== account.username ||
        text(input.Sifre) !== (account.apiSecret || account.password)
      )
        return reply('Kullanıcı adı veya şifre hatalı.');
      return reply(escapeText((lines.get(text(input.WebSiparisKodu)) ?? []).join('\n')));
    }
    const signedIn = text(input.KullaniciAdi) === account.username && text(input.Sifre) === account.password;

    if (operation === 'GonderiyiKargoyaGonderYeniSiparisBarkodOlustur') {
      const created = (isError: boolean, message: string, barcode = '') =>
        reply(
          `<isError>${isError}</isError><Message>${escapeText(message)}</Message><Barcode>${barcode}</Barcode>`,
        );
      if (!signedIn) return created(true, 'Kullanıcı adı veya şifre hatalı.');
      const shipment = node(input.Gonderi);
      const cargoKey = text(shipment.OzelKargoTakipNo);
      const found = shipments.get(cargoKey);
      if (found) {
        found.times += 1;
        return created(true, 'Bu özel kargo takip numarası ile daha önce gönderi oluşturulmuş.');
      }
      if (refusal !== undefined) {
        const code = refusal;
        refusal = undefined;
        return created(true, REFUSALS[code] ?? code);
      }
      serial += 1;
      const barcode = String(20260300000000 + serial);
      const parcels = Number(text(shipment.Adet));
      shipments.set(cargoKey, {
        cargoKey,
        documentNo: text(shipment.ReferansNo),
        receiverName: text(shipment.KisiKurum),
        province: text(shipment.Il),
        district: text(shipment.Ilce),
        parcels,
        // Sürat takes desi per parcel; the fake holds the whole shipment's.
        desi: new Big(text(shipment.BirimDesi) || '0').times(parcels).toString(),
        codAmount: text(shipment.KapidanOdemeTahsilatTipi) === '0' ? null : text(shipment.KapidanOdemeTutari),
        payer: text(shipment.OdemeTipi) === '2' ? 'receiver' : 'sender',
        times: 1,
        state: 'created',
        trackingNo: barcode,
      });
      return created(false, 'Tamam', barcode);
    }

    if (operation === 'GonderiGeriCek') {
      if (!signedIn) return reply('HATA: Kullanıcı adı veya şifre hatalı.');
      const found = shipments.get(text(input.OzelKargoTakipNo));
      if (!found) return reply('HATA: Gönderi bulunamadı.');
      if (!text(input.IptalNeden).trim()) return reply('HATA: İptal nedeni boş olamaz.');
      if (found.state === 'cancelled') return reply('Gönderi daha önce iptal edilmiş.');
      if (found.state !== 'created') return reply('HATA: Kargoya verilmiş gönderi geri çekilemez.');
      found.state = 'cancelled';
      found.cancelReason = text(input.IptalNeden);
      step(found.cargoKey, 'cancelled');
      return reply('İşlem başarılı. Gönderi geri çekildi.');
    }
    response.writeHead(500, { 'content-type': 'text/plain' }).end(`unknown operation ${operation}`);
  });

  return {
    ...base,
    carrier: 'surat',
    account,
    shipments,
    advance(cargoKey, state) {
      const found = shipments.get(cargoKey);
      if (!found) throw new Error(`no shipment ${cargoKey}`);
      found.state = state;
      step(cargoKey, state);
    },
    refuseNext(code) {
      refusal = code;
    },
    errorCodes: {
      '050': 'barkod oluşturma yetkisi',
      IL: 'Alıcı il bilgisi bulunamadı',
      ADRES: 'Alıcı adresi boş olamaz',
      TELEFON: 'Cep telefonu numarası hatalı',
    },
  };
}
