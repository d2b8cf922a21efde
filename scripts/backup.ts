// `npm run backup [file]`: an online copy of the embedded SQLite database (TAS_DATABASE, default
// data/tas.sqlite) while the server runs, to `file` or backups/tas-<Tokyo time>.sqlite. PostgreSQL
// deployments use pg_dump instead (README, "Backups").
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../src/server/paths';
import { backupDatabase } from '../src/server/store/backup';

const source = process.env.TAS_DATABASE ?? join(repoRoot, 'data', 'tas.sqlite');
const stamp = new Date(Date.now() + 9 * 3_600_000)
  .toISOString()
  .slice(0, 19)
  .replace(/[-:]/g, '')
  .replace('T', '-');
const destination = process.argv[2] ?? join(repoRoot, 'backups', `tas-${stamp}.sqlite`);
mkdirSync(dirname(destination), { recursive: true });
const { totalPages } = await backupDatabase(source, destination);
console.log(`backup: ${source} → ${destination} (${totalPages} pages, integrity ok)`);
