import { brand, brandCode, envelopeOf } from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { BRANDS, brandForHost, brandSvg, parseBrandHosts } from './brands.ts';

/** The brand follows the host name, publicly, so the login page can show it before anyone logs in. */
export function registerBrandRoutes(app: FastifyInstance, deps: { brandHosts: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rules = parseBrandHosts(deps.brandHosts);

  api.get('/api/brand', {
    config: { access: { public: true } },
    schema: { tags: ['brand'], response: { 200: envelopeOf(brand) } },
    handler: async (request) => {
      const code = brandForHost(rules, request.hostname);
      const { mark: _mark, ...rest } = BRANDS[code];
      return ok({ ...rest, logo: `/brand/${code}/logo.svg`, favicon: `/brand/${code}/favicon.svg` });
    },
  });

  api.get('/brand/:code/:file', {
    schema: { hide: true, params: z.object({ code: brandCode, file: z.enum(['logo.svg', 'favicon.svg']) }) },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(brandSvg(request.params.code, request.params.file === 'logo.svg' ? 'logo' : 'favicon')),
  });
}
