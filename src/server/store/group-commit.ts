import { CompiledQuery } from 'kysely';
import { dialectOf, inTransaction, type Db } from './database';

// On SQLite a save's own statements cost less than its commit (the WAL write of every page it touched, B6:
// ≈ 70 µs of a save's ≈ 330 µs of server time), and the one connection runs one transaction at a time anyway.
// Saves that wait together therefore share one transaction: each runs inside a savepoint of its own (a save
// that throws takes back its own writes and nothing else), and every one of them is answered after the one
// commit. A save sees the saves before it in its group as committed, as it would one after another.
// PostgreSQL runs its saves side by side on the pool's connections: there each keeps its own transaction.

/** Saves one shared transaction takes at most: a group holds the connection, and the reads queued behind it. */
const maxGroup = 16;

const savepoint = CompiledQuery.raw('SAVEPOINT grouped_save');
const release = CompiledQuery.raw('RELEASE grouped_save');
const rollBack = CompiledQuery.raw('ROLLBACK TO grouped_save');

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Work a save leaves for its group's commit: run once however many saves of the group asked for it. */
export type BeforeCommit = (trx: Db) => Promise<void>;

// What the saves of a group's transaction asked to run before its commit: `asked` by the save running now,
// `kept` from the saves that succeeded (a failed save's requests go with its writes).
interface Pending {
  kept: Set<BeforeCommit>;
  asked: Set<BeforeCommit>;
}

const beforeCommit = new WeakMap<Db, Pending>();

/**
 * Inside `inSaveGroup`'s work: runs `action` once before the transaction commits, for all the saves of its group
 * that ask for it and succeed (marking the customer list changed once a commit, not once a save). Outside a
 * group (PostgreSQL, a transaction of the caller's) it runs at once.
 */
export async function onceBeforeCommit(trx: Db, action: BeforeCommit): Promise<void> {
  const pending = beforeCommit.get(trx);
  if (pending) pending.asked.add(action);
  else await action(trx);
}

interface Waiting {
  work: (trx: Db) => Promise<unknown>;
  settle: (outcome: Outcome) => void;
}

interface Queue {
  waiting: Waiting[];
  running: boolean;
}

const queues = new WeakMap<Db, Queue>();

/**
 * Runs `work` in a transaction as `inTransaction` does — everything it writes is kept, or nothing when it
 * throws — where on SQLite it may share that transaction, and its commit, with the saves that wait beside it.
 */
export function inSaveGroup<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction || dialectOf(db) !== 'sqlite') return inTransaction(db, work);
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], running: false }));
  const joined = queue;
  return new Promise<T>((resolve, reject) => {
    joined.waiting.push({
      work,
      settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)),
    });
    // After this turn: saves asked for in the same turn go in one group.
    if (!joined.running) {
      joined.running = true;
      queueMicrotask(() => void runGroups(db, joined));
    }
  });
}

async function runGroups(db: Db, queue: Queue): Promise<void> {
  // Saves that arrive while a group runs wait for the next one.
  while (queue.waiting.length > 0) {
    const group = queue.waiting.splice(0, maxGroup);
    let outcomes: Outcome[];
    try {
      outcomes = await db.transaction().execute((trx) => runMembers(trx, group));
    } catch (error) {
      // The commit (or a savepoint's rollback) failed: nothing of the group was written.
      outcomes = group.map(() => ({ ok: false, error }));
    }
    group.forEach((member, index) => member.settle(outcomes[index]));
  }
  queue.running = false;
}

async function runMembers(trx: Db, group: Waiting[]): Promise<Outcome[]> {
  const pending: Pending = { kept: new Set(), asked: new Set() };
  beforeCommit.set(trx, pending);
  let outcomes: Outcome[];
  try {
    outcomes = await runEach(trx, group, pending);
  } finally {
    beforeCommit.delete(trx);
  }
  for (const action of pending.kept) await action(trx);
  return outcomes;
}

async function runEach(trx: Db, group: Waiting[], pending: Pending): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const member of group) {
    // A group of one needs no savepoint: its error rolls the transaction back, which holds only its writes.
    const alone = group.length === 1;
    if (!alone) await trx.executeQuery(savepoint);
    try {
      outcomes.push({ ok: true, value: await member.work(trx) });
      for (const action of pending.asked) pending.kept.add(action);
    } catch (error) {
      if (alone) throw error;
      await trx.executeQuery(rollBack);
      outcomes.push({ ok: false, error });
    }
    pending.asked.clear();
    if (!alone) await trx.executeQuery(release);
  }
  return outcomes;
}
