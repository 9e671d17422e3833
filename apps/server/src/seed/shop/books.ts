import type { ItemPlan, PersonPlan, ProducerPlan } from './plans.ts';
import { ean13Of, isbn13Of, type Random, shelfPrice } from './random.ts';

// The bookshop's shelves: public-domain classics (their authors died more than seventy years ago) in
// editions of invented publishers, invented novels and children's books by invented authors, test
// books by "Komisyon" as Turkish test books are, and a few magazines. Translators are invented too.

type Author = { name: string; sortName: string; nationality: string; birthYear?: number };

// biome-ignore format: a table
const AUTHORS: Record<string, Author> = {
  sabahattinAli: { name: 'Sabahattin Ali', sortName: 'Ali, Sabahattin', nationality: 'Türk', birthYear: 1907 },
  omerSeyfettin: { name: 'Ömer Seyfettin', sortName: 'Seyfettin, Ömer', nationality: 'Türk', birthYear: 1884 },
  halitZiya: { name: 'Halit Ziya Uşaklıgil', sortName: 'Uşaklıgil, Halit Ziya', nationality: 'Türk', birthYear: 1866 },
  huseyinRahmi: { name: 'Hüseyin Rahmi Gürpınar', sortName: 'Gürpınar, Hüseyin Rahmi', nationality: 'Türk', birthYear: 1864 },
  namikKemal: { name: 'Namık Kemal', sortName: 'Kemal, Namık', nationality: 'Türk', birthYear: 1840 },
  ahmetMithat: { name: 'Ahmet Mithat Efendi', sortName: 'Ahmet Mithat Efendi', nationality: 'Türk', birthYear: 1844 },
  recaizade: { name: 'Recaizade Mahmut Ekrem', sortName: 'Ekrem, Recaizade Mahmut', nationality: 'Türk', birthYear: 1847 },
  mehmetRauf: { name: 'Mehmet Rauf', sortName: 'Rauf, Mehmet', nationality: 'Türk', birthYear: 1875 },
  saitFaik: { name: 'Sait Faik Abasıyanık', sortName: 'Abasıyanık, Sait Faik', nationality: 'Türk', birthYear: 1906 },
  orhanVeli: { name: 'Orhan Veli Kanık', sortName: 'Kanık, Orhan Veli', nationality: 'Türk', birthYear: 1914 },
  tevfikFikret: { name: 'Tevfik Fikret', sortName: 'Fikret, Tevfik', nationality: 'Türk', birthYear: 1867 },
  mehmetAkif: { name: 'Mehmet Akif Ersoy', sortName: 'Ersoy, Mehmet Akif', nationality: 'Türk', birthYear: 1873 },
  esendal: { name: 'Memduh Şevket Esendal', sortName: 'Esendal, Memduh Şevket', nationality: 'Türk', birthYear: 1883 },
  evliya: { name: 'Evliya Çelebi', sortName: 'Evliya Çelebi', nationality: 'Türk', birthYear: 1611 },
  dedeKorkut: { name: 'Anonim', sortName: 'Anonim', nationality: 'Türk' },
  dostoyevski: { name: 'Fyodor Dostoyevski', sortName: 'Dostoyevski, Fyodor', nationality: 'Rus', birthYear: 1821 },
  tolstoy: { name: 'Lev Tolstoy', sortName: 'Tolstoy, Lev', nationality: 'Rus', birthYear: 1828 },
  cehov: { name: 'Anton Çehov', sortName: 'Çehov, Anton', nationality: 'Rus', birthYear: 1860 },
  gogol: { name: 'Nikolay Gogol', sortName: 'Gogol, Nikolay', nationality: 'Rus', birthYear: 1809 },
  puskin: { name: 'Aleksandr Puşkin', sortName: 'Puşkin, Aleksandr', nationality: 'Rus', birthYear: 1799 },
  turgenyev: { name: 'İvan Turgenyev', sortName: 'Turgenyev, İvan', nationality: 'Rus', birthYear: 1818 },
  kafka: { name: 'Franz Kafka', sortName: 'Kafka, Franz', nationality: 'Çek', birthYear: 1883 },
  zweig: { name: 'Stefan Zweig', sortName: 'Zweig, Stefan', nationality: 'Avusturyalı', birthYear: 1881 },
  hugo: { name: 'Victor Hugo', sortName: 'Hugo, Victor', nationality: 'Fransız', birthYear: 1802 },
  verne: { name: 'Jules Verne', sortName: 'Verne, Jules', nationality: 'Fransız', birthYear: 1828 },
  balzac: { name: 'Honoré de Balzac', sortName: 'Balzac, Honoré de', nationality: 'Fransız', birthYear: 1799 },
  flaubert: { name: 'Gustave Flaubert', sortName: 'Flaubert, Gustave', nationality: 'Fransız', birthYear: 1821 },
  stendhal: { name: 'Stendhal', sortName: 'Stendhal', nationality: 'Fransız', birthYear: 1783 },
  exupery: { name: 'Antoine de Saint-Exupéry', sortName: 'Saint-Exupéry, Antoine de', nationality: 'Fransız', birthYear: 1900 },
  rousseau: { name: 'Jean-Jacques Rousseau', sortName: 'Rousseau, Jean-Jacques', nationality: 'Fransız', birthYear: 1712 },
  london: { name: 'Jack London', sortName: 'London, Jack', nationality: 'Amerikalı', birthYear: 1876 },
  twain: { name: 'Mark Twain', sortName: 'Twain, Mark', nationality: 'Amerikalı', birthYear: 1835 },
  poe: { name: 'Edgar Allan Poe', sortName: 'Poe, Edgar Allan', nationality: 'Amerikalı', birthYear: 1809 },
  melville: { name: 'Herman Melville', sortName: 'Melville, Herman', nationality: 'Amerikalı', birthYear: 1819 },
  dickens: { name: 'Charles Dickens', sortName: 'Dickens, Charles', nationality: 'İngiliz', birthYear: 1812 },
  wilde: { name: 'Oscar Wilde', sortName: 'Wilde, Oscar', nationality: 'İrlandalı', birthYear: 1854 },
  carroll: { name: 'Lewis Carroll', sortName: 'Carroll, Lewis', nationality: 'İngiliz', birthYear: 1832 },
  orwell: { name: 'George Orwell', sortName: 'Orwell, George', nationality: 'İngiliz', birthYear: 1903 },
  austen: { name: 'Jane Austen', sortName: 'Austen, Jane', nationality: 'İngiliz', birthYear: 1775 },
  bronte: { name: 'Emily Brontë', sortName: 'Brontë, Emily', nationality: 'İngiliz', birthYear: 1818 },
  stevenson: { name: 'Robert Louis Stevenson', sortName: 'Stevenson, Robert Louis', nationality: 'İskoç', birthYear: 1850 },
  doyle: { name: 'Arthur Conan Doyle', sortName: 'Doyle, Arthur Conan', nationality: 'İskoç', birthYear: 1859 },
  swift: { name: 'Jonathan Swift', sortName: 'Swift, Jonathan', nationality: 'İrlandalı', birthYear: 1667 },
  shakespeare: { name: 'William Shakespeare', sortName: 'Shakespeare, William', nationality: 'İngiliz', birthYear: 1564 },
  cervantes: { name: 'Miguel de Cervantes', sortName: 'Cervantes, Miguel de', nationality: 'İspanyol', birthYear: 1547 },
  spyri: { name: 'Johanna Spyri', sortName: 'Spyri, Johanna', nationality: 'İsviçreli', birthYear: 1827 },
  collodi: { name: 'Carlo Collodi', sortName: 'Collodi, Carlo', nationality: 'İtalyan', birthYear: 1826 },
  machiavelli: { name: 'Niccolò Machiavelli', sortName: 'Machiavelli, Niccolò', nationality: 'İtalyan', birthYear: 1469 },
  andersen: { name: 'Hans Christian Andersen', sortName: 'Andersen, Hans Christian', nationality: 'Danimarkalı', birthYear: 1805 },
  marcusAurelius: { name: 'Marcus Aurelius', sortName: 'Marcus Aurelius', nationality: 'Romalı', birthYear: 121 },
  platon: { name: 'Platon', sortName: 'Platon', nationality: 'Yunan' },
};

