import type { CarrierCode } from '@kibo/contracts';
import { ARAS_URLS, ArasClient } from './aras.ts';
import { MngClient } from './mng.ts';
import { MNG_URLS } from './mng-wire.ts';
import { PTT_URLS, PttClient } from './ptt.ts';
import { SURAT_URLS, SuratClient } from './surat.ts';
import type { Carrier, CarrierAccount } from './types.ts';
import { YURTICI_URLS, YurticiClient } from './yurtici.ts';

export { pttBarcodeAt, pttBarcodeInRange } from './ptt.ts';
export * from './types.ts';

const URLS: Record<CarrierCode, { test: string; production: string }> = {
  yurtici: YURTICI_URLS,
  aras: ARAS_URLS,
  mng: MNG_URLS,
  ptt: PTT_URLS,
  surat: SURAT_URLS,
};

/** The carrier's published address for the mode, used when the settings leave it empty. */
export const defaultCarrierUrl = (carrier: CarrierCode, testMode: boolean): string =>
  URLS[carrier][testMode ? 'test' : 'production'];

/** A client of the carrier's protocol for the account. */
export function connectCarrier(account: CarrierAccount): Carrier {
  switch (account.carrier) {
    case 'yurtici':
      return new YurticiClient(account);
    case 'aras':
      return new ArasClient(account);
    case 'mng':
      return new MngClient(account);
    case 'ptt':
      return new PttClient(account);
    case 'surat':
      return new SuratClient(account);
  }
}
