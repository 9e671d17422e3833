import {
  emptyValueOf,
  resourcePath as pathBelowApi,
  RESOURCES,
  readMenusOf,
} from '@kibo/contracts/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecords } from '../src/platform/resources/list.ts';
import { bindingOf } from '../src/platform/resources/service.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';
import { RESOURCE_FIXTURES } from './resource-fixtures.ts';

let t: TestApp;
let acme: CompanyFixture;
let other: CompanyFixture;
let admin: string;
let otherAdmin: string;
let cashier: string;
let storekeeper: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
  const created = await t.call('POST', '/api/users', {
    token: admin,
    body: {
      name: 'Depocu',
      email: 'depo@acme.test',
      role: 'warehouse',
      active: true,
      menuIds: [],
      posCanChangePrice: false,
      posCanDelete: false,
      password: FIXTURE_PASSWORD,
      mustChangePassword: false,
      phone: '',
    },
  });
  expect(created.statusCode).toBe(200);
  storekeeper = await t.login('depo@acme.test', FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const resourcePath = (name: string) => `/api${pathBelowApi(name)}`;

const auditOf = async (entity: string, id: number) =>
  (
    await t.database.pool.query(
      'SELECT action, before, after FROM audit_log WHERE company_id = $1 AND entity = $2 AND entity_id = $3 ORDER BY id',
      [acme.id, entity, String(id)],
    )
  ).rows;

describe.each([...RESOURCES.values()])('resource $name', (def) => {
  const fixture = RESOURCE_FIXTURES[def.name]!;
  const base = resourcePath(def.name);
  let records: [Record<string, unknown>, Record<string, unknown>];
  const ids: number[] = [];

  const create = async (resource: string, body: object) => {
    const answer = await t.call('POST', resourcePath(resource), { token: admin, body });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data.record.id as number;
  };

  beforeAll(async () => {
    records = fixture.records((await fixture.prepare?.(create)) ?? {});
  });

  it('creates records, and audits each with its values', async () => {
    for (const body of records) {
      const answer = await t.call('POST', base, { token: admin, body });
      expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
      expect(answer.envelope.kiboMessage).toBe('Kaydedildi');
      const record = answer.envelope.data.record;
      expect(record).toMatchObject({ active: true });
      expect(record[def.titleField]).toBe(String(body[def.titleField]).trim());
      ids.push(record.id);
      const [audit] = await auditOf(def.name, record.id);
      expect(audit).toMatchObject({ action: 'create', before: null });
      expect(audit.after[def.titleField]).toBe(record[def.titleField]);
    }
  });

  it('answers 422 with Turkish messages on the fields', async () => {
    const answer = await t.call('POST', base, { token: admin, body: fixture.invalid });
    expect(answer.statusCode).toBe(422);
    expect(answer.envelope.kiboMessage).toBeTruthy();
    const firstErrors = Object.fromEntries(
      Object.entries(answer.envelope.errors ?? {}).map(([field, messages]) => [field, messages[0]]),
    );
    expect(firstErrors).toMatchObject(fixture.errors);
    const unknown = await t.call('POST', base, { token: admin, body: { ...records[0], hacker: 1 } });
    expect(unknown.statusCode).toBe(422);
  });

  it('lists with a Turkish-aware search and sorts by the title both ways', async () => {
    if (fixture.search !== undefined) {
      const found = await t.call('GET', `${base}?search=${encodeURIComponent(fixture.search)}`, {
        token: admin,
      });
      expect(found.statusCode).toBe(200);
      expect(found.envelope.data.list.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
      expect(found.envelope.data).toMatchObject({ total: 1, totalCapped: false, page: 1 });
    }
    const titles = async (sort: string) => {
      const answer = await t.call('GET', `${base}?sort=${sort}&pageSize=500`, { token: admin });
      return answer.envelope.data.list
        .map((row: { id: number }) => row.id)
        .filter((id: number) => ids.includes(id));
    };
    expect(await titles(def.titleField)).toEqual([ids[1], ids[0]]);
    expect(await titles(`-${def.titleField}`)).toEqual([ids[0], ids[1]]);
    const badSort = await t.call('GET', `${base}?sort=companyId`, { token: admin });
    expect(badSort.statusCode).toBe(422);
  });

  it('reads, copies without the unique fields, and updates with a before/after audit', async () => {
    const read = await t.call('GET', `${base}/${ids[0]}`, { token: admin });
    expect(read.statusCode).toBe(200);
    const copy = await t.call('GET', `${base}/${ids[0]}/copy`, { token: admin });
    expect(copy.envelope.data.id).toBeUndefined();
    for (const field of (def.copyClears ?? []).filter((path) => !path.includes('.'))) {
      expect(copy.envelope.data[field], field).toEqual(emptyValueOf(def.fields[field]!, ''));
    }
    const { id: _id, active: _active, refs: _refs, updatedAt: _updated, ...current } = read.envelope.data;
    const renamed = fixture.renamed ?? `${current[def.titleField]}-2`;
    const updated = await t.call('PUT', `${base}/${ids[0]}`, {
      token: admin,
      body: { ...current, [def.titleField]: renamed },
    });
    expect(updated.statusCode, JSON.stringify(updated.envelope)).toBe(200);
    expect(updated.envelope.data.record[def.titleField]).toBe(renamed);
    const audits = await auditOf(def.name, ids[0]!);
    expect(audits.at(-1)).toMatchObject({ action: 'update' });
    expect(audits.at(-1).before[def.titleField]).toBe(current[def.titleField]);
    expect(audits.at(-1).after[def.titleField]).toBe(renamed);
  });

  it('refuses a duplicate of a unique field', async () => {
    for (const field of def.unique ?? []) {
      const others = (def.unique ?? []).filter((other) => other !== field);
      const body = { ...records[1], ...Object.fromEntries(others.map((other) => [other, ''])) };
      const answer = await t.call('POST', base, { token: admin, body });
      expect(answer.statusCode, field).toBe(422);
      // The message names the record already holding the value.
      const [message] = answer.envelope.errors?.[field] ?? [];
      expect(message, field).toMatch(/^Bu değer başka bir kayıtta kullanılıyor: ./);
      expect(message, field).toContain(String(records[1][def.titleField]));
    }
  });

  it('checks menus and per-action roles on the server', async () => {
    const cashierMayRead = (await t.call('GET', '/api/modules/frontappui', { token: cashier })).envelope.data;
    const menuIds = new Set<number>(
      cashierMayRead.items.menus.flatMap((group: { id: number; mn_subs: { id: number }[] }) => [
        group.id,
        ...group.mn_subs.map((sub) => sub.id),
      ]),
    );
    const listed = await t.call('GET', base, { token: cashier });
    // Reading is open to the menus of screens that pick from the resource, too.
    expect(listed.statusCode).toBe(readMenusOf(def).some((menu) => menuIds.has(menu)) ? 200 : 403);
    for (const [action, roles] of Object.entries(def.permissions ?? {})) {
      if (roles.includes('warehouse')) continue;
      const call =
        action === 'delete'
          ? t.call('DELETE', `${base}/${ids[1]}`, { token: storekeeper })
          : t.call('POST', base, { token: storekeeper, body: records[1] });
      expect((await call).statusCode, action).toBe(403);
    }
  });

  it("never shows or changes another company's records", async () => {
    const list = await t.call('GET', `${base}?active=all&pageSize=500`, { token: otherAdmin });
    expect(list.envelope.data.list).toEqual([]);
    for (const [method, url] of [
      ['GET', `${base}/${ids[0]}`],
      ['GET', `${base}/${ids[0]}/copy`],
      ['PUT', `${base}/${ids[0]}`],
      ['DELETE', `${base}/${ids[0]}`],
    ] as const) {
      const answer = await t.call(method, url, {
        token: otherAdmin,
        body: method === 'PUT' ? records[1] : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    }
    expect((await t.call('GET', `${base}/${ids[0]}`, { token: admin })).statusCode).toBe(200);
  });

  it('deactivates (hidden from the default list) and deletes', async () => {
    const off = await t.call('PUT', `${base}/${ids[1]}/active`, { token: admin, body: { active: false } });
    expect(off.envelope.kiboMessage).toBe('Kayıt pasife alındı');
    const active = await t.call('GET', `${base}?pageSize=500`, { token: admin });
    expect(active.envelope.data.list.map((row: { id: number }) => row.id)).not.toContain(ids[1]);
    const all = await t.call('GET', `${base}?pageSize=500&active=false`, { token: admin });
    expect(all.envelope.data.list.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    const removed = await t.call('DELETE', `${base}/${ids[1]}`, { token: admin });
    expect(removed.envelope.kiboMessage).toBe('Kayıt silindi');
    expect((await t.call('GET', `${base}/${ids[1]}`, { token: admin })).statusCode).toBe(404);
    expect((await auditOf(def.name, ids[1]!)).at(-1)).toMatchObject({ action: 'delete' });
  });
});

describe('references', () => {
  it('shows the referenced title, refuses a missing one, and keeps a record in use from deletion', async () => {
    const warehouse = await t.call('POST', '/api/warehouses', {
      token: admin,
      body: { code: 'DEP', name: 'Depo' },
    });
    const warehouseId = warehouse.envelope.data.record.id;
    const location = await t.call('POST', '/api/locations', {
      token: admin,
      body: { warehouseId, code: 'B-2' },
    });
    expect(location.envelope.data.record.refs).toEqual({ warehouseId: 'Depo' });
    const missing = await t.call('POST', '/api/locations', {
      token: admin,
      body: { warehouseId: 999999, code: 'B-3' },
    });
    expect(missing.envelope.errors).toEqual({ warehouseId: ['Seçilen kayıt bulunamadı'] });
    const otherWarehouse = await t.call('POST', '/api/warehouses', {
      token: otherAdmin,
      body: { code: 'O', name: 'Öteki' },
    });
    const foreign = await t.call('POST', '/api/locations', {
      token: admin,
      body: { warehouseId: otherWarehouse.envelope.data.record.id, code: 'B-4' },
    });
    expect(foreign.envelope.errors).toEqual({ warehouseId: ['Seçilen kayıt bulunamadı'] });
    const inUse = await t.call('DELETE', `/api/warehouses/${warehouseId}`, { token: admin });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.envelope.messages).toEqual([
      'Bu kayıt başka kayıtlarda kullanıldığı için silinemez; pasife alabilirsiniz',
    ]);
  });

  it('lists the newest matches of a search first, from the newest rows and then the older ones', async () => {
    await t.database.pool.query(
      `INSERT INTO warehouses (company_id, code, name)
       SELECT $1, 'WIN' || i, CASE WHEN i <= 12 THEN 'Eski Şube ' || i ELSE 'Yeni Şube ' || i END
       FROM generate_series(1, 40) i`,
      [acme.id],
    );
    const search = (text: string, page = 1, pageSize = 5) =>
      t.database.withTenant(acme.id, (tx) =>
        listRecords(tx, bindingOf('warehouses')!, { page, pageSize, search: text, active: 'true' }, 10),
      );
    // None of the newest ten rows matches: the rows come from the older ones, newest first.
    const old = await search('eski');
    expect(old.list.map((row) => row.name)).toEqual([
      'Eski Şube 12',
      'Eski Şube 11',
      'Eski Şube 10',
      'Eski Şube 9',
      'Eski Şube 8',
    ]);
    expect(old).toMatchObject({ total: 12, totalCapped: false });
    const second = await search('eski', 3);
    expect(second.list.map((row) => row.name)).toEqual(['Eski Şube 2', 'Eski Şube 1']);
    // A page that starts in the newest rows and ends in the older ones.
    const mixed = await search('şube', 2, 8);
    expect(mixed.list).toHaveLength(8);
    expect(mixed.list.map((row) => row.name)).toEqual([
      'Yeni Şube 32',
      'Yeni Şube 31',
      'Yeni Şube 30',
      'Yeni Şube 29',
      'Yeni Şube 28',
      'Yeni Şube 27',
      'Yeni Şube 26',
      'Yeni Şube 25',
    ]);
    expect(mixed.total).toBe(40);
  });

  it('exports past one batch in the list order, Turkish alphabet and ties kept by id', async () => {
    await t.database.pool.query(
      `INSERT INTO warehouses (company_id, code, name)
       SELECT $1, 'EXP' || i, (ARRAY['Işık', 'İnci', 'Çınar', 'Cadde', 'ılgın'])[i % 5 + 1] FROM generate_series(1, 2100) i`,
      [acme.id],
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/warehouses/export?search=exp&sort=-name&columns=code,name',
      headers: { authorization: `Bearer ${admin}` },
    });
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as never);
    const names = workbook.worksheets[0]!.getColumn(2).values.slice(2) as string[];
    expect(names).toHaveLength(2100);
    const order = ['İnci', 'Işık', 'ılgın', 'Çınar', 'Cadde'];
    expect([...new Set(names)]).toEqual(order);
    for (const name of order) expect(names.filter((one) => one === name)).toHaveLength(420);
  });

  it('exports a list to Excel with Turkish column titles', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/warehouses/export?sort=code',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain("filename*=UTF-8''Ambarlar.xlsx");
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Kod', 'Adı', 'Telefon', 'Aktif']);
    const codes = sheet.getColumn(1).values.slice(2);
    expect(codes).toContain('DEP');
    expect(codes).toEqual([...codes].sort());
  });
});
