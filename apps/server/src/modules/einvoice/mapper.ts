import type { DocumentKindName, ExportInput } from '@kibo/contracts';
import { exemptionCodeOf, percentOfRatio } from '@kibo/domain';
import type { EInvoice, InvoiceLine, InvoiceProfile, InvoiceType, Party } from '@kibo/ubl-tr';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';

// A saved invoice, its account and the company card, read in one statement and turned into the
// e-invoice model the UBL builder takes. The amounts are not read: the builder computes them from
// the same lines with the same function the document was saved with.

/** GİB's stand-in for a buyer who gave no TCKN (a final consumer on an e-Arşiv invoice). */
export const UNKNOWN_PERSON_TCKN = '11111111111';

export type Row = {
  doc: {
    doc_type: DocumentKindName;
    number: string;
    date: string;
    time: string;
    due_date: string | null;
    currency: string;
    exchange_rate: string;
    prices_include_vat: boolean;
    discount_kind: 'percent' | 'amount' | null;
    discount_value: string;
    description: string;
    counterparty_no: string;
    shipping_address: string;
  };
  lines: {
    name: string;
    description: string;
    quantity: string;
    unit_code: string;
    unit_price: string;
    discounts: string[];
    vat_rate: string;
    otv_rate: string;
    withholding: string;
    withholding_code: string;
    exemption_code: string;
    special_base: string | null;
    gtip: string;
    code: string;
    barcode: string | null;
  }[];
  account: {
    kind: 'company' | 'person';
    title: string;
    tax_id: string;
    tax_office: string;
    first_name: string;
    last_name: string;
    province: string;
    district: string;
    address: string;
    postal_code: string;
    shipping_province: string;
    shipping_district: string;
    shipping_address: string;
    shipping_postal_code: string;
    email: string;
    phone: string | null;
    e_invoice: boolean;
    e_invoice_alias: string;
  } | null;
  company: {
    title: string;
    vkn: string;
    tax_office: string;
    address: string;
    city: string;
    district: string;
    postal_code: string;
    phone: string;
    email: string;
    website: string;
    mersis_no: string;
    trade_registry_no: string;
  };
  sources: { doc_type: DocumentKindName; number: string; date: string }[];
};

export const readDocument = (tx: Db, documentId: number) =>
  tx.execute<Row>(sql`
    SELECT row_to_json(d.*) AS doc,
           (SELECT json_agg(json_build_object(
                     'name', i.name, 'description', l.description, 'quantity', l.quantity::text,
                     'unit_code', coalesce(u.code, mu.code, 'C62'), 'unit_price', l.unit_price::text,
                     'discounts', json_build_array(l.discount1::text, l.discount2::text, l.discount3::text),
                     'vat_rate', l.vat_rate::text, 'otv_rate', l.otv_rate::text, 'withholding', l.withholding,
                     'withholding_code', l.withholding_code, 'exemption_code', l.exemption_code,
                     'special_base', l.special_base::text, 'gtip', i.gtip,
                     'code', i.code, 'barcode', i.barcodes[1]) ORDER BY l.line_no)
              FROM document_lines l
              JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
              LEFT JOIN units u ON u.company_id = l.company_id AND u.id = l.unit_id
              LEFT JOIN units mu ON mu.company_id = i.company_id AND mu.id = i.unit_id
             WHERE l.company_id = d.company_id AND l.document_id = d.id) AS lines,
           (SELECT json_build_object(
                     'kind', a.kind, 'title', a.title, 'tax_id', a.tax_id, 'tax_office', a.tax_office,
                     'first_name', a.first_name, 'last_name', a.last_name, 'province', a.billing_province,
                     'district', a.billing_district, 'address', a.billing_address, 'postal_code', a.billing_postal_code,
                     'shipping_province', a.shipping_province, 'shipping_district', a.shipping_district,
                     'shipping_address', a.shipping_address, 'shipping_postal_code', a.shipping_postal_code, 'email', a.email,
                     'phone', a.phones[1], 'e_invoice', a.e_invoice, 'e_invoice_alias', a.e_invoice_alias)
              FROM accounts a WHERE a.company_id = d.company_id AND a.id = d.account_id) AS account,
           (SELECT json_build_object(
                     'title', c.title, 'vkn', c.vkn, 'tax_office', c.tax_office, 'address', c.address,
                     'city', c.city, 'district', c.district, 'postal_code', c.postal_code, 'phone', c.phone,
                     'email', c.email, 'website', c.website, 'mersis_no', c.mersis_no,
                     'trade_registry_no', c.trade_registry_no)
              FROM companies c WHERE c.id = d.company_id) AS company,
           coalesce((SELECT json_agg(DISTINCT jsonb_build_object('doc_type', s.doc_type, 'number', s.number, 'date', s.date))
              FROM document_lines l
              JOIN document_lines sl ON sl.company_id = l.company_id AND sl.id = l.source_line_id
              JOIN documents s ON s.company_id = sl.company_id AND s.id = sl.document_id
             WHERE l.company_id = d.company_id AND l.document_id = d.id), '[]') AS sources
      FROM documents d
     WHERE d.id = ${documentId}`);

