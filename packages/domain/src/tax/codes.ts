// GİB's code lists for the taxes an invoice line can carry beyond plain KDV (UBL-TR_Codelist.xml,
// release 20260312). A line with tevkifat names its withholding code, and the code fixes the share
// of the VAT the buyer withholds; a line with 0 % KDV names why (its exemption code), and the
// invoice's type follows from those codes (see `invoiceTypeOf`).

export interface WithholdingCode {
  code: string;
  name: string;
  /** The shares of the VAT GİB allows with this code, in per cent (a code may allow two). */
  percents: readonly number[];
}

const partial: [string, string, number[]][] = [
  ['601', 'Yapım işleri ile birlikte ifa edilen mühendislik-mimarlık ve etüt-proje hizmetleri', [40, 30]],
  ['602', 'Etüt, plan-proje, danışmanlık, denetim ve benzeri hizmetler', [90]],
  ['603', 'Makine, teçhizat, demirbaş ve taşıtlara ait tadil, bakım ve onarım hizmetleri', [70, 50]],
  ['604', 'Yemek servis hizmeti', [50]],
  ['605', 'Organizasyon hizmeti', [50]],
  ['606', 'İşgücü temin hizmetleri', [90]],
  ['607', 'Özel güvenlik hizmeti', [90]],
  ['608', 'Yapı denetim hizmetleri', [90]],
  ['609', 'Fason tekstil, konfeksiyon, çanta ve ayakkabı dikim işleri', [70, 50]],
  ['610', 'Turistik mağazalara verilen müşteri bulma/götürme hizmetleri', [90]],
  ['611', 'Spor kulüplerinin yayın, reklam ve isim hakkı gelirleri', [90]],
  ['612', 'Temizlik hizmeti', [90, 70]],
  ['613', 'Çevre ve bahçe bakım hizmetleri', [90, 70]],
  ['614', 'Servis taşımacılığı hizmeti', [50]],
  ['615', 'Her türlü baskı ve basım hizmetleri', [70, 50]],
  ['616', '5018 sayılı Kanun kapsamındaki idarelere yapılan diğer hizmetler', [50]],
  ['617', 'Hurda metalden elde edilen külçe teslimleri', [70]],
  ['618', 'Hurda dışı bakır, çinko, alüminyum ve kurşun külçe teslimleri', [70]],
  ['619', 'Bakır, çinko, alüminyum ve kurşun ürünlerinin teslimi', [70]],
  ['620', 'İstisnadan vazgeçenlerin hurda ve atık teslimi', [70]],
  ['621', 'Hurda ve atıklardan elde edilen hammadde teslimi', [90]],
  ['622', 'Pamuk, tiftik, yün, yapağı, ham post ve deri teslimleri', [90]],
  ['623', 'Ağaç ve orman ürünleri teslimi', [50]],
  ['624', 'Yük taşımacılığı hizmeti', [20]],
  ['625', 'Ticari reklam hizmetleri', [30]],
  ['626', 'Diğer teslimler', [20]],
  ['627', 'Demir-çelik ürünlerinin teslimi', [50, 40]],
];

// 801–825 are the same services and goods withheld in full (tam tevkifat), in the same order
// without 616 and 626.
const fullOf = partial.filter(([code]) => code !== '616' && code !== '626');

export const WITHHOLDING_CODES: readonly WithholdingCode[] = [
  ...partial.map(([code, name, percents]) => ({ code, name, percents })),
  ...fullOf.map(([, name], index) => ({
    code: String(801 + index),
    name: `${name} (tam tevkifat)`,
    percents: [100],
  })),
];

const withholdingByCode = new Map(WITHHOLDING_CODES.map((entry) => [entry.code, entry]));

export const withholdingCodeOf = (code: string): WithholdingCode | undefined => withholdingByCode.get(code);

/** "7/10" as our lines store it, from a percent of the VAT. */
export const ratioOfPercent = (percent: number): string => `${percent / 10}/10`;

/** A percent of the VAT from "7/10". */
export const percentOfRatio = (ratio: string): number => {
  const [numerator, denominator] = ratio.split('/').map(Number);
  return numerator && denominator ? (numerator * 100) / denominator : 0;
};

/**
 * Why a line carries no KDV. `kind` decides the invoice type it needs: `istisna` lines make an
 * ISTISNA invoice, `ihracKayitli` an IHRACKAYITLI one, `ozelMatrah` an OZELMATRAH one; `other`
 * (351) is a 0 % line on an ordinary sale.
 */
export type ExemptionKind = 'istisna' | 'ihracKayitli' | 'ozelMatrah' | 'other';

