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

  // What the browser installs the app as (its name, icon and colour follow the brand of the host).
  api.get('/manifest.webmanifest', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const code = brandForHost(rules, request.hostname);
      const { name, color } = BRANDS[code];
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json')
        .send(
          JSON.stringify({
            name,
            short_name: name,
            start_url: '/',
            scope: '/',
            display: 'standalone',
            background_color: '#ffffff',
            theme_color: color,
            icons: [
              { src: `/brand/${code}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            ],
          }),
        );
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