// [author, title, category, pages]
// biome-ignore format: a table
const CLASSICS: [string, string, string, number][] = [
  ['sabahattinAli', 'Kürk Mantolu Madonna', 'Roman', 160], ['sabahattinAli', 'İçimizdeki Şeytan', 'Roman', 272],
  ['sabahattinAli', 'Kuyucaklı Yusuf', 'Roman', 224], ['sabahattinAli', 'Değirmen', 'Öykü', 152],
  ['sabahattinAli', 'Sırça Köşk', 'Öykü', 144], ['omerSeyfettin', 'Kaşağı', 'Öykü', 96],
  ['omerSeyfettin', 'Falaka', 'Öykü', 120], ['omerSeyfettin', 'Yalnız Efe', 'Öykü', 112],
  ['omerSeyfettin', 'Bomba', 'Öykü', 104], ['halitZiya', 'Aşk-ı Memnu', 'Roman', 480],
  ['halitZiya', 'Mai ve Siyah', 'Roman', 344], ['halitZiya', 'Kırık Hayatlar', 'Roman', 400],
  ['huseyinRahmi', 'Şıpsevdi', 'Roman', 336], ['huseyinRahmi', 'Gulyabani', 'Roman', 208],
  ['huseyinRahmi', 'Mürebbiye', 'Roman', 152], ['namikKemal', 'İntibah', 'Roman', 144],
  ['namikKemal', 'Vatan Yahut Silistre', 'Tiyatro', 112], ['ahmetMithat', 'Felatun Bey ile Rakım Efendi', 'Roman', 192],
  ['recaizade', 'Araba Sevdası', 'Roman', 264], ['mehmetRauf', 'Eylül', 'Roman', 304],
  ['saitFaik', 'Semaver', 'Öykü', 136], ['saitFaik', 'Sarnıç', 'Öykü', 120],
  ['saitFaik', 'Lüzumsuz Adam', 'Öykü', 152], ['saitFaik', 'Alemdağ’da Var Bir Yılan', 'Öykü', 160],
  ['orhanVeli', 'Garip', 'Şiir', 80], ['orhanVeli', 'Bütün Şiirleri', 'Şiir', 240],
  ['tevfikFikret', 'Rübab-ı Şikeste', 'Şiir', 200], ['mehmetAkif', 'Safahat', 'Şiir', 504],
  ['esendal', 'Ayaşlı ile Kiracıları', 'Roman', 248], ['evliya', 'Seyahatname’den Seçmeler', 'Tarih', 320],
  ['dedeKorkut', 'Dede Korkut Hikâyeleri', 'Öykü', 200], ['dedeKorkut', 'Nasreddin Hoca Fıkraları', 'Mizah', 128],
  ['dostoyevski', 'Suç ve Ceza', 'Roman', 688], ['dostoyevski', 'Yeraltından Notlar', 'Roman', 152],
  ['dostoyevski', 'Kumarbaz', 'Roman', 200], ['dostoyevski', 'Beyaz Geceler', 'Roman', 96],
  ['dostoyevski', 'Karamazov Kardeşler', 'Roman', 1000], ['dostoyevski', 'Budala', 'Roman', 752],
  ['tolstoy', 'Anna Karenina', 'Roman', 960], ['tolstoy', 'İvan İlyiç’in Ölümü', 'Roman', 104],
  ['tolstoy', 'Savaş ve Barış', 'Roman', 1600], ['tolstoy', 'İnsan Ne ile Yaşar', 'Öykü', 96],
  ['cehov', 'Martı', 'Tiyatro', 96], ['cehov', 'Köpekli Kadın', 'Öykü', 112],
  ['gogol', 'Palto', 'Öykü', 72], ['gogol', 'Ölü Canlar', 'Roman', 400], ['gogol', 'Burun', 'Öykü', 64],
  ['puskin', 'Yüzbaşının Kızı', 'Roman', 152], ['turgenyev', 'Babalar ve Oğullar', 'Roman', 264],
  ['turgenyev', 'İlk Aşk', 'Roman', 96], ['kafka', 'Dönüşüm', 'Roman', 80], ['kafka', 'Dava', 'Roman', 264],
  ['kafka', 'Şato', 'Roman', 384], ['zweig', 'Satranç', 'Öykü', 80],
  ['zweig', 'Bilinmeyen Bir Kadının Mektubu', 'Öykü', 80], ['zweig', 'Amok Koşucusu', 'Öykü', 96],
  ['hugo', 'Sefiller', 'Roman', 1700], ['hugo', 'Notre-Dame’ın Kamburu', 'Roman', 600],
  ['hugo', 'Bir İdam Mahkûmunun Son Günü', 'Roman', 112], ['verne', 'Seksen Günde Devrialem', 'Gençlik', 264],
  ['verne', 'Denizler Altında Yirmi Bin Fersah', 'Gençlik', 480], ['verne', 'Dünyanın Merkezine Yolculuk', 'Gençlik', 280],
  ['balzac', 'Goriot Baba', 'Roman', 336], ['flaubert', 'Madam Bovary', 'Roman', 424],
  ['stendhal', 'Kırmızı ve Siyah', 'Roman', 600], ['exupery', 'Küçük Prens', 'Çocuk Kitapları', 112],
  ['rousseau', 'Toplum Sözleşmesi', 'Felsefe', 184], ['london', 'Beyaz Diş', 'Gençlik', 264],
  ['london', 'Vahşetin Çağrısı', 'Gençlik', 136], ['london', 'Martin Eden', 'Roman', 440],
  ['twain', 'Tom Sawyer’ın Maceraları', 'Gençlik', 280], ['twain', 'Huckleberry Finn’in Maceraları', 'Gençlik', 360],
  ['poe', 'Morg Sokağı Cinayetleri', 'Öykü', 120], ['melville', 'Moby Dick', 'Roman', 704],
  ['dickens', 'Oliver Twist', 'Roman', 504], ['dickens', 'İki Şehrin Hikâyesi', 'Roman', 456],
  ['dickens', 'Bir Noel Şarkısı', 'Öykü', 112], ['wilde', 'Dorian Gray’in Portresi', 'Roman', 280],
  ['wilde', 'Mutlu Prens', 'Çocuk Kitapları', 64], ['carroll', 'Alice Harikalar Diyarında', 'Çocuk Kitapları', 152],
  ['orwell', 'Hayvan Çiftliği', 'Roman', 152], ['orwell', 'Bin Dokuz Yüz Seksen Dört', 'Roman', 352],
  ['austen', 'Aşk ve Gurur', 'Roman', 432], ['bronte', 'Uğultulu Tepeler', 'Roman', 400],
  ['stevenson', 'Define Adası', 'Gençlik', 264], ['stevenson', 'Dr. Jekyll ile Mr. Hyde', 'Roman', 104],
  ['doyle', 'Baskervillerin Köpeği', 'Roman', 256], ['swift', 'Güliver’in Gezileri', 'Gençlik', 352],
  ['shakespeare', 'Hamlet', 'Tiyatro', 184], ['shakespeare', 'Romeo ve Juliet', 'Tiyatro', 152],
  ['shakespeare', 'Macbeth', 'Tiyatro', 120], ['cervantes', 'Don Kişot', 'Roman', 904],
  ['spyri', 'Heidi', 'Çocuk Kitapları', 304], ['collodi', 'Pinokyo', 'Çocuk Kitapları', 200],
  ['andersen', 'Andersen Masalları', 'Çocuk Kitapları', 256], ['machiavelli', 'Prens', 'Felsefe', 144],
  ['marcusAurelius', 'Düşünceler', 'Felsefe', 200], ['platon', 'Devlet', 'Felsefe', 400],
  ['platon', 'Sokrates’in Savunması', 'Felsefe', 80],
];

