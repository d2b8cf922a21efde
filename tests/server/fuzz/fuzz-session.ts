import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { login } from '../helpers';

/** The server the corpus runs against: on a SQLite file of its own, signed in as the administrator. */
export interface FuzzSession {
  app: FastifyInstance;
  databasePath: string;
  cookie: string;
  /** A read-only look at the database, on a connection of its own. */
  read<T>(sql: string, ...params: unknown[]): T[];
  close(): Promise<void>;
}

/** Opens the server on a fresh temporary database (seeded as an empty database is) and signs in. */
export async function openFuzzSession(): Promise<FuzzSession> {
  const directory = mkdtempSync(join(tmpdir(), 'tas-fuzz-'));
  const databasePath = join(directory, 'tas.sqlite');
  const app = await buildApp({ databasePath, rateLimit: false });
  const cookie = await login(app, 'admin');
  // Each statement reads what the server last committed (WAL): one connection serves every look.
  const reader = new Database(databasePath, { readonly: true, fileMustExist: true });
  return {
    app,
    databasePath,
    cookie,
    read: <T>(sql: string, ...params: unknown[]): T[] => reader.prepare(sql).all(...params) as T[],
    async close() {
      reader.close();
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Runs SQL on a connection of its own (the set-up before the corpus: rows of other customers). */
export function writeDirectly(databasePath: string, sql: string, ...params: unknown[]): void {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/**
 * Calls every GET of the API once for customer 1 (downloads aside, which make files and no tables): the
 * stores create their tables on first use, and a table created during the corpus would look like a write.
 */
export async function warmUp(session: FuzzSession): Promise<void> {
  const reads = session.app.apiRoutes.filter(
    (route) => route.method === 'GET' && !route.url.includes(':') && !/download/i.test(route.url),
  );
  for (const route of reads)
    await session.app.inject({
      method: 'GET',
      url: `${route.url}?customer_id=1&is_entry=0&page_category=fuzz&operation=warm-up`,
      headers: { cookie: session.cookie },
    });
}