export interface ExemptionCode {
  code: string;
  name: string;
  kind: ExemptionKind;
}

const exemptions: [string, string, ExemptionKind][] = [
  ['201', '17/1 Kültür ve eğitim amacı taşıyan işlemler', 'istisna'],
  ['202', '17/2-a Sağlık, çevre ve sosyal yardım amaçlı işlemler', 'istisna'],
  ['205', '17/2-d Taşınmaz kültür varlıklarına ilişkin teslimler ve mimarlık hizmetleri', 'istisna'],
  ['209', '17/4-e Banka ve sigorta muameleleri vergisi kapsamına giren işlemler', 'istisna'],
  ['212', '17/4-ı Serbest bölgelerde verilen hizmetler', 'istisna'],
  ['214', '17/4-k OSB arsa ve işyeri teslimleri, kooperatiflerin üyelerine konut teslimi', 'istisna'],
  ['220', '17/4-r İki tam yıl sahip olunan taşınmaz ve iştirak hissesi satışları', 'istisna'],
  ['250', 'Diğer kısmi istisnalar', 'istisna'],
  ['301', '11/1-a Mal ihracatı', 'istisna'],
  ['302', '11/1-b Hizmet ihracatı', 'istisna'],
  ['303', '11/1-c Roaming hizmetleri', 'istisna'],
  ['304', '13/a Deniz, hava ve demiryolu taşıma araçlarının teslimi', 'istisna'],
  ['305', '13/b Liman ve hava meydanlarında taşıma araçlarına yapılan hizmetler', 'istisna'],
  ['308', '13/d Teşvikli yatırım mallarının teslimi', 'istisna'],
  ['310', '13/f Ulusal güvenlik amaçlı teslim ve hizmetler', 'istisna'],
  ['311', '14/1 Uluslararası taşımacılık', 'istisna'],
  ['312', '15/a Diplomatik organ ve misyonlara yapılan teslim ve hizmetler', 'istisna'],
  ['313', '15/b Uluslararası kuruluşlara yapılan teslim ve hizmetler', 'istisna'],
  ['317', '17/4-s Engellilere yönelik araç-gereç ve bilgisayar programları', 'istisna'],
  ['322', '11/1-a Türkiye’de ikamet etmeyenlere özel faturayla teslimler (bavul ticareti)', 'istisna'],
  ['325', '13/ı Yem teslimleri', 'istisna'],
  ['326', '13/ı Gübre teslimleri', 'istisna'],
  ['350', 'Diğer istisnalar', 'istisna'],
  ['351', 'İstisna olmayan diğer (KDV oranı sıfır)', 'other'],
  ['701', '3065 Geçici 20/1 ihraç kaydıyla teslimler', 'ihracKayitli'],
  ['703', '4760 ÖTV 8/2 ihraç kaydıyla teslimler', 'ihracKayitli'],
  ['801', 'Milli piyango, spor toto ve benzeri oyunlar', 'ozelMatrah'],
  ['802', 'At yarışları ve diğer müşterek bahis ve talih oyunları', 'ozelMatrah'],
  ['803', 'Profesyonel sanatçı gösterileri ve sportif faaliyetler', 'ozelMatrah'],
  ['804', 'Gümrük depolarında ve müzayede mahallerinde yapılan satışlar', 'ozelMatrah'],
  ['805', 'Altın ziynet eşyası ve sikke altın teslimleri', 'ozelMatrah'],
  ['806', 'Tütün mamulleri', 'ozelMatrah'],
  ['807', 'Muzır neşriyat kapsamındaki periyodik yayınlar', 'ozelMatrah'],
  ['809', 'Belediyelerin şehir içi yolcu taşımacılığı biletlerinin bayilere satışı', 'ozelMatrah'],
  ['810', 'Ön ödemeli elektronik haberleşme hizmetleri', 'ozelMatrah'],
  ['811', 'TŞOF araç plakaları ve sürücü kursu belgeleri', 'ozelMatrah'],
];

export const EXEMPTION_CODES: readonly ExemptionCode[] = exemptions.map(([code, name, kind]) => ({
  code,
  name,
  kind,
}));

const exemptionByCode = new Map(EXEMPTION_CODES.map((entry) => [entry.code, entry]));

export const exemptionCodeOf = (code: string): ExemptionCode | undefined => exemptionByCode.get(code);

/** Whether the code is a special base's (801–812): it goes on a line at any VAT rate, on an OZELMATRAH invoice. */
export const isSpecialBaseCode = (code: string): boolean => exemptionCodeOf(code)?.kind === 'ozelMatrah';