// Invented authors and titles: no real person behind them.
// biome-ignore format: a table
const NEW_AUTHORS = ['Deniz Işıklı', 'Ayla Karaçam', 'Mert Yıldıray', 'Nehir Solmazer', 'Ozan Tepegöz', 'Selin Akyamaç', 'Barış Demirkazık', 'Elif Gümüşsuyu'];
// biome-ignore format: a table
const NEW_NOVELS = [
  'Işıklı Sokakların Çocukları', 'Çınaraltında Bir Yaz', 'Kuzey Rüzgârı', 'Ilgaz’ın Ardında', 'Son Vapur Saat Yedide',
  'Gölgede Kalan Şehir', 'Bir Ömür Kırtasiye', 'Yağmurdan Önce Gel', 'Kestane Kokulu Kasım', 'Mavi Defterin Sırrı',
  'Eski Kitapçı', 'Ağustos Böceği Susunca', 'Pazartesi Mektupları', 'Kırk Basamak', 'Üsküdar’da Bir Sabah',
  'Unutulan Şarkılar Dükkânı', 'Gece Treni Eskişehir’e', 'Sessiz Çarşı',
];
// biome-ignore format: a table
const NEW_CHILDREN = [
  'Minik Kaplumbağa Tosbi', 'Uçan Balon Pıtırcık', 'Dedemin Bahçesi', 'Sincap Fındık Okula Gidiyor',
  'Ay’a Giden Kedi', 'Renkli Kalemlerin Kavgası', 'Şemsiyeli Ördek Şakir', 'Çilek Tarlasındaki Dev',
];
// biome-ignore format: a table
const TEST_BOOKS = [
  '2. Sınıf Türkçe Soru Bankası', '3. Sınıf Matematik Soru Bankası', '4. Sınıf Fen Bilimleri Soru Bankası',
  '4. Sınıf Matematik Etkinlik Kitabı', '5. Sınıf İngilizce Çalışma Kitabı', '5. Sınıf Matematik Konu Anlatımlı',
  '6. Sınıf Türkçe Soru Bankası', '7. Sınıf Fen Bilimleri Soru Bankası', 'LGS Matematik Soru Bankası',
  'LGS Türkçe Soru Bankası', 'LGS Fen Bilimleri 10 Deneme', 'LGS İnkılap Tarihi Soru Bankası',
  'TYT Matematik Konu Anlatımı', 'TYT Türkçe Paragraf Soru Bankası', 'TYT Fizik Soru Bankası',
  'AYT Edebiyat Soru Bankası', 'AYT Matematik Soru Bankası', 'AYT Tarih 20 Deneme', 'KPSS Genel Kültür Tamamı Çözümlü',
  'YDS İngilizce Kelime Kitabı',
];
// biome-ignore format: a table
const TRANSLATORS = ['Nermin Aydoğdu', 'Cemal Ilgazlı', 'Seda Karakaya', 'Orhan Gölcük', 'Ayten Yücelen', 'Kerem Soysallı', 'Gülşen Ertuğrul', 'Levent Çağlayan'];
// ISSN-coded magazines: EAN-13 977 + the ISSN's seven digits + issue variant + check digit.
// biome-ignore format: a table
const MAGAZINES = ['Kâşif Çocuk Dergisi', 'Edebiyat Defteri Dergisi', 'Bilim ve Merak Dergisi', 'Minik Eller Boyama Dergisi', 'Satranç Dünyası Dergisi', 'Bulmaca Keyfi'];

