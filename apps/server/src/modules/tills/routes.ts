import { envelopeOf, MenuId, type MessageKey } from '@kibo/contracts';
import {
  sessionCloseInput,
  sessionMoveInput,
  sessionOpenInput,
  voucherInput,
} from '@kibo/contracts/resources';
import { Big, round } from '@kibo/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { withIdempotencyKey } from '../../platform/http/idempotency.ts';
import { closeSession, openSession, sessionWithExpected } from '../cash/index.ts';
import { rateOn } from '../currencies/index.ts';
import { refuseOpenBaskets } from '../pos/index.ts';
import { getVoucher, saveVoucher, vouchers } from '../vouchers/index.ts';

// `/api/cash-sessions`: a till opened with a float, money in and out of it with a reason, and its
// close by count. Its screens live on `/kasa/list`, beside each register.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

/** Money put in or taken out of the drawer, with no account behind it: a kasa borç/alacak fişi. */
async function postDrawerMove(
  tx: Db,
  session: Session,
  till: { cashAccountId: number; currency: string },
  move: { direction: 'in' | 'out'; amount: string; reason: string },
  idempotencyKey?: string,
) {
  const into = move.direction === 'in';
  const date = today();
  // A till kept in another currency moves it at the day's rate, as a voucher typed by hand would.
  let exchangeRate = '1';
  if (till.currency !== 'TRY') {
    const rate = await rateOn(tx, till.currency, date);
    if (!rate || !(Number(rate.forexBuying) > 0))
      throw refused('cs.noRate', { currency: till.currency, date });
    exchangeRate = round(new Big(rate.forexBuying).div(rate.unit || 1), 6);
  }
  // Through the voucher schema, so the voucher carries the same defaults as one typed by hand.
  const voucher = voucherInput.parse({
    voucherType: into ? 'cashDebit' : 'cashCredit',
    cashAccountId: till.cashAccountId,
    date,
    description: move.reason,
    currency: till.currency,
    exchangeRate,
    lines: [{ [into ? 'credit' : 'debit']: move.amount, description: move.reason }],
  });
  return saveVoucher(tx, session, voucher, { idempotencyKey });
}

/** Posts what a count found beyond (or short of) the register's ledger, so the ledger follows the drawer. */
const countedDifference =
  (tx: Db, request: FastifyRequest, user: Session, surplus: MessageKey, shortage: MessageKey) =>
  async (difference: Big, till: { cashAccountId: number; currency: string }) => {
    const over = difference.gt(0);
    const saved = await postDrawerMove(tx, user, till, {
      direction: over ? 'in' : 'out',
      amount: difference.abs().toFixed(4),
      reason: t(request, over ? surplus : shortage),
    });
    return saved.voucher.id;
  };

/** A session with its register, who opened and closed it, what it should hold and its counts. */
async function sessionDetail(tx: Db, sessionId: number) {
  const { session, expected } = await sessionWithExpected(tx, sessionId, false);
  const extra = await tx.execute<Record<string, unknown>>(sql`
    SELECT r.code || ' ' || r.name AS register, o.name AS "openedByName", c.name AS "closedByName",
           (SELECT coalesce(json_agg(json_build_object('method', k.method, 'expected', k.expected::text,
                   'counted', k.counted::text, 'difference', k.difference::text) ORDER BY k.method), '[]')
              FROM cash_session_counts k WHERE k.session_id = s.id) AS counts,
           (SELECT coalesce(json_agg(json_build_object('id', e.id, 'voucherId', v.id, 'voucherType', v.voucher_type,
                   'number', v.number, 'description', e.description, 'debit', e.debit::text, 'credit', e.credit::text,
                   'currency', e.currency) ORDER BY e.id), '[]')
              FROM cash_entries e JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id
             WHERE e.cash_session_id = s.id) AS moves
      FROM cash_sessions s
      JOIN cash_accounts r ON r.company_id = s.company_id AND r.id = s.cash_account_id
      JOIN users o ON o.company_id = s.company_id AND o.id = s.opened_by
      LEFT JOIN users c ON c.company_id = s.company_id AND c.id = s.closed_by
     WHERE s.id = ${sessionId}`);
  return { ...session, ...extra.rows[0], expected };
}

