import { addDays, Big } from '@kibo/domain';
import type { SavedAccount } from './master.ts';
import { openOf, postVoucher, type Shop, settleWhole } from './post.ts';
import { money } from './random.ts';

// The money side of the month: balances brought forward, the till's collections and refunds, bank
// transfers in and out closing invoices (settlements), a customer's cheque, the evening deposit,
// a few expenses.

const BANKS = ['Türkiye Garanti Bankası', 'Akbank', 'Yapı ve Kredi Bankası', 'Türkiye Halk Bankası'];

/** Balances the shop brings from its old books: some customers owe, some suppliers are owed; the till and bank hold money. */
export async function openingBalances(shop: Shop, date: string) {
  const { random, registers } = shop;
  const owing = shop.customers.filter((customer) => customer.plan.kind === 'company').slice(0, 5);
  const owed = shop.suppliers.slice(0, 4);
  const description = 'Önceki dönemden devir';
  await postVoucher(shop, {
    voucherType: 'accountDebit',
    date,
    description: 'Devir bakiyeleri (müşteriler)',
    lines: owing.map((customer) => {
      const amount = money(random.int(20, 150) * 100);
      shop.carried.set(customer.id, new Big(amount));
      return { accountId: customer.id, debit: amount, dueDate: addDays(date, 20), description };
    }),
  });
  await postVoucher(shop, {
    voucherType: 'accountCredit',
    date,
    description: 'Devir bakiyeleri (tedarikçiler)',
    lines: owed.map((supplier) => {
      const amount = money(random.int(100, 600) * 100);
      shop.carried.set(supplier.id, new Big(amount));
      return { accountId: supplier.id, credit: amount, dueDate: addDays(date, 30), description };
    }),
  });
  for (const [cashAccountId, amount] of [
    [registers.till, '4000.00'],
    [registers.bank, '350000.00'],
  ] as const)
    await postVoucher(shop, {
      voucherType: 'cashDebit',
      cashAccountId,
      date,
      description: cashAccountId === registers.till ? 'Kasa devri' : 'Banka devri',
      lines: [{ credit: amount, description }],
    });
  shop.tillCash = new Big('4000');
}

/** A person pays for the invoice at the counter, in cash or by card (the card's money lands in the bank). */
export async function payAtCounter(shop: Shop, invoiceId: number, date: string) {
  const invoice = shop.open.find((entry) => entry.id === invoiceId);
  if (!invoice) return;
  const card = shop.random.chance(0.25);
  const { settlements, total } = settleWhole([invoice]);
  await postVoucher(shop, {
    voucherType: 'cashCollection',
    cashAccountId: card ? shop.registers.bank : shop.registers.till,
    date,
    description: card ? 'Kredi kartı ile tahsilat' : 'Nakit tahsilat',
    lines: [{ accountId: invoice.accountId, credit: total, settlements }],
  });
  if (!card) shop.tillCash = shop.tillCash.plus(total);
}

/** What an institution owes that is a week old or more, with what it brought from the old books. */
function dueFrom(shop: Shop, account: SavedAccount, docTypes: string[], date: string) {
  const documents = openOf(shop, account.id, docTypes).filter((entry) => entry.date <= addDays(date, -7));
  return { documents, carried: shop.carried.get(account.id) };
}

/** Institutions pay by bank transfer now and then: what is due, sometimes only half of an invoice. */
export async function transfersIn(shop: Shop, date: string) {
  const { random } = shop;
  for (const customer of shop.customers.filter((entry) => entry.plan.kind === 'company')) {
    const { documents, carried } = dueFrom(shop, customer, ['salesInvoice'], date);
    if ((documents.length === 0 && !carried) || !random.chance(0.2)) continue;
    const half = documents.length > 0 && random.chance(0.25);
    const settlements = half
      ? [{ documentId: documents[0]!.id, amount: documents[0]!.open.div(2).round(2).toFixed(2) }]
      : settleWhole(documents).settlements;
    const amount = settlements.reduce((sum, entry) => sum.plus(entry.amount), carried ?? new Big(0));
    shop.carried.delete(customer.id);
    await postVoucher(shop, {
      voucherType: 'cashCollection',
      cashAccountId: shop.registers.bank,
      date,
      description: 'Havale/EFT ile tahsilat',
      lines: [{ accountId: customer.id, credit: amount.toFixed(2), settlements }],
    });
  }
}

