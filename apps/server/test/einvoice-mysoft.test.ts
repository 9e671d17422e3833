import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import { type EinvoiceWorld, makeEinvoiceWorld } from './einvoice-world.ts';
import { type FakeMysoft, startFakeMysoft } from './fakes/mysoft.ts';

// The MySoft client against a local MySoft that speaks its protocol: settings and the connection
// test, a queued invoice sent and followed to approved, a refusal, a duplicate read as sent, an
// expired token renewed, and an outage that delays without losing or duplicating.

let fake: FakeMysoft;
let world: EinvoiceWorld;

beforeAll(async () => {
  fake = await startFakeMysoft();
  world = await makeEinvoiceWorld('mysoft');
  fake.users.set(world.buyerTaxId, 'Öztürk Gıda Ltd. Şti.');
});
afterAll(async () => {
  await world.close();
  await fake.close();
});

const settings = (extra: object = {}) =>
  world.call('PUT', '/api/einvoice/mysoft/settings', {
    active: true,
    testMode: true,
    serviceUrl: fake.url,
    username: fake.clientId,
    password: fake.clientSecret,
    invoicePrefix: 'kbo',
    archivePrefix: 'KBA',
    ...extra,
  });

describe('MySoft settings', () => {
  it('saves the account, keeps the secret out of answers and makes the series from the prefixes', async () => {
    const saved = await settings();
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    expect(saved.envelope.data).toMatchObject({
      active: true,
      invoicePrefix: 'KBO',
      archivePrefix: 'KBA',
      hasPassword: true,
    });
    expect(JSON.stringify(saved.envelope)).not.toContain(fake.clientSecret);
    expect(await world.seriesPrefixes()).toEqual(expect.arrayContaining(['KBO', 'KBA']));
  });

  it('tests the connection, and says so when the secret is wrong', async () => {
    expect((await world.call('POST', '/api/einvoice/mysoft/settings/test')).statusCode).toBe(200);
    await settings({ password: 'yanlış' });
    const wrong = await world.call('POST', '/api/einvoice/mysoft/settings/test');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.envelope.kiboMessage).toContain('MySoft kullanıcı adını ya da şifreyi kabul etmedi');
    await settings();
  });
});

describe('sending through MySoft', () => {
  it('queues a registered buyer’s invoice as TEMELFATURA and the worker sends it once, to approved', async () => {
    const documentId = await world.invoice(world.ids.company);
    const answer = await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const [result] = answer.envelope.data;
    expect(result).toMatchObject({ ok: true, edocument: { profile: 'TEMELFATURA', status: 'queued' } });
    expect(result.edocument.number).toMatch(/^KBO2026\d{9}$/);

    await drainOutbox(world.database);
    expect(fake.outbox.get(result.edocument.uuid)).toMatchObject({
      number: result.edocument.number,
      profile: 'TEMELFATURA',
    });
    expect(await world.edocument(result.edocument.id)).toMatchObject({ status: 'sent' });

    fake.outbox.get(result.edocument.uuid)!.status = 'ALICIYA_ULASTI';
    await world.due();
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({
      status: 'approved',
      next_attempt_at: null,
    });

    // Sending it again answers the same e-document and sends nothing.
    const again = await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] });
    expect(again.envelope.data[0].edocument.uuid).toBe(result.edocument.uuid);
    expect(fake.calls.filter((call) => call.path.includes('invoiceOutboxWithUblXml'))).toHaveLength(1);
  });

  it('sends an unregistered buyer’s invoice as e-Arşiv from the e-Arşiv series', async () => {
    const documentId = await world.invoice(world.ids.person);
    const [result] = (await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] }))
      .envelope.data;
    expect(result.edocument).toMatchObject({ profile: 'EARSIVFATURA' });
    expect(result.edocument.number).toMatch(/^KBA2026\d{9}$/);
  });

  it('keeps the integrator’s refusal as not approved, with its words', async () => {
    const documentId = await world.invoice(world.ids.company);
    const [result] = (await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] }))
      .envelope.data;
    fake.refuse(result.edocument.uuid, 'Alıcı etiketi bulunamadı');
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({
      status: 'notApproved',
      status_text: 'Alıcı etiketi bulunamadı',
      next_attempt_at: null,
    });
  });

  it('reads "already sent" as sent: a retry after a lost answer makes no second document', async () => {
    const documentId = await world.invoice(world.ids.company);
    const [result] = (await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] }))
      .envelope.data;
    await drainOutbox(world.database);
    // As if our commit of "sent" had been lost: the row is queued again and the worker retries.
    await world.requeue(result.edocument.id);
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({ status: 'sent' });
    expect([...fake.outbox.values()].filter((entry) => entry.uuid === result.edocument.uuid)).toHaveLength(1);
  });

  it('renews an expired token without the user noticing', async () => {
    const documentId = await world.invoice(world.ids.company);
    const [result] = (await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] }))
      .envelope.data;
    fake.expireTokens();
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({ status: 'sent' });
  });

  it('an hour down and a silent service delay the send, never lose or double it', async () => {
    const documentId = await world.invoice(world.ids.company);
    const [result] = (await world.call('POST', '/api/einvoice/mysoft/send', { documentIds: [documentId] }))
      .envelope.data;
    fake.trouble(1, 'down', 'OutboxWithUblXml');
    await drainOutbox(world.database);
    const waiting = await world.edocument(result.edocument.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.status_text).toContain('503');
    expect(waiting.minutes_left).toBeGreaterThan(0);

    fake.trouble(1, 'silent', 'OutboxWithUblXml');
    await world.due();
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({ status: 'queued', attempts: 2 });

    await world.due();
    await drainOutbox(world.database);
    expect(await world.edocument(result.edocument.id)).toMatchObject({ status: 'sent' });
    expect([...fake.outbox.values()].filter((entry) => entry.uuid === result.edocument.uuid)).toHaveLength(1);
  });
});
