import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MenuId } from '@kibo/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAccountRoutes } from './modules/accounts/index.ts';
import { registerAuthRoutes, SessionStore } from './modules/auth/index.ts';
import { registerBackupRoutes } from './modules/backups/index.ts';
import { registerBrandRoutes } from './modules/brand/index.ts';
import { registerCargoRoutes } from './modules/cargo/index.ts';
import { registerCashRoutes } from './modules/cash/index.ts';
import { registerChequeRoutes } from './modules/cheques/index.ts';
import { registerLicenceRoutes } from './modules/companies/index.ts';
import { registerCurrencyRoutes } from './modules/currencies/index.ts';
import { registerDocumentRoutes } from './modules/documents/index.ts';
import { registerEinvoiceRoutes } from './modules/einvoice/index.ts';
import { registerLabelRoutes } from './modules/labels/index.ts';
import { registerLedgerRoutes } from './modules/ledgers/index.ts';
import { registerLicensingRoutes } from './modules/licensing/index.ts';
import { effectiveMenuIds } from './modules/menus/index.ts';
import { registerOfferRoutes } from './modules/offers/index.ts';
import { registerOfflineRoutes } from './modules/offline/index.ts';
import { registerOrderRoutes } from './modules/orders/index.ts';
import { registerPosRoutes } from './modules/pos/index.ts';
import { registerPosAccessRoutes } from './modules/pos-access/index.ts';
import { registerPosTablesRoutes } from './modules/pos-tables/index.ts';
import { registerPrintingRoutes } from './modules/printing/index.ts';
import { registerReleaseRoutes } from './modules/releases/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerSeriesRoutes } from './modules/series/index.ts';
import { registerSettingsModule } from './modules/settings/index.ts';
import { registerStockRoutes } from './modules/stock/index.ts';
import { registerTillRoutes } from './modules/tills/index.ts';
import { registerUserRoutes } from './modules/users/index.ts';
import { registerVoucherRoutes } from './modules/vouchers/index.ts';
import { registerWarehouseRoutes } from './modules/warehouse/index.ts';
import type { Database } from './platform/db/client.ts';
import { registerAccessControl } from './platform/http/access.ts';
import { registerCompression } from './platform/http/compression.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/http/envelope.ts';
import { answerClientError } from './platform/http/framework-errors.ts';
import { registerSecurityHeaders } from './platform/http/headers.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerWebApp } from './platform/http/static.ts';
import { loadSecrets, type Secrets } from './platform/secrets.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Listen for cross-process session invalidation (off only for short-lived scripts). */
  listen?: boolean;
  logger?: boolean;
  /** The key passwords of outside services are sealed with (`platform/secrets.ts`); loaded from the config when absent. */
  secrets?: Secrets;
  /** Sees every route as it is registered (the tenancy test calls them all). */
  onRoute?: (route: { method: string | string[]; url: string; access: unknown }) => void;
}

/** Platform plugins first, then every module's routes, then the built web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // A number of hops believes that many proxies from the right of X-Forwarded-For, no more.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // One line per request would cost more than the hot calls themselves; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Refusals before routing and requests Node's parser cannot read still answer in the envelope.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerSecurityHeaders(app);
  await registerCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  const { onRoute } = options;
  if (onRoute)
    app.addHook('onRoute', (route) =>
      onRoute({ method: route.method, url: route.url, access: route.config?.access }),
    );

  const sessions = new SessionStore(database, effectiveMenuIds);
  if (options.listen !== false) await sessions.listen(database.url);
  app.addHook('onClose', () => sessions.close());
  registerAccessControl(app, {
    checkToken: (token, ip) => sessions.check(token, ip),
    withTenant: database.withTenant,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kibo API',
        version: APP_VERSION,
        description: 'Yanıtlar { Response: { data, kiboMessage, errorCode } } zarfındadır.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Excel imports: one file per request, at most 5 MB.
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });

  registerBrandRoutes(app, { brandHosts: config.brandHosts });
  registerAuthRoutes(app, { database, sessions, tokenTtlHours: config.tokenTtlHours });
  registerUserRoutes(app, { sessions });
  registerLicenceRoutes(app, { sessions });
  registerLicensingRoutes(app, { database, sessions });
  registerStockRoutes(app);
  registerAccountRoutes(app);
  registerSettingsModule(app, { sessions });
  registerCurrencyRoutes(app, { tcmbBaseUrl: config.tcmbBaseUrl });
  registerSeriesRoutes(app);
  registerOfferRoutes(app);
  registerLabelRoutes(app);
  registerWarehouseRoutes(app);
  registerBackupRoutes(app, { database });
  registerDocumentRoutes(app);
  registerCashRoutes(app);
  registerChequeRoutes(app);
  registerTillRoutes(app);
  registerOfflineRoutes(app);
  registerPosRoutes(app);
  registerVoucherRoutes(app);
  registerLedgerRoutes(app);
  registerPrintingRoutes(app);
  registerOrderRoutes(app);
  registerPosAccessRoutes(app);
  registerPosTablesRoutes(app);
  registerReportRoutes(app);
  registerEinvoiceRoutes(app);
  registerCargoRoutes(app, {
    database,
    secrets: options.secrets ?? (await loadSecrets(config.secretKey, config.dataDir)),
  });
  registerReleaseRoutes(app, { changelog: config.changelog, menu: MenuId.updateNotes });

  await registerWebApp(app, config.webDist);
  return app;
}