/** Invented publishers, each with its ISBN registrant block under Turkey's 978-625 group. */
export const PUBLISHERS: (ProducerPlan & { block: string; prints: string[] })[] = [
  { name: 'Işıklı Yayınları', kind: 'publisher', block: '741', prints: ['Roman', 'Öykü', 'Şiir', 'Tiyatro'] },
  { name: 'Mavi Kırlangıç Yayınevi', kind: 'publisher', block: '742', prints: ['Roman', 'Öykü', 'Gençlik'] },
  { name: 'Ceviz Kabuğu Kitap', kind: 'publisher', block: '743', prints: ['Roman', 'Tiyatro', 'Mizah'] },
  { name: 'Anadolu Klasikleri', kind: 'publisher', block: '744', prints: ['Roman', 'Öykü', 'Şiir', 'Tarih'] },
  { name: 'Gökkuşağı Çocuk', kind: 'publisher', block: '745', prints: ['Çocuk Kitapları', 'Gençlik'] },
  { name: 'Düşünce Çınarı Yayınları', kind: 'publisher', block: '746', prints: ['Felsefe', 'Tarih'] },
  { name: 'Kâşif Eğitim Yayınları', kind: 'publisher', block: '747', prints: ['Sınava Hazırlık'] },
  { name: 'Pusula Akademi', kind: 'publisher', block: '748', prints: ['Sınava Hazırlık'] },
  { name: 'Lale Dergicilik', kind: 'publisher', block: '', prints: ['Dergi'] },
];

