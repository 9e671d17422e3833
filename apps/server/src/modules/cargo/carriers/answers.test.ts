import { describe, expect, it } from 'vitest';
import { saysAlreadyThere } from './answers.ts';

describe('a carrier refusal read as "sent before"', () => {
  it('takes the words that say the key is there already', () => {
    for (const words of [
      'Bu kargo anahtarı daha önce kullanılmış',
      'Gönderi ZATEN KAYITLI',
      'Kayıt mevcut',
      'Order already exists',
    ])
      expect(saysAlreadyThere(words), words).toBe(true);
  });

  it('does not take their negations, which say nothing is there', () => {
    for (const words of [
      'Kayıt mevcut değil',
      'Alıcı kayıtlı değil',
      'Gönderi bulunamadı',
      'Order does not exist',
      "Customer doesn't exist",
      'Fatura kaydı yok',
    ])
      expect(saysAlreadyThere(words), words).toBe(false);
  });
});
