import { addDays } from '@kibo/domain';
import type { SavedAccount, SavedItem } from './master.ts';
import { BOOK_CATEGORIES } from './plans.ts';
import { linesOf, type PostedDocument, postDocument, type Shop } from './post.ts';
import { money } from './random.ts';

// The goods side of the month: the opening stock, sales to people and institutions, restocking from
// suppliers, a waybill invoiced later, returns. Quantities never exceed what is on the shelf, so no
// sale needs the negative-stock warning.

type Line = Record<string, unknown>;

const isBook = (item: SavedItem) => BOOK_CATEGORIES.includes(item.plan.category);
const OFFICE = ['Ofis Malzemeleri', 'Dosyalama', 'Yazı Gereçleri'];
const SCHOOL = ['Defter', 'Yazı Gereçleri', 'Boya ve Resim', 'Okul Malzemeleri'];

/** Takes up to `wanted` from the shelf, in main units: what was taken. */
function take(item: SavedItem, wanted: number): number {
  const taken = Math.max(0, Math.min(wanted, item.onHand));
  item.onHand -= taken;
  return taken;
}

/** Up to `count` different items on the shelf that pass `fits`. */
const onShelf = (shop: Shop, fits: (item: SavedItem) => boolean, count: number) =>
  shop.random.sample(
    shop.items.filter((item) => item.onHand > 0 && fits(item)),
    count,
  );

const saleLine = (item: SavedItem, quantity: number, discounts: string[] = []): Line => ({
  itemId: item.id,
  quantity: String(quantity),
  unitPrice: money(item.plan.salePrice),
  vatRate: item.plan.vatRate,
  discounts,
});

/** The month starts with what is on the shelves: one stock receipt per top category. */
export async function openingStock(shop: Shop, date: string) {
  const groups: [string, (item: SavedItem) => boolean][] = [
    ['Kitap', isBook],
    ['Dergi', (item) => item.plan.category === 'Dergi'],
    ['Kırtasiye', (item) => !isBook(item) && item.plan.category !== 'Dergi'],
  ];
  for (const [name, fits] of groups) {
    const items = shop.items.filter(fits);
    await postDocument(shop, {
      docType: 'stockIn',
      date,
      time: '08:30',
      warehouseId: shop.registers.warehouseId,
      description: `Açılış stoku (${name}, devir)`,
      lines: items.map((item) => {
        item.onHand += item.plan.opening;
        return {
          itemId: item.id,
          quantity: String(item.plan.opening),
          unitPrice: money(item.plan.purchasePrice),
          vatRate: item.plan.vatRate,
        };
      }),
    });
  }
}

/** What a customer takes home: people buy a book or two, or a little stationery; schools and offices buy in bulk. */
function basket(shop: Shop, customer: SavedAccount): Line[] {
  const { random } = shop;
  if (customer.plan.kind === 'person') {
    if (random.chance(0.7))
      return onShelf(shop, (item) => isBook(item) || item.plan.category === 'Dergi', random.int(1, 3)).map(
        (item) => saleLine(item, take(item, random.chance(0.1) ? 2 : 1)),
      );
    return onShelf(shop, (item) => SCHOOL.includes(item.plan.category), random.int(1, 4)).map((item) =>
      saleLine(item, take(item, random.int(1, 3))),
    );
  }
  if (customer.plan.group === 'Okul') {
    // A class set: test books for a course, or the term's stationery, at the school discount.
    if (random.chance(0.3))
      return onShelf(shop, (item) => item.plan.category === 'Sınava Hazırlık', random.int(2, 4)).map((item) =>
        saleLine(item, take(item, random.int(3, 8)), ['10']),
      );
    return onShelf(shop, (item) => SCHOOL.includes(item.plan.category), random.int(3, 7)).map((item) =>
      saleLine(item, take(item, random.int(8, 25)), ['10']),
    );
  }
  // Offices buy paper and pens by the pack or box where they can.
  return onShelf(shop, (item) => OFFICE.includes(item.plan.category), random.int(2, 6)).flatMap((item) => {
    const pack = item.plan.pack;
    if (pack && item.packUnitId && item.onHand >= pack.factor * 2) {
      const packs = Math.min(random.int(1, 3), Math.floor(item.onHand / pack.factor));
      take(item, packs * pack.factor);
      return [
        {
          itemId: item.id,
          unitId: item.packUnitId,
          quantity: String(packs),
          unitPrice: money(item.plan.salePrice * pack.factor * 0.9),
          vatRate: item.plan.vatRate,
        },
      ];
    }
    return [saleLine(item, take(item, random.int(2, 10)))];
  });
}

