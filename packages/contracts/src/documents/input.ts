import {
  documentTotals,
  EXEMPTION_CODES,
  exemptionCodeOf,
  isSpecialBaseCode,
  percentOfRatio,
  ratioOfPercent,
  WITHHOLDING_CODES,
  withholdingCodeOf,
} from '@kibo/domain';
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../platform/constants.ts';
import { isoDate, optionalText, unlessMissing } from '../platform/fields.ts';
import { decimal } from '../resources/fields.ts';
import { PRICE_LISTS, VAT_RATES } from '../stock/items.ts';
import { DOCUMENT_KIND_NAMES, kindOf, MAX_DOCUMENT_LINES, WITHHOLDING_RATIOS } from './kinds.ts';

const id = z.number({ error: 'v.required' }).int().positive({ error: 'v.required' });
const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  id.nullable(),
);

export const documentLineInput = z
  .object({
    itemId: id,
    description: optionalText(250),
    quantity: decimal(4, 'nonNegative').refine((value) => Number(value) > 0, { error: 'v.positive' }),
    /** Another unit of the item (Koli × 12); none: its main unit. */
    unitId: optionalId.default(null),
    unitPrice: decimal(4, 'nonNegative'),
    discounts: z.array(decimal(2, 'percent')).max(3, { error: 'v.max' }).default([]),
    vatRate: z.enum(VAT_RATES, { error: unlessMissing('v.enum') }),
    otvRate: decimal(2, 'percent').default('0'),
    withholding: z.enum(['', ...WITHHOLDING_RATIOS], { error: unlessMissing('v.enum') }).default(''),
    /** GİB's withholding code (603…): an e-invoice names it; it fixes the ratio (`withholding`). */
    withholdingCode: z
      .enum(['', ...WITHHOLDING_CODES.map((entry) => entry.code)], { error: unlessMissing('v.enum') })
      .default(''),
    /** Why a 0 % line carries no VAT (301, 351, 701…), as an e-invoice must say. */
    exemptionCode: z
      .enum(['', ...EXEMPTION_CODES.map((entry) => entry.code)], { error: unlessMissing('v.enum') })
      .default(''),
    /** Özel matrah: the amount VAT is charged on instead of the line's net (with a code 801–812). */
    specialBase: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      decimal(2, 'nonNegative').nullable().default(null),
    ),
    /** The order or waybill line this one was made from (conversions, partial supply). */
    sourceLineId: optionalId.default(null),
  })
  // A withholding code without a ratio takes the code's own.
  .transform((line) => {
    const code = line.withholdingCode ? withholdingCodeOf(line.withholdingCode) : undefined;
    return code && !line.withholding
      ? { ...line, withholding: ratioOfPercent(code.percents[0]!) as (typeof WITHHOLDING_RATIOS)[number] }
      : line;
  });
export type DocumentLineInput = z.output<typeof documentLineInput>;

/** A document as the editor sends it; the server computes its amounts and numbers it. */
export const documentInput = z
  .object({
    docType: z.enum(DOCUMENT_KIND_NAMES, { error: unlessMissing('v.enum') }),
    /** None: the user's own series for the type, else the company default. */
    seriesId: optionalId.default(null),
    date: isoDate,
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'v.time' })
      .or(z.literal(''))
      .default(''),
    dueDate: isoDate.nullable().default(null),
    accountId: optionalId.default(null).meta({
      description: 'Zorunlu: cari hareketi yapan ve cari isteyen evrak türlerinde (DOCUMENT_KINDS).',
    }),
    warehouseId: id,
    targetWarehouseId: optionalId.default(null),
    currency: z.enum(CURRENCIES, { error: unlessMissing('v.enum') }).default(DEFAULT_CURRENCY),
    exchangeRate: decimal(6, 'nonNegative').default('1'),
    priceList: z.enum(PRICE_LISTS, { error: unlessMissing('v.enum') }).default('sale1'),
    pricesIncludeVat: z.boolean().default(false),
    counterpartyNo: optionalText(40),
    shippingAddress: optionalText(500),
    description: optionalText(1000),
    documentDiscount: z
      .object({ kind: z.enum(['percent', 'amount']), value: decimal(2, 'nonNegative') })
      .nullable()
      .default(null),
    lines: z
      .array(documentLineInput)
      .min(1, { error: 'doc.noLines' })
      .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }),
    /** The version the editor loaded: a save over someone else's change is refused. */
    version: z.number().int().min(0).optional(),
  })
  .superRefine((document, context) => {
    const kind = kindOf(document.docType);
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (kind.party === 'required' && !document.accountId) problem('accountId', 'v.required');
    if (kind.party === 'none' && document.accountId) problem('accountId', 'doc.noAccount');
    if (kind.stock === 'transfer') {
      if (!document.targetWarehouseId) problem('targetWarehouseId', 'v.required');
      else if (document.targetWarehouseId === document.warehouseId)
        problem('targetWarehouseId', 'doc.sameWarehouse');
    }
    if (document.dueDate && document.dueDate < document.date) problem('dueDate', 'v.dateBefore');
    if (document.currency !== DEFAULT_CURRENCY && !(Number(document.exchangeRate) > 0))
      problem('exchangeRate', 'v.positive');
    if (document.documentDiscount?.kind === 'percent' && Number(document.documentDiscount.value) > 100)
      problem('documentDiscount', 'v.percent');
    document.lines.forEach((line, index) => {
      const at = (field: string, message: string) =>
        context.addIssue({ code: 'custom', path: ['lines', index, field], message });
      const code = line.withholdingCode ? withholdingCodeOf(line.withholdingCode) : undefined;
      if (code && !code.percents.includes(percentOfRatio(line.withholding)))
        at('withholding', 'doc.withholdingRatio');
      const exemption = line.exemptionCode ? exemptionCodeOf(line.exemptionCode) : undefined;
      if (exemption && exemption.kind !== 'ozelMatrah' && Number(line.vatRate) !== 0)
        at('exemptionCode', 'doc.exemptionNeedsZero');
      if (line.specialBase !== null && !isSpecialBaseCode(line.exemptionCode))
        at('specialBase', 'doc.specialBaseNeedsCode');
    });
    // GİB takes a special base's code only on an OZELMATRAH invoice, which cannot withhold VAT.
    if (document.lines.some((line) => line.withholding))
      document.lines.forEach((line, index) => {
        if (isSpecialBaseCode(line.exemptionCode))
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'exemptionCode'],
            message: 'doc.specialBaseWithholding',
          });
      });
    // A special base's VAT may not take more than the line is left to cost.
    if (document.lines.some((line) => line.specialBase !== null)) {
      const totals = documentTotals({
        pricesIncludeVat: document.pricesIncludeVat,
        documentDiscount: document.documentDiscount,
        lines: document.lines.map((line) => ({ ...line, withholding: null })),
      });
      totals.lines.forEach((figures, index) => {
        if (Number(figures.net) < 0)
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'specialBase'],
            message: 'doc.specialBaseTooHigh',
          });
      });
    }
  });
export type DocumentInput = z.output<typeof documentInput>;
