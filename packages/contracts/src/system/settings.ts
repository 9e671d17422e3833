import { parseAllowList } from '@kibo/domain';
import { MenuId } from '../menus/catalogue.ts';
import { COMPANY_MODULE_CODES, type CompanyModule } from '../menus/modules.ts';
import { CURRENCIES, DEFAULT_CURRENCY, PASSWORD_MIN_LENGTH } from '../platform/constants.ts';
import { f } from '../resources/fields.ts';
import { defineSettings } from '../resources/settings.ts';
import { PRICE_LISTS } from '../stock/items.ts';

/**
 * The company as documents and e-invoices print it (`/sistem/firma`): legal identity, addresses,
 * the bank accounts shown on invoices and the e-document identity.
 */
export const companyProfile = defineSettings({
  name: 'companyProfile',
  menus: [MenuId.companyInfo],
  fields: {
    title: f.text({ required: true, max: 250 }),
    vkn: f.taxId({ required: true }),
    taxOffice: f.text({ required: true, max: 80 }),
    mersisNo: f.text({ max: 16 }),
    tradeRegistryNo: f.text({ max: 30 }),
    city: f.province(),
    district: f.district('city'),
    address: f.textarea({ max: 500 }),
    postalCode: f.postalCode(),
    phone: f.phone(),
    email: f.email(),
    website: f.text({ max: 200 }),
    logo: f.image(),
    bankAccounts: f.lines(
      {
        bank: f.text({ required: true, max: 80 }),
        branch: f.text({ max: 80 }),
        iban: f.iban({ required: true }),
        currency: f.enum(CURRENCIES, DEFAULT_CURRENCY),
      },
      { max: 10 },
    ),
    eDocumentType: f.enum(['none', 'eArchive', 'eInvoice'], 'none'),
    eInvoiceAlias: f.text({ max: 120 }),
    eDespatchAlias: f.text({ max: 120 }),
  },
  form: {
    sections: [
      { key: 'identity', fields: ['title', 'vkn', 'taxOffice', 'mersisNo', 'tradeRegistryNo'] },
      { key: 'address', fields: ['city', 'district', 'postalCode', 'address'] },
      { key: 'contact', fields: ['phone', 'email', 'website', 'logo'] },
      { key: 'bank', fields: ['bankAccounts'] },
      { key: 'eDocuments', fields: ['eDocumentType', 'eInvoiceAlias', 'eDespatchAlias'] },
    ],
  },
  rules: (profile) => [
    ...(profile.mersisNo && !/^\d{16}$/.test(profile.mersisNo)
      ? [{ field: 'mersisNo', key: 'v.mersis' }]
      : []),
    // An e-invoice user receives and sends through its mailbox alias (urn:mail:…); e-archive needs none.
    ...(profile.eDocumentType === 'eInvoice' && !profile.eInvoiceAlias
      ? [{ field: 'eInvoiceAlias', key: 'v.required' }]
      : []),
  ],
});

/** How the company works (`/sistem/genel`): defaults documents start from, stock and security rules. */
export const generalSettings = defineSettings({
  name: 'generalSettings',
  menus: [MenuId.generalSettings],
  fields: {
    defaultWarehouseId: f.reference('warehouses'),
    defaultCurrency: f.enum(CURRENCIES, DEFAULT_CURRENCY),
    defaultPriceList: f.enum(PRICE_LISTS, 'sale1'),
    pricesIncludeVat: f.boolean(true),
    negativeStock: f.enum(['allow', 'warn', 'refuse'], 'warn'),
    quantityDecimals: f.integer({ required: true, min: 0, max: 4 }),
    priceDecimals: f.integer({ required: true, min: 2, max: 4 }),
    passwordExpireDays: f.integer({ required: true, min: 0, max: 365 }),
    passwordMinLength: f.integer({ required: true, min: PASSWORD_MIN_LENGTH, max: 64 }),
    sessionHours: f.integer({ min: 1, max: 72 }),
    ipAllowList: f.textarea({ max: 2000 }),
    idleReload: f.boolean(true),
  },
  form: {
    sections: [
      {
        key: 'defaults',
        fields: ['defaultWarehouseId', 'defaultCurrency', 'defaultPriceList', 'pricesIncludeVat'],
      },
      { key: 'stock', fields: ['negativeStock', 'quantityDecimals', 'priceDecimals'] },
      {
        key: 'security',
        fields: ['passwordExpireDays', 'passwordMinLength', 'sessionHours', 'idleReload', 'ipAllowList'],
      },
    ],
  },
  rules: (settings) => {
    const invalid = parseAllowList(settings.ipAllowList).invalid[0];
    return invalid ? [{ field: 'ipAllowList', key: 'v.ipList', params: { value: invalid } }] : [];
  },
});

/**
 * The parts of the product the company works with (`/sistem/firma`): a bookshop switches on the
 * library, a café the QR menu; the menu, dashboard and API follow. The licence may allow fewer.
 */
export const companyModules = defineSettings({
  name: 'companyModules',
  menus: [MenuId.companyInfo],
  editors: [],
  fields: Object.fromEntries(COMPANY_MODULE_CODES.map((code) => [code, f.boolean(false)])) as Record<
    CompanyModule,
    ReturnType<typeof f.boolean>
  >,
  form: { sections: [{ key: 'modules', fields: [...COMPANY_MODULE_CODES] }] },
});

export const SETTINGS_DEFINITIONS = [companyProfile, generalSettings, companyModules];
