import type { ItemPlan, ProducerPlan } from './plans.ts';
import { ean13Of, type Random, shelfPrice } from './random.ts';

// The stationery half of the shop. School supplies named in the reduced-rate list (pencils, crayons,
// water and pastel colours, school notebooks, erasers, sharpeners, rulers, compasses, set squares)
// carry 10 % VAT; the rest 20 %.

/** Invented brands, each with its (invented) GS1 Turkey company prefix: 869 and four digits. */
export const BRANDS: (ProducerPlan & { prefix: string })[] = [
  { name: 'Kalemkâr', kind: 'brand', prefix: '8691401' },
  { name: 'Defterhane', kind: 'brand', prefix: '8691402' },
  { name: 'Renkçi', kind: 'brand', prefix: '8691403' },
  { name: 'Ofisya', kind: 'brand', prefix: '8691404' },
  { name: 'Kâğıt Diyarı', kind: 'brand', prefix: '8691405' },
  { name: 'Çizgi Sanat', kind: 'brand', prefix: '8691406' },
];

interface Product {
  name: string;
  category: string;
  vat: '10' | '20';
  /** Shelf price range, VAT included. */
  price: [number, number];
  variants: string[];
  brands: string[];
  /** Also sold in packs of this many (its own barcode). */
  pack?: { unit: 'PA' | 'XBX'; factor: number };
}

// biome-ignore format: a table
const PRODUCTS: Product[] = [
  { name: 'Kurşun Kalem', category: 'Yazı Gereçleri', vat: '10', price: [12, 25], variants: ['HB', '2B'], brands: ['Kalemkâr', 'Renkçi'], pack: { unit: 'PA', factor: 12 } },
  { name: 'Tükenmez Kalem', category: 'Yazı Gereçleri', vat: '20', price: [15, 35], variants: ['Mavi', 'Siyah', 'Kırmızı'], brands: ['Kalemkâr', 'Ofisya'], pack: { unit: 'PA', factor: 10 } },
  { name: 'Jel Kalem', category: 'Yazı Gereçleri', vat: '20', price: [25, 45], variants: ['Mavi', 'Siyah', 'Yeşil'], brands: ['Kalemkâr'] },
  { name: 'Dolma Kalem', category: 'Yazı Gereçleri', vat: '20', price: [180, 420], variants: ['Lacivert', 'Bordo'], brands: ['Kalemkâr'] },
  { name: 'Fosforlu Kalem', category: 'Yazı Gereçleri', vat: '20', price: [20, 40], variants: ['Sarı', 'Yeşil', 'Pembe'], brands: ['Ofisya', 'Renkçi'] },
  { name: 'Kalemtıraş', category: 'Okul Malzemeleri', vat: '10', price: [15, 60], variants: ['Tekli', 'Hazneli'], brands: ['Kalemkâr', 'Çizgi Sanat'] },
  { name: 'Silgi', category: 'Okul Malzemeleri', vat: '10', price: [8, 25], variants: ['Beyaz', 'Renkli'], brands: ['Kalemkâr', 'Renkçi'], pack: { unit: 'XBX', factor: 24 } },
  { name: 'Cetvel', category: 'Okul Malzemeleri', vat: '10', price: [15, 40], variants: ['15 cm', '30 cm'], brands: ['Çizgi Sanat'] },
  { name: 'Pergel', category: 'Okul Malzemeleri', vat: '10', price: [60, 140], variants: ['Metal'], brands: ['Çizgi Sanat'] },
  { name: 'Gönye Seti', category: 'Okul Malzemeleri', vat: '10', price: [35, 70], variants: ['4 Parça'], brands: ['Çizgi Sanat'] },
  { name: 'Spiralli Defter', category: 'Defter', vat: '10', price: [60, 150], variants: ['A4 Kareli 100 Yaprak', 'A4 Çizgili 100 Yaprak', 'A5 Kareli 60 Yaprak', 'A5 Çizgili 60 Yaprak'], brands: ['Defterhane', 'Kâğıt Diyarı'] },
  { name: 'Güzel Yazı Defteri', category: 'Defter', vat: '10', price: [35, 60], variants: ['1. Sınıf', '2. Sınıf'], brands: ['Defterhane'] },
  { name: 'Resim Defteri', category: 'Defter', vat: '10', price: [45, 110], variants: ['25x35', '35x50'], brands: ['Defterhane', 'Çizgi Sanat'] },
  { name: 'Kuru Boya', category: 'Boya ve Resim', vat: '10', price: [60, 250], variants: ['12 Renk', '24 Renk'], brands: ['Renkçi', 'Çizgi Sanat'] },
  { name: 'Pastel Boya', category: 'Boya ve Resim', vat: '10', price: [55, 180], variants: ['12 Renk', '24 Renk'], brands: ['Renkçi'] },
  { name: 'Sulu Boya', category: 'Boya ve Resim', vat: '10', price: [70, 160], variants: ['12 Renk'], brands: ['Renkçi', 'Çizgi Sanat'] },
  { name: 'Keçeli Kalem', category: 'Boya ve Resim', vat: '20', price: [80, 220], variants: ['12 Renk', '24 Renk'], brands: ['Renkçi'] },
  { name: 'Guaj Boya', category: 'Boya ve Resim', vat: '20', price: [90, 190], variants: ['6 Renk', '12 Renk'], brands: ['Çizgi Sanat'] },
  { name: 'Oyun Hamuru', category: 'Boya ve Resim', vat: '20', price: [70, 140], variants: ['8 Renk'], brands: ['Renkçi'] },
  { name: 'Plastik Dosya', category: 'Dosyalama', vat: '20', price: [10, 25], variants: ['Mavi', 'Şeffaf'], brands: ['Ofisya'], pack: { unit: 'PA', factor: 10 } },
  { name: 'Telli Dosya', category: 'Dosyalama', vat: '20', price: [12, 25], variants: ['Kırmızı', 'Mavi', 'Yeşil'], brands: ['Ofisya', 'Kâğıt Diyarı'] },
  { name: 'Klasör', category: 'Dosyalama', vat: '20', price: [90, 150], variants: ['Geniş', 'Dar'], brands: ['Ofisya'] },
  { name: 'Zarf', category: 'Ofis Malzemeleri', vat: '20', price: [40, 120], variants: ['Diplomat 25’li', 'A4 Torba 10’lu'], brands: ['Kâğıt Diyarı'] },
  { name: 'Fotokopi Kâğıdı', category: 'Ofis Malzemeleri', vat: '20', price: [190, 260], variants: ['A4 500 Yaprak'], brands: ['Kâğıt Diyarı', 'Ofisya'], pack: { unit: 'XBX', factor: 5 } },
  { name: 'Yapışkanlı Not Kâğıdı', category: 'Ofis Malzemeleri', vat: '20', price: [35, 80], variants: ['Sarı', 'Neon'], brands: ['Ofisya'] },
  { name: 'Zımba', category: 'Ofis Malzemeleri', vat: '20', price: [120, 380], variants: ['Küçük', 'Büyük'], brands: ['Ofisya'] },
  { name: 'Zımba Teli', category: 'Ofis Malzemeleri', vat: '20', price: [20, 45], variants: ['No:10', '24/6'], brands: ['Ofisya'] },
  { name: 'Makas', category: 'Okul Malzemeleri', vat: '20', price: [40, 120], variants: ['Çocuk', 'Ofis'], brands: ['Çizgi Sanat', 'Ofisya'] },
  { name: 'Yapıştırıcı', category: 'Okul Malzemeleri', vat: '20', price: [30, 70], variants: ['Stick 21 gr', 'Sıvı 50 ml'], brands: ['Kalemkâr', 'Ofisya'] },
  { name: 'Ajanda', category: 'Ofis Malzemeleri', vat: '20', price: [250, 550], variants: ['2027 Günlük', '2027 Haftalık'], brands: ['Defterhane', 'Kâğıt Diyarı'] },
  { name: 'Okul Çantası', category: 'Okul Malzemeleri', vat: '20', price: [900, 1600], variants: ['İlkokul', 'Ortaokul'], brands: ['Kalemkâr'] },
  { name: 'Kalem Kutusu', category: 'Okul Malzemeleri', vat: '20', price: [120, 350], variants: ['Tek Bölmeli', 'Çift Bölmeli'], brands: ['Kalemkâr', 'Renkçi'] },
  { name: 'Hesap Makinesi', category: 'Ofis Malzemeleri', vat: '20', price: [250, 450], variants: ['12 Hane'], brands: ['Ofisya'] },
];

