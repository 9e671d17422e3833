import { z } from 'zod';
import { optionalText, requiredText } from '../platform/fields.ts';

// An export invoice (IHRACAT) as the send screen asks for it: the foreign buyer, the Incoterms and
// how the goods leave. GİB addresses it to the customs office; the buyer is named beside it.

/** Incoterms GİB accepts (its code list also keeps the retired DAF, DDU, DEQ, DES). */
export const DELIVERY_TERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

/** UN/ECE rec. 19: 1 sea, 2 rail, 3 road, 4 air, 5 post, 6 multimodal, 7 fixed installation, 8 inland water. */
export const TRANSPORT_MODES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

export const exportInput = z.object({
  country: requiredText(60),
  city: requiredText(60),
  address: optionalText(300),
  /** The buyer's own tax number abroad, when it has one. */
  taxId: optionalText(30),
  deliveryTerms: z.enum(DELIVERY_TERMS, { error: 'v.enum' }),
  transportMode: z.enum(TRANSPORT_MODES, { error: 'v.enum' }),
});
export type ExportInput = z.output<typeof exportInput>;
