import { z } from 'zod';
import { optionalText } from '../platform/fields.ts';
import { exportInput } from './export.ts';

// The e-document screens' API shapes (/modul/{uyumsoft,mysoft,edm}efatura/…).

export const INTEGRATOR_NAMES = ['uyumsoft', 'mysoft', 'edm'] as const;
export type IntegratorCode = (typeof INTEGRATOR_NAMES)[number];

/** Where an e-document stands: the spec's statuses (section 4). */
export const EDOCUMENT_STATUSES = [
  'queued',
  'sent',
  'approved',
  'notApproved',
  'awaitingApproval',
  'rejected',
  'returned',
  'cancelled',
] as const;
export type EDocumentStatusCode = (typeof EDOCUMENT_STATUSES)[number];

// GİB's numbers are ASCII: a clerk's "kbi" is KBI, not the Turkish capital KBİ.
const prefix = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^([A-Z0-9]{3})?$/, { error: 'v.eDocumentPrefix' }))
  .default('');

/** A company's account at an integrator, as the settings screen saves it. */
export const einvoiceSettingsInput = z.object({
  /** This integrator sends the company's e-documents (one at a time). */
  active: z.boolean().default(false),
  testMode: z.boolean().default(true),
  /** Empty: the integrator's published address for the mode. */
  serviceUrl: z
    .string()
    .trim()
    .max(300, { error: 'v.maxLength' })
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: 'v.url' })
    .default(''),
  username: optionalText(120),
  /** Left empty on a save: the stored password stays. */
  password: optionalText(200),
  /** Three letters or digits each: e-invoice, e-archive and e-despatch numbers start with them. */
  invoicePrefix: prefix,
  archivePrefix: prefix,
  despatchPrefix: prefix,
  /** The answers (receipt advices) to waybills sent to us. */
  receiptPrefix: prefix,
  commercialProfile: z.boolean().default(false),
});
export type EinvoiceSettingsInput = z.output<typeof einvoiceSettingsInput>;

export interface EinvoiceSettings extends Omit<EinvoiceSettingsInput, 'password'> {
  /** Whether a password is stored (it is never sent back). */
  hasPassword: boolean;
  /** The address used when `serviceUrl` is empty. */
  defaultUrl: string;
}

export const sendInput = z.object({
  documentIds: z
    .array(z.number().int().positive())
    .min(1, { error: 'einvoice.nothingChosen' })
    .max(100, { error: 'v.max' }),
  /** Sent as export invoices (IHRACAT) to this foreign buyer, on these terms. */
  export: exportInput.optional(),
});

/** One finding of GİB's rules, in the user's words: the field to fix and GİB's sentence. */
export interface EdocProblem {
  field: string;
  lineNo?: number;
  message: string;
}

export interface SendResult {
  documentId: number;
  number: string;
  ok: boolean;
  edocument?: { id: number; uuid: string; number: string; profile: string; status: EDocumentStatusCode };
  /** Why it was not queued: GİB's rules' findings, or one message. */
  problems: EdocProblem[];
}
export * from './despatch.ts';
export * from './export.ts';
