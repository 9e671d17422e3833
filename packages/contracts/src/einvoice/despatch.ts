import { isValidTckn, isValidVkn } from '@kibo/domain';
import { z } from 'zod';
import { isoDate, optionalText, requiredText } from '../platform/fields.ts';

// The e-despatch screens' API shapes (/modul/mysoftefatura/irsaliye/…): who carries the goods when
// waybills are sent, and the receipt advice answering a waybill sent to us.

const tckn = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required', abort: true })
  .refine(isValidTckn, { error: 'despatch.driverTckn' });

/** A Turkish plate as written on it (34 ABC 123), kept without spaces and in capitals. */
const plate = z
  .string()
  // Plates are ASCII: a typed "abi" is ABI, not the Turkish capital ABİ.
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^(0[1-9]|[1-7]\d|8[01])[A-Z]{1,3}\d{2,5}$/, { error: 'despatch.plate' }));

/**
 * Who carries the goods: our own vehicle (one or two drivers and its plates, a trailer's too) or a
 * carrier firm. GİB refuses a despatch with neither.
 */
export const shipmentInput = z
  .object({
    /** When the goods leave: today and now unless they leave later. */
    date: isoDate,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'v.time' }),
    by: z.enum(['vehicle', 'carrier']),
    drivers: z
      .array(z.object({ firstName: requiredText(60), lastName: requiredText(60), tckn }))
      .max(2, { error: 'v.max' })
      .default([]),
    plates: z.array(plate).max(2, { error: 'v.max' }).default([]),
    carrierTaxId: optionalText(11),
    carrierName: optionalText(200),
    /**
     * The waybills went on paper already (the system was down): each is recorded as MATBUDAN,
     * naming its printed number and date.
     */
    printed: z.boolean().default(false),
  })
  .superRefine((shipment, context) => {
    if (shipment.by === 'vehicle') {
      if (!shipment.drivers.length)
        context.addIssue({ code: 'custom', path: ['drivers'], message: 'despatch.driverRequired' });
      if (!shipment.plates.length)
        context.addIssue({ code: 'custom', path: ['plates'], message: 'despatch.plateRequired' });
      return;
    }
    if (!isValidVkn(shipment.carrierTaxId) && !isValidTckn(shipment.carrierTaxId))
      context.addIssue({ code: 'custom', path: ['carrierTaxId'], message: 'despatch.carrierTaxId' });
    if (!shipment.carrierName)
      context.addIssue({ code: 'custom', path: ['carrierName'], message: 'v.required' });
  });
export type ShipmentInput = z.output<typeof shipmentInput>;

export const despatchSendInput = z.object({
  documentIds: z
    .array(z.number().int().positive())
    .min(1, { error: 'einvoice.nothingChosen' })
    .max(100, { error: 'v.max' }),
  shipment: shipmentInput,
});
export type DespatchSendInput = z.output<typeof despatchSendInput>;

const quantity = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'v.number' });

/**
 * The answer to a waybill sent to us, within seven days: per line of it, what arrived and what
 * was refused (with why); what is neither is short.
 */
export const receiptInput = z.object({
  receivedDate: isoDate,
  note: optionalText(500),
  lines: z
    .array(
      z.object({
        /** The despatch line's own id (cbc:ID). */
        lineId: z.string().trim().min(1).max(20),
        received: quantity,
        rejected: quantity.default('0'),
        rejectReason: optionalText(200),
      }),
    )
    .min(1, { error: 'v.required' })
    .max(2000, { error: 'v.max' }),
});
export type ReceiptInput = z.output<typeof receiptInput>;

/** A waybill sent to us saved as our purchase waybill: where the goods go, the item of each line. */
export const waybillInput = z.object({
  warehouseId: z.number({ error: 'v.required' }).int().positive(),
  itemIds: z.array(z.number().int().positive(), { error: 'v.required' }).min(1).max(2000),
});
export type WaybillInput = z.output<typeof waybillInput>;
