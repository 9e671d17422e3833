import {
  companyProfile,
  documentSettings,
  generalSettings,
  type SettingsDef,
} from '@kibo/contracts/resources';
import type { FastifyInstance } from 'fastify';
import { registerSettingsRoutes } from '../../platform/resources/settings.ts';
import { SessionStore } from '../auth/index.ts';
import { companies } from '../companies/index.ts';

/** Company details, general and document settings: the company's own row, seen through three forms. */
export function registerSettingsModule(app: FastifyInstance, deps: { sessions: SessionStore }): void {
  for (const def of [companyProfile, generalSettings, documentSettings])
    registerSettingsRoutes(app, {
      def: def as unknown as SettingsDef,
      table: companies,
      key: companies.id,
      // Sessions carry the IP list, password expiry and preferences: they reload with the change.
      afterSave: (tx, companyId) => SessionStore.announce(tx, SessionStore.companyScope(companyId)),
      afterCommit: (companyId) => deps.sessions.evictLocal(SessionStore.companyScope(companyId)),
    });
}
