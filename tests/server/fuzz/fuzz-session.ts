import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/store/database';
import { login } from '../helpers';

/** The server the corpus runs against: on a database of its own, signed in as the administrator. */
export interface FuzzSession {
  app: FastifyInstance;
  /** The server's database (`app.db`): the set-up and the corpus's look at the stored state go through it. */
  db: Db;
  cookie: string;
  close(): Promise<void>;
}

/**
 * Opens the server on `database` (a test's fresh database: SQLite in memory or a PostgreSQL database of its
 * own), or else on a temporary SQLite file (`npm run fuzz`), seeded as an empty database is, and signs in.
 */
export async function openFuzzSession(database?: string): Promise<FuzzSession> {
  const directory = database === undefined ? mkdtempSync(join(tmpdir(), 'tas-fuzz-')) : undefined;
  const app = await buildApp({ database: database ?? join(directory ?? '', 'tas.sqlite'), rateLimit: false });
  const cookie = await login(app, 'admin');
  return {
    app,
    db: app.db,
    cookie,
    async close() {
      await app.close();
      if (directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Calls every GET of the API once for customer 1 (downloads aside, which make files and no tables), so that
 * whatever a first read writes (a row a store makes on first use) is there before the tables are hashed, and
 * does not look like a write of the corpus.
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
