import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureRules } from '@kibo/ubl-tr/validate';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { syncMenuCatalogue } from '../src/modules/menus/index.ts';
import { connectDatabase } from '../src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { applyMigrations } from '../src/platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'kibo_test_template';

/**
 * One real PostgreSQL for the whole run (TEST_DATABASE_URL's server, or an embedded one), with a
 * migrated template database; each test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  // GİB's e-invoice rules, compiled once before the files that validate e-documents run side by side.
  ensureRules((message) => process.stdout.write(`${message}\n`));
  let stopServer = async () => {};
  let serverUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kibo-test-pg-'));
    const embedded = await startEmbeddedPostgres(dataDir, { fast: true });
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const database = connectDatabase(templateUrl.toString(), 2);
  await applyMigrations(database);
  await syncMenuCatalogue(database.system);
  await database.close();
  await admin.end();
  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await stopServer();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
