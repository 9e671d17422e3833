import type {
  CompanyInput,
  CompanyRecord,
  NewCompanyInput,
  VendorUserInput,
  VendorUserRecord,
} from '@kibo/contracts';
import { parseAllowList } from '@kibo/domain';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { containsTr } from '../../platform/db/search.ts';
import { invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { newPasswordColumns, revokeSessions, SessionStore } from '../auth/index.ts';
import { companies, seedCompanyDefaults } from '../companies/index.ts';
import { users } from '../users/index.ts';

type CompanyRow = typeof companies.$inferSelect;

const toCompanyRecord = (row: CompanyRow, userCount: number): CompanyRecord => ({
  id: row.id,
  title: row.title,
  licenseOwner: row.licenseOwner,
  licenseExpires: row.licenseExpires,
  active: row.active,
  maxUsers: row.maxUsers,
  vkn: row.vkn,
  taxOffice: row.taxOffice,
  address: row.address,
  city: row.city,
  district: row.district,
  phone: row.phone,
  email: row.email,
  passwordExpireDays: row.passwordExpireDays,
  ipAllowList: row.ipAllowList,
  licensedModules: row.licensedModules as CompanyRecord['licensedModules'],
  userCount,
  agreementStatus: row.agreementStatus === '1' ? '1' : '0',
});

const userCountSql = sql<number>`(SELECT count(*)::int FROM users u WHERE u.company_id = "companies"."id" AND u.active)`;

export async function listCompanies(
  tx: Db,
  query: { page: number; pageSize: number; search?: string | undefined },
) {
  const where = query.search
    ? or(containsTr(companies.title, query.search), containsTr(companies.vkn, query.search))
    : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({ company: companies, userCount: userCountSql })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.title))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(companies).where(where),
  ]);
  return {
    list: rows.map((row) => toCompanyRecord(row.company, row.userCount)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCompany(tx: Db, id: number): Promise<CompanyRecord> {
  const [row] = await tx
    .select({ company: companies, userCount: userCountSql })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound();
  return toCompanyRecord(row.company, row.userCount);
}

/** The vendor creates a company with its first administrator. */
export async function createCompany(
  tx: Db,
  actorUserId: number,
  input: NewCompanyInput,
): Promise<CompanyRecord> {
  refuseInvalidAllowList(input);
  const { adminName, adminEmail, adminPassword, ...company } = input;
  const [created] = await tx.insert(companies).values(company).returning({ id: companies.id });
  const companyId = created!.id;
  await seedCompanyDefaults(tx, companyId);
  try {
    await tx.insert(users).values({
      companyId,
      name: adminName,
      email: adminEmail,
      role: 'admin',
      ...(await newPasswordColumns(adminPassword, 'someoneElse')),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('adminEmail', 'user.emailTaken');
    throw error;
  }
  return auditCompany(tx, actorUserId, companyId, null);
}

/** The vendor edits a company's licence terms and details. */
export async function updateCompany(
  tx: Db,
  actorUserId: number,
  id: number,
  input: CompanyInput,
): Promise<CompanyRecord> {
  refuseInvalidAllowList(input);
  const before = await getCompany(tx, id);
  const [vendorRow] = await tx
    .select({ isVendor: companies.isVendor })
    .from(companies)
    .where(eq(companies.id, before.id));
  if (vendorRow?.isVendor && !input.active) throw refused('company.vendorLocked');
  await tx
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, before.id));
  return auditCompany(tx, actorUserId, before.id, before);
}

function refuseInvalidAllowList(input: CompanyInput) {
  const invalidIp = parseAllowList(input.ipAllowList).invalid[0];
  if (invalidIp) throw invalidField('ipAllowList', 'v.ipList', { value: invalidIp });
}

async function auditCompany(tx: Db, actorUserId: number, companyId: number, before: CompanyRecord | null) {
  const after = await getCompany(tx, companyId);
  await writeAudit(tx, {
    companyId,
    userId: actorUserId,
    entity: 'company',
    entityId: companyId,
    action: before ? 'update' : 'create',
    before,
    after,
  });
  await SessionStore.announce(tx, SessionStore.companyScope(companyId));
  return after;
}

const vendorUserColumns = {
  user: users,
  companyTitle: companies.title,
};

const toVendorUser = (row: { user: typeof users.$inferSelect; companyTitle: string }): VendorUserRecord => ({
  id: row.user.id,
  companyId: row.user.companyId,
  companyTitle: row.companyTitle,
  name: row.user.name,
  email: row.user.email,
  role: row.user.role,
  active: row.user.active,
  mustChangePassword: row.user.mustChangePassword,
  lastLoginAt: row.user.lastLoginAt?.toISOString() ?? null,
});

export async function listVendorUsers(
  tx: Db,
  query: { page: number; pageSize: number; search?: string | undefined; companyId?: number | undefined },
) {
  const conditions: SQL[] = [];
  if (query.companyId) conditions.push(eq(users.companyId, query.companyId));
  if (query.search) {
    conditions.push(or(containsTr(users.name, query.search), containsTr(users.email, query.search))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select(vendorUserColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(companies.title), asc(users.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map(toVendorUser),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getVendorUser(tx: Db, id: number): Promise<VendorUserRecord> {
  const [row] = await tx
    .select(vendorUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  if (!row) throw notFound();
  return toVendorUser(row);
}

/** The vendor's support resets a password or (de)activates a user of any company. */
export async function saveVendorUser(tx: Db, actorUserId: number, id: number, input: VendorUserInput) {
  const before = await getVendorUser(tx, id);
  if ((before.role === 'superadmin') !== (input.role === 'superadmin')) throw invalidField('role', 'v.enum');
  try {
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        role: input.role,
        active: input.active,
        mustChangePassword: input.mustChangePassword,
        updatedAt: new Date(),
        ...(input.password ? await newPasswordColumns(input.password, 'someoneElse') : {}),
      })
      .where(eq(users.id, id));
    if (input.password) await revokeSessions(tx, { companyId: before.companyId, userId: id });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'user.emailTaken');
    throw error;
  }
  const after = await getVendorUser(tx, id);
  await writeAudit(tx, {
    companyId: before.companyId,
    userId: actorUserId,
    entity: 'user',
    entityId: id,
    action: 'update',
    before,
    after,
  });
  await SessionStore.announce(tx, SessionStore.userScope(before.companyId, id));
  return after;
}
