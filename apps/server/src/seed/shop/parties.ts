import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import { trLower } from '@kibo/domain';
import type { AccountPlan } from './plans.ts';
import { ibanOf, type Random, tcknOf, vknOf } from './random.ts';

// The shop's customers and suppliers. Every name is invented; identity numbers are generated with
// valid check digits (TCKNs from the 99 block, which keeps them apart from the numbers people hold as
// far as we know); phone numbers use the unassigned 000 exchange and e-mail the reserved example.com.

// biome-ignore format: word lists
const FIRST = ['Ayşe', 'Mehmet', 'Zeynep', 'Mustafa', 'Elif', 'Hüseyin', 'Şule', 'İbrahim', 'Gülsüm', 'Ömer', 'Çağla', 'Işıl', 'Emine', 'Hasan', 'Özlem', 'İsmail', 'Büşra', 'Yusuf', 'Gökçe', 'Murat', 'Şeyma', 'Oğuz', 'Dilek', 'Ümit', 'Sevgül', 'Tuğba', 'Çetin', 'Nur', 'Kadir', 'İpek'];
// biome-ignore format: word lists
const LAST = ['Işıkçı', 'Yılmazer', 'Karakoç', 'Demirtaş', 'Şahinoğlu', 'Çelikkol', 'Yıldızhan', 'Öztürkmen', 'Aydınlı', 'Özdemirci', 'Arslanoğlu', 'Doğanay', 'Kılıçarslan', 'Çetinkaya', 'Karabağlı', 'Kocabıyık', 'Kurtuluş', 'Özkaynak', 'Şimşekli', 'Güneşdoğdu', 'Ağaoğulları', 'Ünalan', 'Bulutçu', 'Gündoğar'];
// biome-ignore format: word lists
const STREETS = ['Atatürk Cad.', 'Cumhuriyet Cad.', 'İstiklal Sok.', 'Gül Sok.', 'Çınar Sok.', 'Lale Sok.', 'Okul Sok.', 'Menekşe Sok.', 'Bağdat Cad.', 'Şehit Er Sok.'];
// biome-ignore format: word lists
const QUARTERS = ['Cumhuriyet Mah.', 'Yeni Mah.', 'Fatih Mah.', 'Merkez Mah.', 'Barış Mah.', 'İnönü Mah.', 'Yıldız Mah.', 'Güzelyalı Mah.'];

/** Where the shop's customers live: mostly around its own city, a few further away. */
const CUSTOMER_PROVINCES = [
  'İstanbul',
  'İstanbul',
  'İstanbul',
  'İstanbul',
  'Kocaeli',
  'Ankara',
  'İzmir',
  'Bursa',
];

// Organisations: [title, group, province]. Schools and offices buy stationery and class sets.
// biome-ignore format: a table
const ORGANISATIONS: [string, string, string][] = [
  ['Özel Çınaraltı Koleji', 'Okul', 'İstanbul'], ['Özel Işıkkent İlkokulu', 'Okul', 'İstanbul'],
  ['Özel Mavi Yunus Anaokulu', 'Okul', 'İstanbul'], ['Özel Boğaziçi Bilgi Kursu', 'Okul', 'İstanbul'],
  ['Kadıköy Sahil Etüt Merkezi Ltd. Şti.', 'Okul', 'İstanbul'], ['Özel Ege Yıldızları Koleji', 'Okul', 'İzmir'],
  ['Yeşilvadi Mali Müşavirlik Ltd. Şti.', 'Kurumsal', 'İstanbul'], ['Karaçam Hukuk Bürosu', 'Kurumsal', 'İstanbul'],
  ['Marmara Tıp Polikliniği A.Ş.', 'Kurumsal', 'Kocaeli'], ['Anadolu Lojistik ve Taşımacılık A.Ş.', 'Kurumsal', 'İstanbul'],
  ['Ilgaz Mimarlık Ltd. Şti.', 'Kurumsal', 'Ankara'], ['Pınar Sigorta Aracılık Hizmetleri Ltd. Şti.', 'Kurumsal', 'İstanbul'],
  ['Uğur Kafe ve Kitap Kulübü', 'Kurumsal', 'İstanbul'], ['Toros Yazılım A.Ş.', 'Kurumsal', 'Bursa'],
];

