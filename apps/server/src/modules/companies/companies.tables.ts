import { DEFAULT_SCAN_RULES } from '@kibo/domain';
import {
  boolean,
  char,
  date,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { warehouses } from '../stock/stock.tables.ts';

/** The tenant: one company is one licence, with its owner, expiry date and users. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    licenseOwner: text('license_owner').notNull(),
    licenseExpires: date('license_expires').notNull(),
    active: boolean('active').notNull().default(true),
    maxUsers: integer('max_users').notNull().default(5),
    /** The licence vendor's own company, home of the super-administrators. */
    isVendor: boolean('is_vendor').notNull().default(false),
    vkn: text('vkn').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Days a password stays valid; 0 = never expires. */
    passwordExpireDays: integer('password_expire_days').notNull().default(90),
    /** `;` or `,` separated addresses and CIDR ranges; empty = any address. */
    ipAllowList: text('ip_allow_list').notNull().default(''),
    // Company details as documents print them (/sistem/firma).
    mersisNo: text('mersis_no').notNull().default(''),
    tradeRegistryNo: text('trade_registry_no').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    website: text('website').notNull().default(''),
    logo: text('logo').notNull().default(''),
    bankAccounts: jsonb('bank_accounts').notNull().default([]),
    eDocumentType: text('e_document_type').notNull().default('none'),
    eInvoiceAlias: text('e_invoice_alias').notNull().default(''),
    eDespatchAlias: text('e_despatch_alias').notNull().default(''),
    // General settings (/sistem/genel): what documents start from, stock and security rules.
    defaultWarehouseId: integer('default_warehouse_id'),
    defaultCurrency: text('default_currency').notNull().default('TRY'),
    defaultPriceList: text('default_price_list').notNull().default('sale1'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    negativeStock: text('negative_stock').notNull().default('warn'),
    quantityDecimals: integer('quantity_decimals').notNull().default(2),
    priceDecimals: integer('price_decimals').notNull().default(2),
    passwordMinLength: integer('password_min_length').notNull().default(8),
    /** Hours a login lasts; NULL = the installation's TOKEN_TTL_HOURS. */
    sessionHours: integer('session_hours'),
    idleReload: boolean('idle_reload').notNull().default(true),
    // Loyalty points (/sistem/puan).
    pointsEnabled: boolean('points_enabled').notNull().default(false),
    pointsPerStep: numeric('points_per_step', { precision: 19, scale: 4 }).notNull().default('0'),
    pointsStep: numeric('points_step', { precision: 19, scale: 4 }).notNull().default('0'),
    pointValue: numeric('point_value', { precision: 19, scale: 4 }).notNull().default('0'),
    pointsExpiryMonths: integer('points_expiry_months').notNull().default(0),
    pointsMinRedeem: integer('points_min_redeem').notNull().default(0),
    // Warehouse operations (/depo/ayar).
    pickingWarehouseId: integer('picking_warehouse_id'),
    transitWarehouseId: integer('transit_warehouse_id'),
    pickingOrder: text('picking_order').notNull().default('shelf'),
    pickScanEachUnit: boolean('pick_scan_each_unit').notNull().default(true),
    pickScanShelf: boolean('pick_scan_shelf').notNull().default(false),
    pickAllowShort: boolean('pick_allow_short').notNull().default(true),
    // Documents (/fis/ayar).
    defaultDueDays: integer('default_due_days').notNull().default(0),
    mergeScannedLines: boolean('merge_scanned_lines').notNull().default(true),
    printAfterSave: boolean('print_after_save').notNull().default(false),
    lockPrinted: boolean('lock_printed').notNull().default(false),
    // The till's scale labels (readScan rules) and the words under every receipt.
    scaleBarcodes: jsonb('scale_barcodes')
      .notNull()
      .default(DEFAULT_SCAN_RULES.scale as unknown as object),
    receiptFooter: text('receipt_footer').notNull().default(''),
    // Point of sale (/sistem/tclnt): hours an authorised device may sell without reaching the server.
    posMaxOfflineHours: integer('pos_max_offline_hours').notNull().default(24),
    // Modules the company switched on (/sistem/firma, COMPANY_MODULES), each its column so the
    // settings form binds to it; only those the licence allows take effect.
    einvoice: boolean('module_einvoice').notNull().default(false),
    cargo: boolean('module_cargo').notNull().default(false),
    integrations: boolean('module_integrations').notNull().default(false),
    catalogue: boolean('module_catalogue').notNull().default(false),
    library: boolean('module_library').notNull().default(false),
    secondhand: boolean('module_secondhand').notNull().default(false),
    qrMenu: boolean('module_qr_menu').notNull().default(false),
    b2b: boolean('module_b2b').notNull().default(false),
    commission: boolean('module_commission').notNull().default(false),
    institution: boolean('module_institution').notNull().default(false),
    /** Licence terms: the modules the vendor allows this company; NULL allows every one. */
    licensedModules: text('licensed_modules').array(),
    /** '0' until an authorised user approves the licence agreement, then '1'. */
    agreementStatus: char('agreement_status', { length: 1 }).notNull().default('0'),
    agreementApprovedBy: integer('agreement_approved_by'),
    agreementApprovedAt: timestamp('agreement_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The default warehouse is one of the company's own; a warehouse in use stays undeletable.
    foreignKey({
      name: 'companies_default_warehouse',
      columns: [t.id, t.defaultWarehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    foreignKey({
      name: 'companies_picking_warehouse',
      columns: [t.id, t.pickingWarehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    foreignKey({
      name: 'companies_transit_warehouse',
      columns: [t.id, t.transitWarehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    ...tenantPolicy('companies', 'id'),
  ],
);