/** Every stationery item: brand, product and variant, a GS1 barcode, a pack barcode where sold by the pack. */
export function stationeryPlans(random: Random): ItemPlan[] {
  const plans: ItemPlan[] = [];
  const references = new Map<string, number>();
  const barcodeOf = (brand: string) => {
    const prefix = BRANDS.find((entry) => entry.name === brand)!.prefix;
    const next = (references.get(prefix) ?? 0) + 1;
    references.set(prefix, next);
    return ean13Of(`${prefix}${String(next).padStart(5, '0')}`);
  };
  for (const product of PRODUCTS)
    for (const brand of product.brands)
      for (const variant of product.variants) {
        const sale = shelfPrice(random.int(product.price[0], product.price[1]));
        const rate = Number(product.vat) / 100;
        const cheap = sale < 50;
        plans.push({
          code: `KR${String(plans.length + 1).padStart(4, '0')}`,
          name: `${brand} ${product.name} ${variant}`,
          kind: 'goods',
          barcode: barcodeOf(brand),
          category: product.category,
          producer: brand,
          contributors: [],
          vatRate: product.vat,
          salePrice: sale,
          // Stationery keeps a wider margin than books.
          purchasePrice: ((sale / (1 + rate)) * random.int(50, 62)) / 100,
          ...(product.pack ? { pack: { ...product.pack, barcode: barcodeOf(brand) } } : {}),
          opening: cheap ? random.int(40, 120) : random.int(6, 30),
          minStock: cheap ? 20 : 5,
        });
      }
  return plans;
}
