import type { CatalogueEntry } from '../../../engine/catalogue';
import type { Schema } from '../../../engine/types';
import { declaredStore } from './declared-store';
import { dutiesContentStore } from './duties-content';
import { emailSettingStore } from './email-setting';
import type { SectionStore } from './section-store';

export type { LoadContext, SectionChange, SectionStore } from './section-store';
export { declaredStore, type DeclaredStore } from './declared-store';

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