export function registerTillRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Whoever keeps the registers, and the cashier who takes money at the till (or sells at it), run its sessions.
  const access = { menu: [MenuId.cashRegisters, MenuId.cashCollection, MenuId.pos] };
  const tags = ['cash'];

  api.get('/api/cash-sessions', {
    config: { access },
    schema: {
      tags,
      querystring: z.object({
        cashAccountId: id.optional(),
        status: z.enum(['open', 'closed', 'rescue'], { error: 'v.enum' }).optional(),
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(20),
      }),
    },
    handler: async (request) => {
      const { cashAccountId, status, page, pageSize } = request.query;
      const rows = await request.tenant((tx) =>
        tx.execute(sql`
          SELECT s.id, s.cash_account_id AS "cashAccountId", r.code || ' ' || r.name AS register, s.status,
                 s.currency, s.opening_float::text AS "openingFloat", s.opened_at AS "openedAt",
                 s.closed_at AS "closedAt", o.name AS "openedByName", s.rescue_of AS "rescueOf",
                 (SELECT difference::text FROM cash_session_counts k WHERE k.session_id = s.id AND k.method = 'cash')
                   AS "cashDifference"
            FROM cash_sessions s
            JOIN cash_accounts r ON r.company_id = s.company_id AND r.id = s.cash_account_id
            JOIN users o ON o.company_id = s.company_id AND o.id = s.opened_by
           WHERE true ${cashAccountId ? sql`AND s.cash_account_id = ${cashAccountId}` : sql``}
                 ${status ? sql`AND s.status = ${status}` : sql``}
           ORDER BY s.status <> 'closed' DESC, s.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
      );
      return ok({ list: rows.rows, page, pageSize });
    },
  });

  api.get('/api/cash-sessions/:id', {
    config: { access },
    schema: { tags, params: z.object({ id }) },
    handler: async (request) => ok(await request.tenant((tx) => sessionDetail(tx, request.params.id))),
  });

  api.post('/api/cash-sessions', {
    config: { access },
    schema: { tags, body: sessionOpenInput },
    handler: async (request) => {
      const user = request.session!;
      const record = await request.tenant(async (tx) => {
        const postDifference = countedDifference(
          tx,
          request,
          user,
          'cs.openingSurplus',
          'cs.openingShortage',
        );
        return sessionDetail(tx, await openSession(tx, user, request.body, postDifference));
      });
      return ok({ record }, t(request, 'cs.opened'));
    },
  });

  api.post('/api/cash-sessions/:id/moves', {
    config: { access },
    schema: { tags, params: z.object({ id }), body: sessionMoveInput },
    handler: async (
      request: FastifyRequest<{ Params: { id: number }; Body: z.output<typeof sessionMoveInput> }>,
    ) => {
      const user = request.session!;
      const saved = await withIdempotencyKey(request, (key) =>
        request.tenant(async (tx) => {
          // A retry of a move already saved answers it, even once the session has closed since.
          const [first] = key
            ? await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.idempotencyKey, key))
            : [];
          if (first) return { voucher: await getVoucher(tx, first.id), replayed: true };
          const { session } = await sessionWithExpected(tx, request.params.id, false);
          if (session.status !== 'open') throw refused('cs.notOpen');
          return postDrawerMove(tx, user, session, request.body, key);
        }),
      );
      return ok(
        { record: saved.voucher, replayed: saved.replayed },
        t(request, 'cs.moved', { number: saved.voucher.number }),
      );
    },
  });

  api.post('/api/cash-sessions/:id/close', {
    config: { access },
    schema: {
      tags,
      params: z.object({ id }),
      body: sessionCloseInput,
      response: { 200: envelopeOf(z.any()) },
    },
    handler: async (request) => {
      const user = request.session!;
      const record = await request.tenant(async (tx) => {
        // A counted difference goes in or out of the register, so its balance is what was counted.
        const postDifference = countedDifference(tx, request, user, 'cs.surplus', 'cs.shortage');
        await closeSession(tx, user, request.params.id, request.body, postDifference, (sessionId) =>
          refuseOpenBaskets(tx, sessionId),
        );
        return sessionDetail(tx, request.params.id);
      });
      return ok({ record }, t(request, 'cs.closed'));
    },
  });
}
