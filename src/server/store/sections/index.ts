import type { Catalogue, CatalogueEntry } from '../../../engine/catalogue';
import type { DeclaredStorage } from '../../../engine/storage';
import type { Schema } from '../../../engine/types';
import type { Db } from '../database';
import { declaredStore, type DeclaredStore } from './declared-store';
import { dutiesContentStore } from './duties-content';
import { emailSettingStore } from './email-setting';
import type { SectionStore } from './section-store';

export type { CustomerColumns, LoadContext, SectionChange, SectionStore } from './section-store';
export { declaredStore, type DeclaredStore };

/** The store modules `section.json` → `storage.module` may name (sections whose tables JSON cannot declare). */
export const sectionStoreModules: Record<string, (schema: Schema) => SectionStore> = {
  'duties-content': dutiesContentStore,
  'email-setting': emailSettingStore,
};

/** The store of a section: declared parts, or the store module it names; none for a section with own routes. */
export function sectionStoreOf(entry: CatalogueEntry): SectionStore | undefined {
  const storage = entry.section.storage;
  if ('parts' in storage) return declaredStore(entry);
  if ('module' in storage) {
    const module = sectionStoreModules[storage.module];
    if (!module) throw new Error(`${entry.section.id}: no store module "${storage.module}"`);
    return module(entry.schema);
  }
  return undefined;
}

// The stores are code built from the catalogue (no rows of the database): built once per catalogue.
const countingStores = new WeakMap<object, DeclaredStore[]>();

/**
 * The customer's row counts that declared row parts name (`count`: products, hearing patterns, Q&A), for the
 * customer detail's tag warnings (001 §2.4–§2.6).
 */
export async function sectionCounts(
  db: Db,
  catalogue: Catalogue,
  customerId: number,
): Promise<Record<string, number>> {
  let stores = countingStores.get(catalogue);
  if (!stores) {
    stores = Object.values(catalogue)
      .filter((entry) => 'parts' in entry.section.storage)
      .filter((entry) => (entry.section.storage as DeclaredStorage).parts.some((part) => 'count' in part))
      .map(declaredStore);
    countingStores.set(catalogue, stores);
  }
  const counts: Record<string, number> = {};
  for (const store of stores) Object.assign(counts, await store.counts(db, customerId));
  return counts;
}
