import { inject } from 'vitest';
import pg from 'pg';
import { loadCatalogue } from '../../src/server/catalogue';
import type { Db } from '../../src/server/store/database';
import { openStore } from '../../src/server/store/open-store';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's admin URL (tests/server/postgres-setup.ts); absent when the project runs on SQLite. */
    postgresUrl?: string;
  }
}

/** The templates postgres-setup.ts prepares once per run: migrated only, and migrated and seeded. */
export const templateNames = { empty: 'tas_template_empty', seeded: 'tas_template_seeded' } as const;

/** The URL of database `name` in the cluster whose admin URL is `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether this project runs the server tests on PostgreSQL. */
export function onPostgres(): boolean {
  return inject('postgresUrl') !== undefined;
}

let admin: pg.Pool | undefined;
let created = 0;

/**
 * A database of its own for one test server: `':memory:'` on SQLite; on PostgreSQL a new database copied from
 * the seeded (or only migrated) template, which is as fast as a copy of files.
 */
export async function freshDatabase(kind: keyof typeof templateNames = 'seeded'): Promise<string> {
  const adminUrl = inject('postgresUrl');
  if (adminUrl === undefined) return ':memory:';
  admin ??= new pg.Pool({ connectionString: adminUrl, max: 1 });
  const name = `tas_test_${process.pid}_${++created}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateNames[kind]}`);
  return databaseUrl(adminUrl, name);
}

/** A database of its own opened as the server opens it (migrated, seeded, the sections' storage in place). */
export async function openTestStore(): Promise<Db> {
  return openStore(await freshDatabase(), loadCatalogue());
}
