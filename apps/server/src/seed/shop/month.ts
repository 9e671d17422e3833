import { addDays } from '@kibo/domain';
import type { SavedAccount } from './master.ts';
import {
  deposit,
  openingBalances,
  payAtCounter,
  paySuppliers,
  receiveCheque,
  refund,
  spend,
  transfersIn,
} from './money.ts';
import type { Shop } from './post.ts';
import { deliver, invoiceDelivery, openingStock, restock, sell, sendBack, takeBack } from './trade.ts';

/** The month's length: thirty days ending today. */
export const MONTH_DAYS = 30;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;
/** Days after which the tables have about doubled: their statistics are refreshed. */
const GROWN_DAYS = new Set([0, 2, 5, 11, 20]);

/** A day's clock for document times: the shop opens at half past nine. */
function clock(shop: Shop) {
  let minutes = 9 * 60 + 30;
  return () => {
    minutes = Math.min(minutes + shop.random.int(4, 45), 20 * 60 + 50);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
}

interface Month {
  people: SavedAccount[];
  institutions: SavedAccount[];
  schools: SavedAccount[];
  /** Waybills waiting for their invoice. */
  deliveries: { school: SavedAccount; waybillId: number; invoiceOn: string }[];
  /** Things done once, on the first open day at or under their count of days left. */
  planned: Map<string, number>;
}

/**
 * Thirty days of trade ending `today`, saved day by day in date order (so numbers follow dates):
 * the opening stock and balances, then every open day (Sundays closed) of sales and payments.
 */
export async function runMonth(shop: Shop, today: string) {
  const first = addDays(today, -(MONTH_DAYS - 1));
  const institutions = shop.customers.filter((customer) => customer.plan.kind === 'company');
  const month: Month = {
    people: shop.customers.filter((customer) => customer.plan.kind === 'person'),
    institutions,
    schools: institutions.filter((customer) => customer.plan.group === 'Okul'),
    deliveries: [],
    // biome-ignore format: a table
    planned: new Map([
      ['delivery1', 20], ['delivery2', 12], ['return1', 22], ['return2', 15], ['return3', 6],
      ['supplierReturn', 10], ['cheque1', 14], ['cheque2', 4], ['electricity', 14], ['cargo1', 18],
      ['cargo2', 5], ['cleaning', 9],
    ]),
  };
  await openingStock(shop, first);
  await openingBalances(shop, first);
  for (let day = 0; day < MONTH_DAYS; day++) {
    const date = addDays(first, day);
    if (weekday(date) !== SUNDAY) await tradeDay(shop, month, date, MONTH_DAYS - 1 - day);
    if (GROWN_DAYS.has(day)) await shop.refreshStatistics();
  }
}

/**
 * One open day: sales paid at the counter (or on account), a school's waybill or its invoice,
 * suppliers' deliveries, returns, transfers in, a cheque, Friday's payments, expenses, Saturday's deposit.
 */
async function tradeDay(shop: Shop, month: Month, date: string, left: number) {
  const { random, registers } = shop;
  const now = clock(shop);
  const due = (name: string) => left <= month.planned.get(name)! && month.planned.delete(name);

  const sales = weekday(date) === SATURDAY ? random.int(7, 9) : random.int(4, 6);
  for (let n = 0; n < sales; n++) {
    const customer = random.chance(0.7) ? random.pick(month.people) : random.pick(month.institutions);
    const sale = await sell(shop, customer, date, now());
    // People pay at the counter, but a regular sometimes takes it on account (veresiye).
    if (sale && customer.plan.kind === 'person' && random.chance(0.9))
      await payAtCounter(shop, sale.id, date);
  }

  // A school's term stationery goes on a waybill twice in the month and is invoiced three days later.
  for (const [name, school] of [
    ['delivery1', month.schools[2]!],
    ['delivery2', month.schools[3]!],
  ] as const)
    if (due(name)) {
      const delivery = await deliver(shop, school, date);
      if (delivery) month.deliveries.push({ ...delivery, invoiceOn: addDays(date, 3) });
    }
  for (const delivery of month.deliveries.filter((entry) => entry.invoiceOn <= date)) {
    await invoiceDelivery(shop, delivery, date);
    month.deliveries.splice(month.deliveries.indexOf(delivery), 1);
  }

  // Each supplier delivers about every eight days, on its own rhythm.
  for (const [index, supplier] of shop.suppliers.entries())
    if ((left + index * 2) % 8 === 0) await restock(shop, supplier, date, now());

  for (const name of ['return1', 'return2', 'return3'])
    if (due(name)) {
      const sold = shop.posted.filter(
        (entry) =>
          entry.docType === 'salesInvoice' && month.people.some((person) => person.id === entry.accountId),
      );
      const returned = await takeBack(shop, random.pick(sold.slice(-15)), date);
      await refund(shop, returned.id, date);
    }
  if (due('supplierReturn')) {
    const purchase = shop.posted.findLast((entry) => entry.docType === 'purchaseInvoice');
    if (purchase) await sendBack(shop, purchase, date);
  }

  await transfersIn(shop, date);
  // Two schools settle what they owe with a cheque: one mid-month, one in the last week.
  if (due('cheque1') || due('cheque2')) await receiveCheque(shop, month.schools, date);
  if (weekday(date) === FRIDAY) await paySuppliers(shop, date);
  const { expenseTypes } = registers;
  if (due('electricity'))
    await spend(shop, date, expenseTypes.electricity, '2450.00', 'bank', 'Elektrik faturası');
  if (due('cargo1')) await spend(shop, date, expenseTypes.cargo, '180.00', 'till', 'Kargo gönderimi');
  if (due('cargo2')) await spend(shop, date, expenseTypes.cargo, '240.00', 'till', 'Kargo gönderimi');
  if (due('cleaning')) await spend(shop, date, expenseTypes.cleaning, '320.00', 'till', 'Temizlik malzemesi');
  if (weekday(date) === SATURDAY) await deposit(shop, date);
}
