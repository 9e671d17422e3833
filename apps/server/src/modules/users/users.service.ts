import type { UserInput, UserRecord } from '@kibo/contracts';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { containsTr } from '../../platform/db/search.ts';
import { invalidField, notFound, refused } from '../../platform/http/errors.ts';
import {
  hashPassword,
  newPasswordColumns,
  refuseShortPassword,
  revokeSessions,
  SessionStore,
} from '../auth/index.ts';
import { companies } from '../companies/index.ts';
import { type SeriesDefault, seriesDefaultsOf, setSeriesDefaults } from '../series/index.ts';
import { userMenus, users } from './users.tables.ts';

type UserRow = typeof users.$inferSelect;

export function toUserRecord(row: UserRow, menuIds: number[], seriesDefaults: SeriesDefault[]): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    menuIds,
    posCanChangePrice: row.posCanChangePrice,
    posCanDelete: row.posCanDelete,
    hasPosPin: row.posPinHash !== null,
    mustChangePassword: row.mustChangePassword,
    phone: row.phone,
    seriesDefaults,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    passwordChangedAt: row.passwordChangedAt.toISOString(),
  };
}

export async function listUsers(
  tx: Db,
  query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    active?: 'true' | 'false' | undefined;
  },
) {
  const conditions = [];
  if (query.search) {
    conditions.push(or(containsTr(users.name, query.search), containsTr(users.email, query.search)));
  }
  if (query.active) conditions.push(eq(users.active, query.active === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(users).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [grants, series] = [await menusOf(tx, ids), await seriesDefaultsOf(tx, ids)];
  return {
    list: rows.map((row) => toUserRecord(row, grants.get(row.id) ?? [], series.get(row.id) ?? [])),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function menusOf(tx: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userMenus.userId, menuId: userMenus.menuId })
    .from(userMenus)
    .where(sql`${userMenus.userId} = ANY(${sql.param(userIds)}::int[])`)
    .orderBy(asc(userMenus.menuId));
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.menuId]);
  return result;
}

export async function getUser(tx: Db, id: number): Promise<UserRecord> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return toUserRecord(
    row,
    (await menusOf(tx, [id])).get(id) ?? [],
    (await seriesDefaultsOf(tx, [id])).get(id) ?? [],
  );
}

interface Actor {
  companyId: number;
  userId: number;
  tokenHash: string;
}

async function refuseOverLicence(tx: Db, companyId: number): Promise<void> {
  // The company row lock makes two parallel activations count one after the other.
  const [company] = await tx
    .select({ maxUsers: companies.maxUsers })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  const [active] = await tx.select({ value: count() }).from(users).where(eq(users.active, true));
  if (company && (active?.value ?? 0) > company.maxUsers)
    throw refused('user.licenceLimit', { max: company.maxUsers });
}

/** Creates (id undefined) or updates a user of the actor's company, with audit and session refresh. */
export async function saveUser(tx: Db, actor: Actor, input: UserInput, id?: number): Promise<UserRecord> {
  const before = id === undefined ? undefined : await getUser(tx, id);
  // The vendor's licence managers live in the vendor company; its admin must not demote them here.
  if (before?.role === 'superadmin') throw invalidField('role', 'user.vendorManaged');
  if (id === actor.userId && (!input.active || input.role !== 'admin') && before?.role === 'admin') {
    throw invalidField(input.active ? 'role' : 'active', 'user.cannotDeactivateSelf');
  }
  if (!before && !input.password) throw invalidField('password', 'user.passwordRequired');
  if (input.password) await refuseShortPassword(tx, input.password);
  const values = {
    name: input.name,
    email: input.email,
    role: input.role,
    active: input.active,
    posCanChangePrice: input.posCanChangePrice,
    posCanDelete: input.posCanDelete,
    phone: input.phone,
    mustChangePassword: input.mustChangePassword,
    updatedAt: new Date(),
    // A POS PIN (manager approvals at the till) is hashed like a password.
    ...(input.posPin
      ? { posPinHash: await hashPassword(input.posPin) }
      : input.removePosPin
        ? { posPinHash: null }
        : {}),
    ...(input.password
      ? await newPasswordColumns(input.password, id === actor.userId ? 'owner' : 'someoneElse')
      : {}),
  };
  let savedId: number;
  try {
    if (before) {
      await tx.update(users).set(values).where(eq(users.id, before.id));
      savedId = before.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...values, companyId: actor.companyId, passwordHash: values.passwordHash ?? '' })
        .returning({ id: users.id });
      savedId = created!.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('email', 'user.emailTaken');
    throw error;
  }
  await tx.delete(userMenus).where(eq(userMenus.userId, savedId));
  const menuIds = [...new Set(input.menuIds)];
  if (menuIds.length) {
    await tx
      .insert(userMenus)
      .values(menuIds.map((menuId) => ({ companyId: actor.companyId, userId: savedId, menuId })));
  }
  await setSeriesDefaults(tx, actor.companyId, savedId, input.seriesDefaults);
  if (input.active) await refuseOverLicence(tx, actor.companyId);
  if (before && input.password) {
    await revokeSessions(tx, { companyId: actor.companyId, userId: savedId }, actor.tokenHash);
  }
  const after = await getUser(tx, savedId);
  await writeAudit(tx, {
    companyId: actor.companyId,
    userId: actor.userId,
    entity: 'user',
    entityId: savedId,
    action: before ? 'update' : 'create',
    before: before ?? null,
    after,
  });
  await SessionStore.announce(tx, SessionStore.userScope(actor.companyId, savedId));
  return after;
}
