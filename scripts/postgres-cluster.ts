import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/server/server-process';

/** A throwaway PostgreSQL cluster: its URL (superuser `postgres`, trust) and how to stop and remove it. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

// Debian's postgresql package puts the server programs under /usr/lib/postgresql/<major>/bin, off the PATH.
function binDirectory(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = majors
    .map((major) => join(root, major, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (found) return found;
  const onPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (onPath.status === 0 && existsSync(join(onPath.stdout.trim(), 'initdb'))) return onPath.stdout.trim();
  throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set TAS_TEST_POSTGRES_URL)');
}

// initdb and the server refuse to run as root; as root (CI) they run as Debian's `postgres` user.
function asServerUser(command: string, args: string[]): void {
  const root = userInfo().uid === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Starts a cluster of its own in a temporary folder, on a free port, without durability (fsync off: a test
 * run's data need not survive a power loss), and the C collation, so that text sorts by code point as in SQLite.
 */
export async function startPostgresCluster(
  options: { keepIn?: string; sharedBuffers?: string } = {},
): Promise<PostgresCluster> {
  const bin = binDirectory();
  // `keepIn`: a folder the cluster lives in across runs (bench/b9-database.ts keeps a template database there):
  // made on first use, started again later, and stopped without being removed.
  const kept = options.keepIn;
  if (kept) mkdirSync(kept, { recursive: true });
  const folder = kept ?? mkdtempSync(join(tmpdir(), 'tas-pg-'));
  if (userInfo().uid === 0) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(folder, Number(ids), Number(group));
  }
  const data = join(folder, 'data');
  if (!existsSync(join(data, 'PG_VERSION')))
    asServerUser(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    ...(options.sharedBuffers ? [`-c shared_buffers=${options.sharedBuffers}`] : []),
  ].join(' ');
  asServerUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    settings,
    '-l',
    join(folder, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', kept ? 'fast' : 'immediate', '-w', 'stop']);
      if (!kept) rmSync(folder, { recursive: true, force: true });
    },
  };
}
