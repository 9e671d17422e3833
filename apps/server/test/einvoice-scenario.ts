import type { IntegratorCode } from '@kibo/contracts';
import { todayInTurkey } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../src/modules/einvoice/index.ts';
import { describeIncoming, type Scene } from './einvoice-scenario-incoming.ts';
import { type EinvoiceWorld, makeEinvoiceWorld } from './einvoice-world.ts';
import type { FakeIntegrator } from './fakes/common.ts';

// The same story told to each integrator's client against a local service that speaks that
// integrator's protocol: settings and the connection test, a registered buyer's invoice sent and
// followed to approved, an e-Arşiv one, a refusal kept in the integrator's words, a duplicate read
// as sent, an expired token or session renewed, and an outage that delays without losing or
// sending twice; the incoming half is in einvoice-scenario-incoming.ts.

export function describeIntegrator(integrator: IntegratorCode, start: () => Promise<FakeIntegrator>): void {
  let fake: FakeIntegrator;
  let world: EinvoiceWorld;
  const scene = {} as Scene;
  const base = `/api/einvoice/${integrator}`;

  beforeAll(async () => {
    fake = await start();
    world = await makeEinvoiceWorld(integrator);
    fake.users.set(world.buyerTaxId, 'Öztürk Gıda Ltd. Şti.');
    Object.assign(scene, { fake, world });
  });
  afterAll(async () => {
    await world.close();
    await fake.close();
  });

  const settings = (extra: object = {}) =>
    world.call('PUT', `${base}/settings`, {
      active: true,
      testMode: true,
      serviceUrl: fake.url,
      username: fake.username,
      password: fake.password,
      invoicePrefix: 'kbo',
      archivePrefix: 'KBA',
      ...extra,
    });
  /** Sends one new invoice to the account; answers its e-document. */
  const sendOne = async (accountId: number) => {
    const documentId = await world.invoice(accountId);
    const answer = await world.call('POST', `${base}/send`, { documentIds: [documentId] });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const [result] = answer.envelope.data;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    return {
      documentId,
      edocument: result.edocument as { id: number; uuid: string; number: string; profile: string },
    };
  };
  const sends = () =>
    fake.calls.filter((call) => `${call.path} ${call.action}`.includes(fake.sendCall)).length;

  describe(`${integrator}: settings`, () => {
    it('saves the account, keeps the password out of answers and makes the series from the prefixes', async () => {
      const saved = await settings();
      expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
      expect(saved.envelope.data).toMatchObject({
        active: true,
        invoicePrefix: 'KBO',
        archivePrefix: 'KBA',
        hasPassword: true,
      });
      expect(saved.envelope.data).not.toHaveProperty('password');
      expect(await world.seriesPrefixes()).toEqual(expect.arrayContaining(['KBO', 'KBA']));
    });

    it('tests the connection, and says so when the password is wrong', async () => {
      const good = await world.call('POST', `${base}/settings/test`);
      expect(good.statusCode, JSON.stringify(good.envelope)).toBe(200);
      await settings({ password: 'yanlış' });
      const wrong = await world.call('POST', `${base}/settings/test`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.envelope.kiboMessage).toContain('kullanıcı adını ya da şifreyi kabul etmedi');
      await settings();
    });
  });

  describe(`${integrator}: sending`, () => {
    it('queues a registered buyer’s invoice as TEMELFATURA; the worker sends it once and follows it to approved', async () => {
      const before = sends();
      const { documentId, edocument } = await sendOne(world.ids.company);
      expect(edocument).toMatchObject({ profile: 'TEMELFATURA', status: 'queued' });
      expect(edocument.number).toMatch(/^KBO2026\d{9}$/);

      await drainOutbox(world.database);
      expect(fake.received.get(edocument.uuid)).toMatchObject({
        number: edocument.number,
        profile: 'TEMELFATURA',
        times: 1,
      });
      expect(await world.edocument(edocument.id)).toMatchObject({ status: 'sent' });

      fake.setStatus(edocument.uuid, 'approved');
      await world.due();
      await drainOutbox(world.database);
      expect(await world.edocument(edocument.id)).toMatchObject({
        status: 'approved',
        next_attempt_at: null,
      });

      // Sending it again answers the same e-document and sends nothing.
      const again = await world.call('POST', `${base}/send`, { documentIds: [documentId] });
      expect(again.envelope.data[0].edocument.uuid).toBe(edocument.uuid);
      await drainOutbox(world.database);
      expect(sends() - before).toBe(1);
    });

    it('shows a sent invoice as the integrator renders it (PDF) and as its XML, and on the invoice itself', async () => {
      const { documentId, edocument } = await sendOne(world.ids.company);
      await drainOutbox(world.database);
      const pdf = await world.call('GET', `${base}/documents/${edocument.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body.startsWith('%PDF')).toBe(true);
      const xml = await world.call('GET', `${base}/documents/${edocument.id}/xml`);
      expect(xml.body).toContain(`<cbc:UUID>${edocument.uuid}</cbc:UUID>`);
      const tags = await world.call('GET', `/api/einvoice/document/${documentId}`);
      expect(tags.envelope.data).toEqual([
        expect.objectContaining({ integrator, number: edocument.number, status: 'sent', direction: 'out' }),
      ]);
    });

    it('keeps an invoice issued as an e-invoice as it is: no change, no cancel', async () => {
      const { documentId, edocument } = await sendOne(world.ids.company);
      const message = `Bu evrak ${edocument.number} numaralı e-belge olarak düzenlendi: değiştirilemez ve iptal edilemez`;
      const saved = (await world.call('GET', `/api/documents/${documentId}`)).envelope.data;
      const changed = await world.call('PUT', `/api/documents/${documentId}`, {
        docType: 'salesInvoice',
        date: saved.date,
        warehouseId: saved.warehouseId,
        accountId: saved.accountId,
        lines: [{ itemId: world.ids.book, quantity: '3', unitPrice: '150', vatRate: '10' }],
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.envelope.kiboMessage).toBe(message);
      const cancelled = await world.call('POST', `/api/documents/${documentId}/cancel`);
      expect(cancelled.envelope.kiboMessage).toBe(message);
    });

    it('sends an unregistered buyer’s invoice as e-Arşiv, numbered from the e-Arşiv series', async () => {
      const { edocument } = await sendOne(world.ids.person);
      expect(edocument.profile).toBe('EARSIVFATURA');
      expect(edocument.number).toMatch(/^KBA2026\d{9}$/);
      await drainOutbox(world.database);
      expect(fake.received.get(edocument.uuid)).toMatchObject({ profile: 'EARSIVFATURA' });
    });

    it('refuses a withheld line without its GİB code, naming the line, and draws no number', async () => {
      const documentId = await world.invoice(world.ids.company, [
        { itemId: world.ids.book, quantity: '1', unitPrice: '100', vatRate: '10' },
        { itemId: world.ids.book, quantity: '1', unitPrice: '1000', vatRate: '20', withholding: '7/10' },
      ]);
      const [result] = (await world.call('POST', `${base}/send`, { documentIds: [documentId] })).envelope
        .data;
      expect(result).toMatchObject({ ok: false });
      expect(result.problems).toEqual([
        {
          field: 'Satır tevkifat kodu',
          lineNo: 2,
          message:
            'Tevkifat oranı var ama GİB tevkifat kodu seçilmemiş: faturada satırın tevkifat kodunu seçiniz',
        },
      ]);
    });

    it('keeps a refusal as not approved, in the integrator’s words; the corrected invoice goes again', async () => {
      const documentId = await world.invoice(world.ids.company);
      const [result] = (await world.call('POST', `${base}/send`, { documentIds: [documentId] })).envelope
        .data;
      fake.refuse(result.edocument.uuid, 'Alıcı etiketi bulunamadı');
      await drainOutbox(world.database);
      expect(await world.edocument(result.edocument.id)).toMatchObject({
        status: 'notApproved',
        status_text: 'Alıcı etiketi bulunamadı',
        next_attempt_at: null,
      });
      // Back on the send screen; sent again as a new e-invoice (new ETTN, next number), the refused
      // one kept beside it with its number, so the series' gap is explained.
      const candidates = (await world.call('GET', `${base}/candidates`)).envelope.data.rows;
      expect(candidates.find((row: { id: number }) => row.id === documentId)).toMatchObject({
        lastRefusal: 'Alıcı etiketi bulunamadı',
      });
      const [again] = (await world.call('POST', `${base}/send`, { documentIds: [documentId] })).envelope.data;
      expect(again.ok, JSON.stringify(again)).toBe(true);
      expect(again.edocument.uuid).not.toBe(result.edocument.uuid);
      expect(again.edocument.number).not.toBe(result.edocument.number);
      await drainOutbox(world.database);
      expect(fake.received.has(again.edocument.uuid)).toBe(true);
      const [third] = (await world.call('POST', `${base}/send`, { documentIds: [documentId] })).envelope.data;
      expect(third.edocument.id).toBe(again.edocument.id);
    });

    it('cancels an e-Arşiv invoice within its seven days, its sales invoice with it; nothing else', async () => {
      const cancel = (id: number, reason = 'Alıcı siparişten vazgeçti') =>
        world.call('POST', `${base}/documents/${id}/cancel`, { reason });
      const documentId = await world.invoice(world.ids.person, undefined, todayInTurkey());
      const [archive] = (await world.call('POST', `${base}/send`, { documentIds: [documentId] })).envelope
        .data;
      expect(archive.edocument.profile).toBe('EARSIVFATURA');
      expect((await cancel(archive.edocument.id)).envelope.kiboMessage).toContain(
        'henüz entegratöre ulaşmadı',
      );
      await drainOutbox(world.database);
      expect((await cancel(archive.edocument.id, ' ')).envelope.kiboMessage).toContain('İptal sebebini');
      const done = await cancel(archive.edocument.id);
      expect(done.statusCode, JSON.stringify(done.envelope)).toBe(200);
      expect(fake.cancelled.has(archive.edocument.uuid)).toBe(true);
      expect(await world.edocument(archive.edocument.id)).toMatchObject({
        status: 'cancelled',
        next_attempt_at: null,
      });
      expect((await world.call('GET', `/api/documents/${documentId}`)).envelope.data.status).toBe(
        'cancelled',
      );
      expect((await cancel(archive.edocument.id)).envelope.kiboMessage).toContain('iptal edilmiş');

      // An e-Fatura is rejected by its buyer instead; an e-Arşiv a week old is answered by a return.
      const invoice = await sendOne(world.ids.company);
      await drainOutbox(world.database);
      expect((await cancel(invoice.edocument.id)).envelope.kiboMessage).toContain('Yalnızca e-Arşiv');
      const old = await world.invoice(world.ids.person, undefined, '2026-11-01');
      const [late] = (await world.call('POST', `${base}/send`, { documentIds: [old] })).envelope.data;
      await drainOutbox(world.database);
      const refused = await cancel(late.edocument.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.envelope.kiboMessage).toContain('İptal süresi 08.11.2026');
      expect(fake.cancelled.has(late.edocument.uuid)).toBe(false);
    });

    it('follows a GİB rejection and a buyer’s refusal to their statuses', async () => {
      const first = await sendOne(world.ids.company);
      const second = await sendOne(world.ids.company);
      await drainOutbox(world.database);
      fake.setStatus(first.edocument.uuid, 'notApproved');
      fake.setStatus(second.edocument.uuid, 'rejected');
      await world.due();
      await drainOutbox(world.database);
      expect(await world.edocument(first.edocument.id)).toMatchObject({ status: 'notApproved' });
      expect(await world.edocument(second.edocument.id)).toMatchObject({ status: 'rejected' });
    });

    it('reads "already sent" as sent: a retry after a lost answer makes no second document', async () => {
      const { edocument } = await sendOne(world.ids.company);
      await drainOutbox(world.database);
      // As if our commit of "sent" had been lost: the row is queued again and the worker retries.
      await world.requeue(edocument.id);
      await drainOutbox(world.database);
      expect(await world.edocument(edocument.id)).toMatchObject({ status: 'sent' });
      expect(fake.received.get(edocument.uuid)?.times).toBe(2);
      expect([...fake.received.keys()].filter((uuid) => uuid === edocument.uuid)).toHaveLength(1);
    });

    it('renews an expired token or session without anyone noticing', async () => {
      const { edocument } = await sendOne(world.ids.company);
      fake.expireSessions();
      await drainOutbox(world.database);
      expect(await world.edocument(edocument.id)).toMatchObject({ status: 'sent' });
    });

    it('an hour down and a silent service delay the send, never lose or double it', async () => {
      const { edocument } = await sendOne(world.ids.company);
      fake.trouble(1, 'down', fake.sendCall);
      await drainOutbox(world.database);
      const waiting = await world.edocument(edocument.id);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting.minutes_left).toBeGreaterThan(0);

      fake.trouble(1, 'silent', fake.sendCall);
      await world.due();
      await drainOutbox(world.database);
      expect(await world.edocument(edocument.id)).toMatchObject({ status: 'queued', attempts: 2 });

      await world.due();
      await drainOutbox(world.database);
      expect(await world.edocument(edocument.id)).toMatchObject({ status: 'sent' });
      expect(fake.received.get(edocument.uuid)?.times).toBe(1);
    });
  });

  describeIncoming(integrator, scene);
}
