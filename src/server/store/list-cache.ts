import type { Db } from './database';
import { prepared } from './statements';

// The customer list answers most requests from memory: per search, its ordered customer ids (the total is
// their count, a page is a slice, however deep), and the option lists. Every write that can change what a
// list shows or its order (a customer, the masters, the sales staff) calls `customersChanged`, which empties
// the caches of that database; a write by another connection to the same file (another process, a CLI)
// shows in SQLite's `data_version`, which is part of the generation as well.

interface Generation {
  ours: number;
  entries: Map<string, unknown>;
  /** The generation the entries belong to. */
  key: string;
}

const byDb = new WeakMap<Db, Generation>();

// A cached search costs up to one id per customer (100 000 ids ≈ 0.8 MB): a handful of recent searches is
// what paging and re-sorting need, and bounds the memory.
const maxEntries = 24;

function generationOf(db: Db): Generation {
  let generation = byDb.get(db);
  if (!generation) {
    generation = { ours: 0, entries: new Map(), key: '' };
    byDb.set(db, generation);
  }
  return generation;
}

/** Marks the list data of this database as changed: call it inside every write to customers or the masters. */
export function customersChanged(db: Db): void {
  const generation = generationOf(db);
  generation.ours += 1;
  generation.entries.clear();
}

/**
 * The value cached for `key` in the current generation, or `compute()`'s, cached. Least recently used
 * entries give way past `maxEntries`.
 */
export function cachedForList<T>(db: Db, key: string, compute: () => T): T {
  const generation = generationOf(db);
  const external = prepared(db, 'PRAGMA data_version', 'pluck').get() as number;
  const current = `${generation.ours}:${external}`;
  if (generation.key !== current) {
    generation.entries.clear();
    generation.key = current;
  }
  const entries = generation.entries;
  if (entries.has(key)) {
    const value = entries.get(key) as T;
    // Map order is insertion order: re-inserting makes this entry the most recent.
    entries.delete(key);
    entries.set(key, value);
    return value;
  }
  const value = compute();
  entries.set(key, value);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  return value;
}
