// `npm run backup [file]`: an online copy of the embedded SQLite database while the server runs, to `file` or
// backups/tas-<Tokyo time>.sqlite. The database is the server's (src/server/main.ts): DATABASE_URL, else the
// SQLite file TAS_DATABASE, by default data/tas.sqlite. PostgreSQL deployments use pg_dump instead (README,
// "Backups"): for a postgres:// URL the script says so and stops, without connecting.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../src/server/paths';
import { backupDatabaseAt, postgresBackupAdvice } from '../src/server/store/backup';
import { isPostgresUrl } from '../src/server/store/database';

const source = process.env.DATABASE_URL || process.env.TAS_DATABASE || join(repoRoot, 'data', 'tas.sqlite');
if (isPostgresUrl(source)) {
  console.error(postgresBackupAdvice);
  process.exit(1);
}
const stamp = new Date(Date.now() + 9 * 3_600_000)
  .toISOString()
  .slice(0, 19)
  .replace(/[-:]/g, '')
  .replace('T', '-');
const destination = process.argv[2] ?? join(repoRoot, 'backups', `tas-${stamp}.sqlite`);
mkdirSync(dirname(destination), { recursive: true });
try {
  const { totalPages } = await backupDatabaseAt(source, destination);
  console.log(`backup: ${source} → ${destination} (${totalPages} pages, integrity ok)`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