/** A sales invoice to the customer, or nothing when the shelves have nothing it wants. */
export async function sell(shop: Shop, customer: SavedAccount, date: string, time: string) {
  const lines = basket(shop, customer).filter((line) => Number(line.quantity) > 0);
  if (lines.length === 0) return null;
  const days = customer.plan.paymentDays;
  return postDocument(shop, {
    docType: 'salesInvoice',
    date,
    time,
    dueDate: days > 0 ? addDays(date, days) : null,
    accountId: customer.id,
    warehouseId: shop.registers.warehouseId,
    pricesIncludeVat: true,
    lines,
  });
}

/** A supplier's delivery: what ran low among what it sells, back up to the opening level. */
export async function restock(shop: Shop, supplier: SavedAccount, date: string, time: string) {
  const { random } = shop;
  const ours = shop.items.filter((item) => supplier.plan.sells.includes(item.plan.category));
  let low = ours.filter((item) => item.onHand < Math.max(item.plan.minStock, item.plan.opening / 2));
  if (low.length === 0) low = random.sample(ours, random.int(2, 4));
  const lines = low.slice(0, 25).map((item) => {
    const quantity = Math.max(item.plan.opening - item.onHand, 2) + random.int(0, 3);
    item.onHand += quantity;
    return {
      itemId: item.id,
      quantity: String(quantity),
      unitPrice: money(item.plan.purchasePrice),
      vatRate: item.plan.vatRate,
    };
  });
  return postDocument(shop, {
    docType: 'purchaseInvoice',
    date,
    time,
    dueDate: addDays(date, supplier.plan.paymentDays),
    accountId: supplier.id,
    warehouseId: shop.registers.warehouseId,
    counterpartyNo: `${supplier.plan.title.slice(0, 3).toLocaleUpperCase('tr-TR')}${date.slice(0, 4)}${random.digits(9)}`,
    lines,
  });
}

/** A school's term stationery delivered on a waybill now and invoiced from it a few days later. */
export async function deliver(shop: Shop, school: SavedAccount, date: string) {
  const lines = onShelf(shop, (item) => SCHOOL.includes(item.plan.category), shop.random.int(3, 5))
    .map((item) => saleLine(item, take(item, shop.random.int(15, 30)), ['10']))
    .filter((line) => Number(line.quantity) > 0);
  if (lines.length === 0) return null;
  const waybill = await postDocument(shop, {
    docType: 'despatchOut',
    date,
    time: '10:15',
    accountId: school.id,
    warehouseId: shop.registers.warehouseId,
    pricesIncludeVat: true,
    shippingAddress: `${school.plan.address} ${school.plan.district}/${school.plan.province}`,
    lines,
  });
  return { school, waybillId: waybill.id };
}

/** The invoice of a delivered waybill: its lines, each naming the waybill line it bills (stock moved once). */
export async function invoiceDelivery(
  shop: Shop,
  delivery: { school: SavedAccount; waybillId: number },
  date: string,
) {
  const lines = await linesOf(shop, delivery.waybillId);
  return postDocument(shop, {
    docType: 'salesInvoice',
    date,
    time: '11:00',
    dueDate: addDays(date, delivery.school.plan.paymentDays),
    accountId: delivery.school.id,
    warehouseId: shop.registers.warehouseId,
    pricesIncludeVat: true,
    description: 'İrsaliyeli teslimatın faturası',
    lines: lines.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // Stored rates are numeric (20.00); the input takes the rate's name (20).
      vatRate: String(Number(line.vatRate)),
      discounts: line.discounts,
      sourceLineId: line.id,
    })),
  });
}

/** A person brings back a book bought earlier this month; the money goes back from the till. */
export async function takeBack(shop: Shop, sale: PostedDocument, date: string) {
  const line = sale.lines[0]!;
  const item = shop.items.find((entry) => entry.id === line.itemId)!;
  item.onHand += 1;
  return postDocument(shop, {
    docType: 'salesReturn',
    date,
    time: '16:40',
    accountId: sale.accountId,
    warehouseId: shop.registers.warehouseId,
    pricesIncludeVat: true,
    description: 'Müşteri iadesi',
    lines: [{ itemId: line.itemId, quantity: '1', unitPrice: line.unitPrice, vatRate: line.vatRate }],
  });
}

/** Damaged copies sent back to the distributor they came from; it owes us less. */
export async function sendBack(shop: Shop, purchase: PostedDocument, date: string) {
  const lines = purchase.lines
    .slice(0, 2)
    .map((line) => {
      const item = shop.items.find((entry) => entry.id === line.itemId)!;
      return {
        itemId: line.itemId,
        quantity: String(take(item, 1)),
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
      };
    })
    .filter((line) => Number(line.quantity) > 0);
  if (lines.length === 0) return null;
  return postDocument(shop, {
    docType: 'purchaseReturn',
    date,
    time: '14:20',
    accountId: purchase.accountId,
    warehouseId: shop.registers.warehouseId,
    description: 'Hasarlı ürün iadesi',
    lines,
  });
}