// Suppliers: [title, what they sell, province].
// biome-ignore format: a table
const SUPPLIERS: [string, string[], string][] = [
  ['Işıklı Kitap Dağıtım A.Ş.', ['Roman', 'Öykü', 'Şiir', 'Tiyatro', 'Mizah'], 'İstanbul'],
  ['Anadolu Yayın Dağıtım Ltd. Şti.', ['Roman', 'Öykü', 'Tarih', 'Felsefe'], 'İstanbul'],
  ['Gökkuşağı Çocuk Kitapları Dağıtım Ltd. Şti.', ['Çocuk Kitapları', 'Gençlik'], 'İstanbul'],
  ['Kâşif Eğitim Yayıncılık A.Ş.', ['Sınava Hazırlık'], 'Ankara'],
  ['Pusula Akademi Basım Yayın Ltd. Şti.', ['Sınava Hazırlık'], 'İzmir'],
  ['Lale Dergi ve Gazete Dağıtım A.Ş.', ['Dergi'], 'İstanbul'],
  ['Kalemkâr Kırtasiye San. ve Tic. A.Ş.', ['Yazı Gereçleri', 'Okul Malzemeleri'], 'İstanbul'],
  ['Defterhane Kağıtçılık Ltd. Şti.', ['Defter'], 'Kocaeli'],
  ['Renkçi Boya ve Sanat Malzemeleri Ltd. Şti.', ['Boya ve Resim'], 'Bursa'],
  ['Ofisya Büro Malzemeleri Tic. A.Ş.', ['Dosyalama', 'Ofis Malzemeleri'], 'İstanbul'],
];

/** Banks by their EFT codes, for suppliers' IBANs. */
const BANKS = ['00010', '00012', '00015', '00046', '00062', '00064', '00067'];

const AREA: Record<string, string> = {
  İstanbul: '216',
  Kocaeli: '262',
  Ankara: '312',
  İzmir: '232',
  Bursa: '224',
};

/** An e-mail's part from a name: Turkish letters as their plain Latin look-alikes. */
const ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};
const slug = (text: string) =>
  [...trLower(text)]
    .map((letter) => ASCII[letter] ?? letter)
    .join('')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

function placeIn(random: Random, province: string) {
  const districts = TURKEY_PROVINCES.find((entry) => entry.name === province)!.districts;
  const district = random.pick(districts);
  return {
    province,
    district,
    address: `${random.pick(QUARTERS)} ${random.pick(STREETS)} No: ${random.int(1, 120)}${random.chance(0.5) ? `/${random.int(1, 12)}` : ''}`,
    phone: `+90 ${AREA[province] ?? '212'} 000 ${random.digits(2)} ${random.digits(2)}`,
  };
}

function company(random: Random, title: string, province: string, role: AccountPlan['role']): AccountPlan {
  const place = placeIn(random, province);
  return {
    title,
    role,
    kind: 'company',
    taxId: vknOf(`${random.int(1, 9)}${random.digits(8)}`),
    // Tax offices in the shop's world are named after the district, as most are.
    taxOffice: place.district === 'Merkez' ? province : place.district,
    firstName: '',
    lastName: '',
    ...place,
    email: `info@${slug(title.split(' ').slice(0, 2).join(''))}.example.com`,
    iban: role === 'supplier' ? ibanOf(random.pick(BANKS), random.digits(16)) : '',
    paymentDays: role === 'supplier' ? random.pick([30, 45, 60]) : 30,
    group: '',
    sells: [],
  };
}

/** About forty customers (schools, offices, people) and ten suppliers. */
export function partyPlans(random: Random): AccountPlan[] {
  const customers: AccountPlan[] = ORGANISATIONS.map(([title, group, province]) => ({
    ...company(random, title, province, 'customer'),
    group,
  }));
  const used = new Set<string>();
  while (customers.length < 40) {
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    const title = `${firstName} ${lastName}`;
    if (used.has(title)) continue;
    used.add(title);
    const place = placeIn(random, random.pick(CUSTOMER_PROVINCES));
    customers.push({
      title,
      role: 'customer',
      kind: 'person',
      taxId: tcknOf(`99${random.digits(7)}`),
      taxOffice: '',
      firstName,
      lastName,
      ...place,
      phone: `+90 5${random.int(30, 59)} 000 ${random.digits(2)} ${random.digits(2)}`,
      email: `${slug(firstName)}.${slug(lastName)}@example.com`,
      iban: '',
      paymentDays: 0,
      group: 'Bireysel',
      sells: [],
    });
  }
  const suppliers = SUPPLIERS.map(([title, sells, province]) => ({
    ...company(random, title, province, 'supplier'),
    group: 'Tedarikçi',
    sells,
  }));
  return [...customers, ...suppliers];
}