/** The people the books name: classic authors, invented authors and translators, and Komisyon. */
export function bookPersons(): PersonPlan[] {
  return [
    ...Object.values(AUTHORS),
    ...NEW_AUTHORS.map((name) => ({ name, sortName: sortNameOf(name), nationality: 'Türk' })),
    ...TRANSLATORS.map((name) => ({ name, sortName: sortNameOf(name), nationality: 'Türk' })),
    { name: 'Komisyon', sortName: 'Komisyon', nationality: 'Türk' },
  ];
}

const sortNameOf = (name: string) => {
  const parts = name.split(' ');
  return `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`;
};

/** A book's shelf price from its thickness and kind; what the distributor charges is 60 % of it, less VAT. */
const bookPrices = (pages: number, category: string) => {
  const base = category === 'Çocuk Kitapları' ? 110 + pages * 0.5 : 95 + pages * 0.42;
  const sale = shelfPrice(category === 'Sınava Hazırlık' ? 260 + pages * 0.35 : base);
  return { sale, purchase: (sale / 1.1) * 0.6 };
};

/** Every book and magazine, each edition with its own ISBN-13 (also its barcode). */
export function bookPlans(random: Random): ItemPlan[] {
  const plans: ItemPlan[] = [];
  const titleNumbers = new Map<string, number>();
  const isbnFor = (publisher: (typeof PUBLISHERS)[number]) => {
    const next = (titleNumbers.get(publisher.block) ?? 0) + 1;
    titleNumbers.set(publisher.block, next);
    return isbn13Of(`978625${publisher.block}${String(next).padStart(3, '0')}`);
  };
  const add = (
    title: string,
    category: string,
    pages: number,
    people: ItemPlan['contributors'],
    editions = 1,
  ) => {
    const publishers = PUBLISHERS.filter((publisher) => publisher.prints.includes(category));
    for (const publisher of random.sample(publishers, Math.min(editions, publishers.length))) {
      const isbn = isbnFor(publisher);
      const prices = bookPrices(pages + random.int(-8, 8) * 2, category);
      plans.push({
        code: `KT${String(plans.length + 1).padStart(4, '0')}`,
        name: title,
        kind: 'book',
        barcode: isbn,
        isbn,
        category,
        producer: publisher.name,
        contributors: people,
        vatRate: '10',
        salePrice: prices.sale,
        purchasePrice: prices.purchase,
        pageCount: pages,
        edition: random.int(1, 30),
        printYear: random.int(2019, 2026),
        opening: random.int(2, 9),
        minStock: 2,
      });
    }
  };
  for (const [author, title, category, pages] of CLASSICS) {
    const translated = AUTHORS[author]!.nationality !== 'Türk';
    // Classics are printed by more than one house: the shop keeps two editions of some.
    const people: ItemPlan['contributors'] = [{ person: AUTHORS[author]!.name, role: 'author' }];
    if (translated) people.push({ person: random.pick(TRANSLATORS), role: 'translator' });
    add(title, category, pages, people, random.chance(0.5) ? 2 : 1);
  }
  for (const title of NEW_NOVELS)
    add(title, 'Roman', random.int(18, 45) * 8, [{ person: random.pick(NEW_AUTHORS), role: 'author' }]);
  for (const title of NEW_CHILDREN)
    add(title, 'Çocuk Kitapları', random.int(3, 8) * 8, [
      { person: random.pick(NEW_AUTHORS), role: 'author' },
      { person: random.pick(NEW_AUTHORS), role: 'illustrator' },
    ]);
  for (const title of TEST_BOOKS)
    add(title, 'Sınava Hazırlık', random.int(20, 50) * 8, [{ person: 'Komisyon', role: 'author' }]);
  MAGAZINES.forEach((name, index) => {
    const sale = random.int(12, 30) * 5;
    plans.push({
      code: `DG${String(index + 1).padStart(4, '0')}`,
      name,
      kind: 'goods',
      barcode: magazineBarcode(index),
      category: 'Dergi',
      producer: 'Lale Dergicilik',
      contributors: [],
      // Newspapers and magazines carry the 1 % rate.
      vatRate: '1',
      salePrice: sale,
      purchasePrice: (sale / 1.01) * 0.7,
      opening: random.int(8, 20),
      minStock: 5,
    });
  });
  return plans;
}

const magazineBarcode = (index: number) => ean13Of(`977${String(2601000 + index * 17).padStart(7, '0')}00`);
