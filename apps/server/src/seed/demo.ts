import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/index.ts';
import { companies, seedCompanyDefaults } from '../modules/companies/index.ts';
import { users } from '../modules/users/index.ts';
import type { Database } from '../platform/db/client.ts';

/** The logins a fresh install prints; the README lists the same. */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.com.tr', password: 'Demo.1234', name: 'Ayşe Yılmaz' },
  { role: 'cashier', email: 'kasiyer@demo.com.tr', password: 'Kasa.1234', name: 'Mehmet Öztürk' },
  { role: 'superadmin', email: 'destek@kibo.com.tr', password: 'Destek.1234', name: 'Kibo Destek' },
] as const;

const inYears = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

/** Seeds the vendor and one demo company, once: a database that has any company is left alone. */
export async function seedDemo(database: Database): Promise<boolean> {
  return database.system.transaction(async (tx) => {
    // Two processes starting together on one database: the second waits here, then finds the first's.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7268002)`);
    const [existing] = await tx.select({ value: count() }).from(companies);
    if ((existing?.value ?? 0) > 0) return false;
    const [vendor] = await tx
      .insert(companies)
      .values({
        title: 'Kibo Yazılım ve Bilişim A.Ş.',
        licenseOwner: 'Kibo Yazılım ve Bilişim A.Ş.',
        licenseExpires: '2099-12-31',
        isVendor: true,
        maxUsers: 50,
        vkn: '9876543217',
        taxOffice: 'Maslak',
        address: 'Büyükdere Cad. No: 255 Maslak',
        city: 'İstanbul',
        district: 'Sarıyer',
        phone: '+90 212 000 00 00',
        email: 'destek@kibo.com.tr',
        agreementStatus: '1',
        passwordExpireDays: 0,
      })
      .returning({ id: companies.id });
    const [demo] = await tx
      .insert(companies)
      .values({
        title: 'Anadolu Kırtasiye ve Kitabevi Ltd. Şti.',
        licenseOwner: 'Anadolu Kırtasiye ve Kitabevi Ltd. Şti.',
        licenseExpires: inYears(1),
        maxUsers: 10,
        vkn: '4701234560',
        taxOffice: 'Kadıköy',
        address: 'Caferağa Mah. Moda Cad. No: 42/1',
        city: 'İstanbul',
        district: 'Kadıköy',
        phone: '+90 216 555 12 34',
        email: 'info@anadolukitabevi.com.tr',
        agreementStatus: '1',
        passwordExpireDays: 0,
      })
      .returning({ id: companies.id });
    await seedCompanyDefaults(tx, demo!.id);
    for (const login of DEMO_LOGINS) {
      await tx.insert(users).values({
        companyId: login.role === 'superadmin' ? vendor!.id : demo!.id,
        name: login.name,
        email: login.email,
        role: login.role,
        passwordHash: await hashPassword(login.password),
        posCanChangePrice: login.role !== 'cashier',
        posCanDelete: login.role !== 'cashier',
      });
    }
    return true;
  });
}
