import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres-cluster';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/store/database';
import { databaseUrl, templateNames } from './test-database';

// The PostgreSQL project's global setup: a throwaway cluster for the run (or TAS_TEST_POSTGRES_URL's), and
// two template databases that every test server's database is copied from — migrated only, and migrated and
// seeded by the server as `npm start` seeds an empty database.
export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TAS_TEST_POSTGRES_URL;
  const cluster: PostgresCluster | undefined = given ? undefined : await startPostgresCluster();
  const adminUrl = given ?? cluster!.url;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  for (const name of Object.values(templateNames)) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const empty = await openDatabase(databaseUrl(adminUrl, templateNames.empty));
  await empty.destroy();
  const seeded = await buildApp({ database: databaseUrl(adminUrl, templateNames.seeded), rateLimit: false });
  await seeded.close();
  project.provide('postgresUrl', adminUrl);
  return () => cluster?.stop();
}
