import { COMPANY_MODULE_CODES } from '@kibo/contracts';
import {
  companyModules,
  companyProfile,
  documentSettings,
  generalSettings,
  type SettingsDef,
} from '@kibo/contracts/resources';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { Row } from '../../platform/resources/binding.ts';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { SessionStore } from '../auth/index.ts';
import { companies } from '../companies/index.ts';

/** A module switched on must be one the licence allows (no list: every one). */
async function refuseUnlicensedModules(tx: Db, input: Row, companyId: number): Promise<void> {
  const [row] = await tx
    .select({ licensed: companies.licensedModules })
    .from(companies)
    .where(eq(companies.id, companyId));
  const licensed = row?.licensed ?? null;
  const refused = COMPANY_MODULE_CODES.find(
    (code) => input[code] === true && licensed && !licensed.includes(code),
  );
  if (refused) throw invalidField(refused, 'company.moduleNotLicensed');
}

/**
 * Company details, general and document settings and modules: the company's own row, seen through
 * four forms.
 */
export function registerSettingsModule(app: FastifyInstance, deps: { sessions: SessionStore }): void {
  for (const def of [companyProfile, generalSettings, documentSettings, companyModules])
    registerSettingsRoutes(app, {
      def: def as unknown as SettingsDef,
      table: companies,
      key: companies.id,
      ...(def === companyModules ? { check: refuseUnlicensedModules } : {}),
      // Sessions carry the IP list, password expiry, preferences and menus: they reload with the change.
      afterSave: (tx, companyId) => SessionStore.announce(tx, SessionStore.companyScope(companyId)),
      afterCommit: (companyId) => deps.sessions.evictLocal(SessionStore.companyScope(companyId)),
    });
}