/**
 * The school owing most pays all its open invoices with a cheque due in one or two months; the
 * cheque waits in the portfolio.
 */
export async function receiveCheque(shop: Shop, schools: SavedAccount[], date: string) {
  const { random } = shop;
  const owing = schools
    .map((school) => ({ school, documents: openOf(shop, school.id, ['salesInvoice']) }))
    .filter((entry) => entry.documents.length > 0)
    .sort((a, b) => new Big(settleWhole(b.documents).total).cmp(settleWhole(a.documents).total));
  if (owing.length === 0) return false;
  const { school, documents } = owing[0]!;
  const { settlements, total } = settleWhole(documents);
  await postVoucher(shop, {
    voucherType: 'chequeIn',
    date,
    description: 'Müşteri çeki ile tahsilat',
    lines: [
      {
        accountId: school.id,
        credit: total,
        dueDate: addDays(date, random.int(30, 60)),
        instrument: {
          kind: 'cheque',
          serialNo: random.digits(7),
          drawer: school.plan.title,
          bankName: random.pick(BANKS),
          branch: school.plan.district,
          accountNo: random.digits(8),
        },
        settlements,
      },
    ],
  });
  return true;
}

/** On Fridays the shop pays a few suppliers by EFT: old balances and their oldest invoices. */
export async function paySuppliers(shop: Shop, date: string) {
  const { random } = shop;
  for (const supplier of random.sample(shop.suppliers, 3)) {
    const documents = openOf(shop, supplier.id, ['purchaseInvoice']).slice(0, 2);
    const carried = shop.carried.get(supplier.id);
    if (documents.length === 0 && !carried) continue;
    const { settlements, total } = settleWhole(documents);
    shop.carried.delete(supplier.id);
    await postVoucher(shop, {
      voucherType: 'cashPayment',
      cashAccountId: shop.registers.bank,
      date,
      description: 'Tedarikçi ödemesi (EFT)',
      lines: [{ accountId: supplier.id, debit: new Big(total).plus(carried ?? 0).toFixed(2), settlements }],
    });
  }
}

/** The money of a returned sale goes back from the till. */
export async function refund(shop: Shop, returnId: number, date: string) {
  const document = shop.open.find((entry) => entry.id === returnId);
  if (!document) return;
  const { settlements, total } = settleWhole([document]);
  await postVoucher(shop, {
    voucherType: 'cashPayment',
    cashAccountId: shop.registers.till,
    date,
    description: 'İade bedeli nakit ödendi',
    lines: [{ accountId: document.accountId, debit: total, settlements }],
  });
  shop.tillCash = shop.tillCash.minus(total);
}

/** On Saturday evening the till keeps its float and the rest goes to the bank. */
export async function deposit(shop: Shop, date: string) {
  const amount = shop.tillCash.minus(3000).div(100).round(0, Big.roundDown).times(100);
  if (amount.lt(2000)) return;
  await postVoucher(shop, {
    voucherType: 'cashTransfer',
    date,
    description: 'Bankaya yatırılan',
    lines: [
      { cashAccountId: shop.registers.till, credit: amount.toFixed(2) },
      { cashAccountId: shop.registers.bank, debit: amount.toFixed(2) },
    ],
  });
  shop.tillCash = shop.tillCash.minus(amount);
}

/** An expense paid from the till or the bank, VAT at its type's rate. */
export async function spend(
  shop: Shop,
  date: string,
  typeId: number,
  amount: string,
  from: 'till' | 'bank',
  description: string,
) {
  await postVoucher(shop, {
    voucherType: 'expense',
    cashAccountId: shop.registers[from],
    date,
    description,
    lines: [{ incomeExpenseTypeId: typeId, debit: amount, description }],
  });
  if (from === 'till') shop.tillCash = shop.tillCash.minus(amount);
}
