import { idParam, MenuId, packageTypeInput } from '@kibo/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { t } from '../../platform/http/i18n.ts';
import { cargoPackageTypes } from './cargo.tables.ts';

// Package types (/sistem/kargotanimlari): the boxes a shop ships in. The send screens read them to
// fill a parcel's desi from its size; only the definitions screen changes them.

export function registerPackageTypeRoutes(app: FastifyInstance, sendMenus: readonly number[]): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cargo'];
  const id = idParam;
  const edit = { access: { menu: MenuId.cargoDefinitions } };
  const columns = {
    id: cargoPackageTypes.id,
    name: cargoPackageTypes.name,
    lengthCm: cargoPackageTypes.lengthCm,
    widthCm: cargoPackageTypes.widthCm,
    heightCm: cargoPackageTypes.heightCm,
    weightKg: cargoPackageTypes.weightKg,
    active: cargoPackageTypes.active,
  };

  api.get('/api/cargo/package-types', {
    config: { access: { menu: [MenuId.cargoDefinitions, ...sendMenus] } },
    schema: { tags },
    handler: async (request) =>
      ok(
        await request.tenant((tx) =>
          tx.select(columns).from(cargoPackageTypes).orderBy(asc(cargoPackageTypes.name)),
        ),
      ),
  });

  api.post('/api/cargo/package-types', {
    config: edit,
    schema: { tags, body: packageTypeInput },
    handler: async (request) => {
      try {
        const [made] = await request.tenant((tx) =>
          tx
            .insert(cargoPackageTypes)
            .values({ companyId: request.session!.companyId, ...request.body })
            .returning(columns),
        );
        return ok(made, t(request, 'res.saved'));
      } catch (error) {
        if (isUniqueViolation(error)) throw refused('cargo.packageTypeUsed');
        throw error;
      }
    },
  });

  api.put('/api/cargo/package-types/:id', {
    config: edit,
    schema: { tags, params: id, body: packageTypeInput },
    handler: async (request) => {
      try {
        const [saved] = await request.tenant((tx) =>
          tx
            .update(cargoPackageTypes)
            .set(request.body)
            .where(eq(cargoPackageTypes.id, request.params.id))
            .returning(columns),
        );
        if (!saved) throw notFound();
        return ok(saved, t(request, 'res.saved'));
      } catch (error) {
        if (isUniqueViolation(error)) throw refused('cargo.packageTypeUsed');
        throw error;
      }
    },
  });

  // Shipments keep their desi, not the type: a type may go whenever the shop stops using the box.
  api.delete('/api/cargo/package-types/:id', {
    config: edit,
    schema: { tags, params: id },
    handler: async (request) => {
      const [gone] = await request.tenant((tx) =>
        tx
          .delete(cargoPackageTypes)
          .where(eq(cargoPackageTypes.id, request.params.id))
          .returning({ id: cargoPackageTypes.id }),
      );
      if (!gone) throw notFound();
      return ok(gone, t(request, 'res.deleted'));
    },
  });
}