/** The company card as the e-documents name it, for documents made of no saved document (receipts). */
export const readCompany = async (tx: Db): Promise<Row['company']> =>
  (
    await tx.execute<Row['company']>(sql`
      SELECT title, vkn, tax_office, address, city, district, postal_code, phone, email, website, mersis_no,
             trade_registry_no
        FROM companies WHERE id = current_setting('app.company_id')::int`)
  ).rows[0]!;

const trimmedDiscounts = (values: string[]): string[] => {
  const last = values.map(Number).findLastIndex((value) => value !== 0);
  return values.slice(0, last + 1);
};

function lineOf(row: Row['lines'][number]): InvoiceLine {
  return {
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    quantity: row.quantity,
    unitCode: row.unit_code,
    unitPrice: row.unit_price,
    discounts: trimmedDiscounts(row.discounts),
    vatRate: row.vat_rate,
    otvRate: row.otv_rate,
    withholding:
      row.withholding_code && row.withholding
        ? { code: row.withholding_code, percent: percentOfRatio(row.withholding) }
        : null,
    ...(row.exemption_code ? { exemptionCode: row.exemption_code } : {}),
    ...(row.special_base !== null ? { specialBase: row.special_base } : {}),
    sellersItemId: row.code,
    ...(row.barcode ? { barcode: row.barcode } : {}),
    ...(row.gtip ? { gtip: row.gtip } : {}),
  };
}

/** The buyer as the tax office knows it: VKN for a company, TCKN with names for a person. */
export function partyOfAccount(account: NonNullable<Row['account']>): Party {
  const address = {
    street: account.address,
    district: account.district,
    city: account.province,
    ...(account.postal_code ? { postalZone: account.postal_code } : {}),
  };
  const contact = {
    ...(account.email ? { email: account.email } : {}),
    ...(account.phone ? { phone: account.phone } : {}),
  };
  const taxId = account.tax_id.trim();
  if (taxId.length === 10)
    return {
      scheme: 'VKN',
      id: taxId,
      name: account.title,
      taxOffice: account.tax_office,
      address,
      ...contact,
    };
  // A person: by TCKN (or GİB's stand-in when none was given), with a first and family name.
  const [first, ...rest] = account.title.trim().split(/\s+/);
  return {
    scheme: 'TCKN',
    id: taxId || UNKNOWN_PERSON_TCKN,
    firstName: account.first_name || first || account.title,
    familyName: account.last_name || rest.join(' ') || '-',
    ...(account.kind === 'company' ? { name: account.title } : {}),
    ...(account.tax_office ? { taxOffice: account.tax_office } : {}),
    address,
    ...contact,
  };
}

