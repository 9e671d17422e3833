/** The cargo screens' messages, Turkish first (spread into the catalogue). */
export const cargoTr = {
  'cargo.trackingUrlCode': 'Adreste takip numarasının yerine {code} yazılmalıdır',
  'cargo.barcodeRange': 'Barkod aralığının başını ve sonunu birlikte giriniz',
  'cargo.barcodeDigits': 'Barkod 12 ya da 13 rakam olmalıdır',
  'cargo.barcodeOrder': 'Aralığın sonu başından küçük olamaz',
  'cargo.notConfigured':
    '{carrier} hesabı tanımlı değil: Kargo Tanımları’ndan ya da {carrier} Ayarları’ndan girin',
  'cargo.notActive': '{carrier} hesabı tanımlı ya da etkin değil: {carrier} Ayarları’ndan etkinleştirin',
  'cargo.secretsLost':
    '{carrier} hesabının kayıtlı şifresi bu sunucuda açılamıyor (başka bir sunucunun anahtarı); şifreyi yeniden girin',
  'cargo.authFailed': '{carrier} kullanıcı bilgilerini kabul etmedi: {message}',
  'cargo.unreachable': '{carrier} servisine ulaşılamadı: {message}',
  'cargo.refused': '{carrier} isteği reddetti: {message}',
  'cargo.notShippable': 'Yalnızca satış irsaliyesi, satış faturası ve satış siparişi kargoya verilebilir',
  'cargo.documentForbidden': '{number} numaralı belgeyi açma yetkiniz yok',
  'cargo.documentCancelled': '{number} numaralı belge iptal edilmiş',
  'cargo.alreadyShipped': '{number} numaralı belge zaten {carrier} ile kargoda',
  'cargo.noAccount': '{number} numaralı belgede cari yok: alıcı bilinmiyor',
  'cargo.noPlace':
    '{number}: {account} carisinin adresinde il ve ilçe eksik ya da listede yok; cari kartından düzeltin',
  'cargo.noAddress':
    '{number}: {account} carisinin açık adresi boş; cari kartından ya da belgenin sevk adresinden girin',
  'cargo.noPhone': '{number}: {account} carisinin telefonu yok; kurye alıcıya ulaşabilmeli',
  'cargo.codNotAllowed': '{carrier} hesabında kapıda ödeme kapalı (Kargo Tanımları)',
  'cargo.retypeSecret': 'Adres ya da hesap bilgisi değişti: şifreyi yeniden girin',
  'cargo.tooManyLabels': 'Bir seferde en fazla {max} etiket basılır; daha az gönderi seçin',
  'cargo.codCurrency': '{number}: döviz cinsinden belgede kapıda ödeme alınamaz; kurye yalnız TL tahsil eder',
  'cargo.codAbovePayable': '{number}: kapıda ödeme tutarı belgenin ödenecek tutarını aşamaz',
  'cargo.barcodeRangeUsed': 'PTT barkod aralığı bitti: PTT Kargo Ayarları’na yeni aralığı girin',
  'cargo.pttOneParcel':
    '{number}: PTT her koliyi kendi barkoduyla ayrı gönderi olarak kabul eder; koli sayısını 1 yapın',
  'cargo.cancelLate': 'Kargo teslim alındıktan sonra iptal edilemez',
  'cargo.cancelled': 'Kargo iptal edildi',
  'cargo.noLabels': 'Seçilen gönderilerin etiketi yok: önce kargoya verilmeleri gerekir',
  'cargo.packageTypeUsed': 'Bu paket tipi adıyla bir kayıt var',
} as const;
