import type { ShipmentState } from '@kibo/contracts';

// What the fake MNG knows: its city and district lists, its refusals and status codes, its date spellings.

export const CITIES: { code: string; name: string; districts: [string, string][] }[] = [
  {
    code: '01',
    name: 'ADANA  01',
    districts: [
      ['1104', 'SEYHAN'],
      ['2033', 'ÇUKUROVA'],
    ],
  },
  {
    code: '06',
    name: 'ANKARA',
    districts: [
      ['1231', 'ÇANKAYA'],
      ['1302', 'KEÇİÖREN'],
      ['1130', 'ALTINDAĞ'],
    ],
  },
  {
    code: '34',
    name: 'İSTANBUL  34',
    districts: [
      ['1421', 'KADIKÖY'],
      ['1327', 'EYÜPSULTAN'],
      ['1708', 'ÜSKÜDAR'],
      ['1183', 'BEŞİKTAŞ'],
    ],
  },
  {
    code: '35',
    name: 'İZMİR',
    districts: [
      ['1448', 'KARŞIYAKA'],
      ['2006', 'BUCA'],
      ['2056', 'KONAK'],
    ],
  },
];

/** The codes refuseNext knows: MNG's words, and the piece of our message the client must show. */
export const REFUSALS: Record<string, { step: 'order' | 'barcode'; description: string; shown: string }> = {
  '20001': {
    step: 'barcode',
    description:
      "<WERR> {ref} NO'LU SİPARİŞ KAYDI İÇİN VARIŞ ŞUBESİ BULUNAMADI ! DAHA SONRA TEKRAR DENEYİN ! </WERR>",
    shown: 'varış şubesini henüz belirleyemedi',
  },
  '20011': {
    step: 'barcode',
    description: '46.1.113.154 IP adresi için tek barkod yetkiniz yoktur.',
    shown: 'IP adresine barkod yetkisi',
  },
  '26056': {
    step: 'order',
    description: 'Alıcı vergi numarası ya da TC kimlik numarası boş olamaz.',
    shown: 'T.C. kimlik veya vergi numarasını',
  },
  '26060': {
    step: 'order',
    description: 'Recipient.CustomerId dolu ise Recipient.FullName boş olmalıdır.',
    shown: 'müşteri kodu ile ad soyad',
  },
  // Not in the sources: an unlisted code, whose words the client passes on.
  '26012': {
    step: 'order',
    description: 'ALICI ADRESİ EN AZ 10 KARAKTER OLMALIDIR',
    shown: 'MNG: ALICI ADRESİ EN AZ 10 KARAKTER OLMALIDIR',
  },
};

/** shipmentStatusCode and the movement the fake reports for each state it is moved to. */
export const STATUS: Partial<Record<ShipmentState, [number, string, string]>> = {
  created: [1, 'Gönderi_Hazırlandı', 'Gönderi Hazırlandı'],
  // MNG's step after acceptance is already "in transfer": our "picked up" has no code of its own.
  pickedUp: [2, 'Transfer_Aşamasında', 'Gönderi Kabul Edildi'],
  inTransit: [3, 'Teslim_Birimine_Ulaştı', 'Teslimat Birimine Ulaştı'],
  outForDelivery: [4, 'Alıcı_Adresine_Yönlendirildi', 'Dağıtıma Çıkarıldı'],
  delivered: [5, 'Teslim_Edildi', 'Teslim Edildi'],
  failed: [6, 'Teslim_Edilemedi', 'Teslim Edilemedi - Adreste Bulunamadı'],
  returned: [7, 'Göndericiye_Teslim_Edildi', 'Göndericiye Teslim Edildi'],
};

export const pad = (value: number) => String(value).padStart(2, '0');
/** Istanbul wall time (UTC+3) in MNG's spellings. */
export function spell(at: Date, style: 'tr' | 'iso' | 'dots') {
  const t = new Date(at.getTime() + 3 * 3_600_000);
  const [y, m, d] = [t.getUTCFullYear(), pad(t.getUTCMonth() + 1), pad(t.getUTCDate())];
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return style === 'iso'
    ? `${y}-${m}-${d} ${time}`
    : style === 'dots'
      ? `${d}.${m}.${y} ${time}`
      : `${d}-${m}-${y} ${time}`;
}
