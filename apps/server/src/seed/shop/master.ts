import { eq, sql } from 'drizzle-orm';
import { cashAccounts } from '../../modules/cash/index.ts';
import { companies } from '../../modules/companies/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import type { Row } from '../../platform/resources/binding.ts';
import { bindingOf, saveRecord } from '../../platform/resources/service.ts';
import { bookPersons, PUBLISHERS } from './books.ts';
import { type AccountPlan, CATEGORIES, type ItemPlan } from './plans.ts';
import { ibanOf, money } from './random.ts';
import { BRANDS } from './stationery.ts';

// The shop's cards, saved as their forms save them: each through its resource's input schema and
// `saveRecord` (references, uniqueness, hooks such as generated account codes and barcodes, audit).

/** Creates one record of a declared resource and answers its id. */
export async function createRecord(tx: Db, session: Session, resource: string, values: Row): Promise<number> {
  const binding = bindingOf(resource);
  if (!binding) throw new Error(`resource ${resource} is not registered: seed the shop after buildApp`);
  const parsed = binding.def.input.parse(values) as Row;
  const { record } = await saveRecord(tx, binding, session, parsed);
  return record.id as number;
}

export interface SavedItem {
  id: number;
  plan: ItemPlan;
  onHand: number;
  packUnitId: number | null;
}

export interface SavedAccount {
  id: number;
  plan: AccountPlan;
}

export interface Registers {
  till: number;
  bank: number;
  warehouseId: number;
  expenseTypes: { electricity: number; cargo: number; cleaning: number };
}

/** Categories, publishers and brands, authors and translators, then every stock card. */
export async function saveCatalogue(
  tx: Db,
  session: Session,
  plans: ItemPlan[],
  grown: () => Promise<void>,
): Promise<SavedItem[]> {
  const categoryIds = new Map<string, number>();
  for (const [parent, children] of Object.entries(CATEGORIES)) {
    const parentId = await createRecord(tx, session, 'categories', { name: parent });
    categoryIds.set(parent, parentId);
    for (const child of children)
      categoryIds.set(child, await createRecord(tx, session, 'categories', { name: child, parentId }));
  }
  const producerIds = new Map<string, number>();
  for (const producer of [...PUBLISHERS, ...BRANDS])
    producerIds.set(
      producer.name,
      await createRecord(tx, session, 'producers', { name: producer.name, kind: producer.kind }),
    );
  const personIds = new Map<string, number>();
  for (const person of bookPersons())
    personIds.set(person.name, await createRecord(tx, session, 'persons', { ...person }));

  const found = await tx.execute<{ id: number; code: string }>(sql`SELECT id, code FROM units`);
  const unitIds = new Map(found.rows.map((unit) => [unit.code, unit.id]));
  const piece = unitIds.get('C62');
  if (!piece) throw new Error('the demo company has no C62 (Adet) unit');
  const saved: SavedItem[] = [];
  for (const plan of plans) {
    if (saved.length === 30 || saved.length === 120) await grown();
    const packUnitId = plan.pack ? (unitIds.get(plan.pack.unit) ?? null) : null;
    const id = await createRecord(tx, session, 'items', {
      code: plan.code,
      name: plan.name,
      kind: plan.kind,
      barcodes: [plan.barcode],
      categoryId: categoryIds.get(plan.category),
      unitId: piece,
      units:
        plan.pack && packUnitId
          ? [{ unitId: packUnitId, factor: String(plan.pack.factor), barcode: plan.pack.barcode }]
          : [],
      vatRate: plan.vatRate,
      purchasePrice: money(plan.purchasePrice),
      salePrice: money(plan.salePrice),
      vatIncluded: true,
      producerId: producerIds.get(plan.producer),
      brand: plan.kind === 'goods' ? plan.producer : '',
      minStock: String(plan.minStock),
      ...(plan.kind === 'book'
        ? {
            isbn: plan.isbn,
            contributors: plan.contributors.map(({ person, role }) => ({
              personId: personIds.get(person),
              role,
            })),
            pageCount: plan.pageCount,
            edition: plan.edition,
            printYear: plan.printYear,
            language: 'Türkçe',
          }
        : {}),
    });
    saved.push({ id, plan, onHand: 0, packUnitId });
  }
  return saved;
}

/** Customers and suppliers; their codes come from the account card's own generator. */
export async function saveParties(tx: Db, session: Session, plans: AccountPlan[]): Promise<SavedAccount[]> {
  const saved: SavedAccount[] = [];
  for (const plan of plans) {
    const id = await createRecord(tx, session, 'accounts', {
      title: plan.title,
      role: plan.role,
      kind: plan.kind,
      taxId: plan.taxId,
      taxOffice: plan.taxOffice,
      firstName: plan.firstName,
      lastName: plan.lastName,
      billingProvince: plan.province,
      billingDistrict: plan.district,
      billingAddress: plan.address,
      phones: [plan.phone],
      email: plan.email,
      ibans: plan.iban ? [plan.iban] : [],
      paymentDays: plan.paymentDays,
      group: plan.group,
    });
    saved.push({ id, plan });
  }
  return saved;
}

/**
 * The till and the bank account, found by name when the company already has them (a new company may
 * start with its "Merkez Kasa"), the income and expense types the month uses, the main warehouse.
 */
export async function saveRegisters(tx: Db, session: Session): Promise<Registers> {
  const existing = await tx.select({ id: cashAccounts.id, name: cashAccounts.name }).from(cashAccounts);
  const register = async (values: Row) =>
    existing.find((found) => found.name === values.name)?.id ??
    (await createRecord(tx, session, 'cashAccounts', values));
  const till = await register({ kind: 'cash', code: 'MERKEZKASA', name: 'Merkez Kasa' });
  const bank = await register({
    kind: 'bank',
    code: 'ISBANK-TL',
    name: 'İş Bankası Moda TL',
    bankName: 'Türkiye İş Bankası',
    branch: 'Moda',
    accountNo: '1094-0381527',
    iban: ibanOf('00064', '0000110940381527'),
  });
  const type = (code: string, name: string, vatRate: string) =>
    createRecord(tx, session, 'incomeExpenseTypes', { kind: 'expense', code, name, vatRate });
  const expenseTypes = {
    electricity: await type('ELEKTRIK', 'Elektrik', '20'),
    cargo: await type('KARGO', 'Kargo ve Kurye', '20'),
    cleaning: await type('TEMIZLIK', 'Temizlik Malzemesi', '20'),
  };
  const [company] = await tx
    .select({ warehouseId: companies.defaultWarehouseId })
    .from(companies)
    .where(eq(companies.id, session.companyId));
  if (!company?.warehouseId) throw new Error('the demo company has no default warehouse');
  return { till, bank, warehouseId: company.warehouseId, expenseTypes };
}