export function companyParty(company: Row['company']): Party {
  return {
    scheme: company.vkn.length === 11 ? 'TCKN' : 'VKN',
    id: company.vkn,
    name: company.title,
    taxOffice: company.tax_office,
    address: {
      street: company.address,
      district: company.district,
      city: company.city,
      ...(company.postal_code ? { postalZone: company.postal_code } : {}),
    },
    ...(company.phone ? { phone: company.phone } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.website ? { website: company.website } : {}),
    otherIds: { MERSISNO: company.mersis_no, TICARETSICILNO: company.trade_registry_no },
  };
}

/**
 * The invoice type its lines call for: a return is IADE, a withheld sale TEVKIFAT, lines exempt for
 * export registration IHRACKAYITLI, under a special base OZELMATRAH, otherwise exempt ISTISNA.
 */
export function invoiceTypeOf(isReturn: boolean, lines: readonly InvoiceLine[]): InvoiceType {
  if (isReturn) return 'IADE';
  if (lines.some((line) => line.withholding)) return 'TEVKIFAT';
  const kinds = new Set(
    lines.map((line) => (line.exemptionCode ? exemptionCodeOf(line.exemptionCode)?.kind : undefined)),
  );
  if (kinds.has('ihracKayitli')) return 'IHRACKAYITLI';
  if (kinds.has('ozelMatrah')) return 'OZELMATRAH';
  if (kinds.has('istisna')) return 'ISTISNA';
  return 'SATIS';
}

export interface InvoiceChoice {
  profile: InvoiceProfile;
  number: string;
  uuid: string;
  /** IHRACAT: the foreign buyer and the terms, as the send screen took them. */
  export?: ExportInput;
}

/** The e-invoice of a saved sales invoice or purchase return, numbered and identified as chosen. */
export async function invoiceOfDocument(
  tx: Db,
  documentId: number,
  choice: InvoiceChoice,
): Promise<EInvoice> {
  const row = (await readDocument(tx, documentId)).rows[0];
  if (!row) throw notFound();
  const { doc, account, company } = row;
  const lines = (row.lines ?? []).map(lineOf);
  const isReturn = doc.doc_type === 'purchaseReturn';
  const notes = [doc.description, doc.counterparty_no ? `Karşı belge no: ${doc.counterparty_no}` : ''].filter(
    Boolean,
  );
  const order = row.sources.find((source) => source.doc_type === 'salesOrder');
  const despatches = row.sources.filter((source) => source.doc_type === 'despatchOut');
  return {
    profile: choice.profile,
    type: invoiceTypeOf(isReturn, lines),
    number: choice.number,
    uuid: choice.uuid,
    issueDate: doc.date,
    ...(doc.time ? { issueTime: doc.time } : {}),
    currency: doc.currency,
    ...(doc.currency !== 'TRY' ? { exchangeRate: doc.exchange_rate } : {}),
    pricesIncludeVat: doc.prices_include_vat,
    documentDiscount: doc.discount_kind ? { kind: doc.discount_kind, value: doc.discount_value } : null,
    notes,
    supplier: companyParty(company),
    customer: account
      ? partyOfAccount(account)
      : {
          scheme: 'TCKN',
          id: UNKNOWN_PERSON_TCKN,
          firstName: 'Nihai',
          familyName: 'Tüketici',
          address: { district: company.district, city: company.city },
        },
    lines,
    ...(order ? { order: { id: order.number, date: order.date } } : {}),
    ...(despatches.length
      ? { despatches: despatches.map((source) => ({ id: source.number, date: source.date })) }
      : {}),
    ...(doc.due_date ? { dueDate: doc.due_date } : {}),
    ...(choice.profile === 'IHRACAT' && choice.export && account
      ? {
          export: {
            buyer: {
              name: account.title,
              country: choice.export.country,
              city: choice.export.city,
              address: choice.export.address,
              ...(choice.export.taxId ? { taxId: choice.export.taxId } : {}),
            },
            deliveryTerms: choice.export.deliveryTerms,
            transportMode: choice.export.transportMode,
          },
        }
      : {}),
  };
}
