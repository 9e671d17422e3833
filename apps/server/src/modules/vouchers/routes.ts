import { CURRENCIES, envelopeOf, VOUCHER_KINDS } from '@kibo/contracts';
import { voucherInput } from '@kibo/contracts/resources';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holdsMenuOf, type Session } from '../../platform/http/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { withIdempotencyKey } from '../../platform/http/idempotency.ts';
import { getVoucher, standingOf } from './read.ts';
import { cancelVoucher, saveVoucher } from './save.ts';
import { settleableFor } from './settle.ts';
import { vouchers } from './vouchers.tables.ts';

const VOUCHER_MENUS = Object.values(VOUCHER_KINDS).map((kind) => kind.menu);

const mayUse = (session: Session, voucherType: string) => holdsMenuOf(VOUCHER_KINDS, session, voucherType);

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `/api/vouchers`: every voucher type through one model, each type behind its editor's menu. */
export function registerVoucherRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: VOUCHER_MENUS };
  const tags = ['vouchers'];

  const loadAllowed = async (request: FastifyRequest, id: number) => {
    const [found] = await request.tenant((tx) =>
      tx.select({ voucherType: vouchers.voucherType }).from(vouchers).where(eq(vouchers.id, id)),
    );
    if (found && !mayUse(request.session!, found.voucherType)) throw forbidden();
  };

  // The chosen accounts' balances and points, shown by the editor's lines as they are picked.
  api.get('/api/vouchers/standing', {
    config: { access },
    schema: {
      tags,
      querystring: z.object({
        accountIds: z
          .string()
          .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: 'v.invalid' })
          .transform((value) => value.split(',').map(Number)),
      }),
    },
    handler: async (request) => ok(await request.tenant((tx) => standingOf(tx, request.query.accountIds))),
  });

  // The invoices a collection or payment line may close, with what is still open of each.
  api.get('/api/vouchers/settleable', {
    config: { access },
    schema: {
      tags,
      querystring: z.object({
        accountId: z.coerce.number().int().positive().max(2_147_483_647),
        currency: z.enum(CURRENCIES, { error: 'v.enum' }),
        side: z.enum(['debit', 'credit'], { error: 'v.enum' }),
        voucherId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      }),
    },
    handler: async (request) => ok({ list: await request.tenant((tx) => settleableFor(tx, request.query)) }),
  });

  api.get('/api/vouchers/:id', {
    config: { access },
    schema: { tags, params: idParams },
    handler: async (request) => {
      await loadAllowed(request, request.params.id);
      return ok(await request.tenant((tx) => getVoucher(tx, request.params.id)));
    },
  });

  const save = async (request: FastifyRequest, body: z.output<typeof voucherInput>, id?: number) => {
    const session = request.session!;
    if (!mayUse(session, body.voucherType)) throw forbidden();
    const saved = await withIdempotencyKey(request, (idempotencyKey) =>
      request.tenant((tx) => saveVoucher(tx, session, body, { id, idempotencyKey })),
    );
    return ok(
      { record: saved.voucher, replayed: saved.replayed },
      t(request, 'vou.saved', { number: saved.voucher.number }),
    );
  };

  api.post('/api/vouchers', {
    config: { access },
    schema: { tags, body: voucherInput },
    handler: (request) => save(request, request.body),
  });

  api.put('/api/vouchers/:id', {
    config: { access },
    schema: { tags, params: idParams, body: voucherInput },
    handler: async (request) => {
      await loadAllowed(request, request.params.id);
      return save(request, request.body, request.params.id);
    },
  });

  api.post('/api/vouchers/:id/cancel', {
    config: { access },
    schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      const session = request.session!;
      await loadAllowed(request, request.params.id);
      await request.tenant((tx) => cancelVoucher(tx, session, request.params.id));
      return ok(null, t(request, 'vou.cancelled'));
    },
  });
}
