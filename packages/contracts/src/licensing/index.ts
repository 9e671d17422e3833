import { isValidTckn, isValidVkn } from '@kibo/domain';
import { z } from 'zod';
import { COMPANY_MODULE_CODES } from '../menus/modules.ts';
import { email, isoDate, optionalText, password, requiredText, unlessMissing } from '../platform/fields.ts';
import { ROLE_CODES } from '../platform/roles.ts';

/** What the company's own users see on /license. */
export const licenceInfo = z.object({
  companyId: z.number().int(),
  title: z.string(),
  licenseOwner: z.string(),
  licenseExpires: z.string(),
  daysLeft: z.number().int(),
  active: z.boolean(),
  userCount: z.number().int(),
  maxUsers: z.number().int(),
  agreementStatus: z.enum(['0', '1']),
  agreementApprovedBy: z.string().nullable(),
  agreementApprovedAt: z.string().nullable(),
});
export type LicenceInfo = z.infer<typeof licenceInfo>;

/** A company's VKN (10 digits) or, for a sole proprietor, the owner's TCKN (11 digits); check digits verified. */
const vkn = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidVkn(value) || isValidTckn(value), { error: 'v.vkn' })
  .default('');

/** A company (tenant) as the vendor's super-administrator manages it. */
export const companyInput = z.object({
  title: requiredText(250),
  licenseOwner: requiredText(250),
  licenseExpires: isoDate,
  active: z.boolean().default(true),
  maxUsers: z
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(1, { error: 'v.min' })
    .max(10000, { error: 'v.max' })
    .default(5),
  vkn,
  taxOffice: optionalText(120),
  address: optionalText(500),
  city: optionalText(80),
  district: optionalText(80),
  phone: optionalText(40),
  email: z.union([z.literal(''), email]).default(''),
  passwordExpireDays: z
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(0, { error: 'v.min' })
    .max(3650, { error: 'v.max' })
    .default(90),
  ipAllowList: optionalText(2000),
  /** The modules the licence allows the company to switch on; null (or left out) allows every one. */
  licensedModules: z
    .array(z.enum(COMPANY_MODULE_CODES, { error: 'v.enum' }), { error: 'v.invalid' })
    .refine((codes) => new Set(codes).size === codes.length, { error: 'v.repeated' })
    .nullable()
    .default(null),
});
export type CompanyInput = z.infer<typeof companyInput>;

/** A new company comes with its first administrator. */
export const newCompanyInput = companyInput.extend({
  adminName: requiredText(120),
  adminEmail: email,
  adminPassword: password,
});
export type NewCompanyInput = z.infer<typeof newCompanyInput>;

export const companyRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  licenseOwner: z.string(),
  licenseExpires: z.string(),
  active: z.boolean(),
  maxUsers: z.number().int(),
  vkn: z.string(),
  taxOffice: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  phone: z.string(),
  email: z.string(),
  passwordExpireDays: z.number().int(),
  ipAllowList: z.string(),
  licensedModules: z.array(z.enum(COMPANY_MODULE_CODES)).nullable(),
  userCount: z.number().int(),
  agreementStatus: z.enum(['0', '1']),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** A user of any company, as the vendor sees it on /modul/lisansyonetimi/kullanicilist. */
export const vendorUserRecord = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyTitle: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type VendorUserRecord = z.infer<typeof vendorUserRecord>;

export const vendorUserInput = z.object({
  name: requiredText(120),
  email,
  /** `superadmin` stays where it is: it can neither be given nor taken away here. */
  role: z.enum(ROLE_CODES, { error: unlessMissing('v.enum') }),
  active: z.boolean(),
  password: z.union([z.literal(''), password]).optional(),
  mustChangePassword: z.boolean().default(false),
});
export type VendorUserInput = z.infer<typeof vendorUserInput>;
