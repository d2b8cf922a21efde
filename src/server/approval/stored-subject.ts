import type { CatalogueEntry } from '../../engine/catalogue';
import type { FormData, JsonValue, Schema } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import type { Db } from '../store/database';
import type { SectionStore } from '../store/sections/section-store';
import { changedItems, changedPointers } from './compare';
import { requestDeclaration } from './declaration';
import type { ApprovalSubject } from './subject';

// The subject of sections whose data a section store reads and writes (declared storage, or a store
// module): the request's data is each section's data at its `at`, the baseline is what the stores load,
// and an application applies by writing, over what the stores hold now, the values of its changed items
// only — so a reservation leaves alone what was saved since.

/** A section on the capability with the store that keeps its data. */
export interface StoredSection {
  entry: CatalogueEntry;
  store: SectionStore;
}

const segmentsOf = (at: string | undefined) => (at ? at.slice(1).split('/') : []);

function put(data: Record<string, JsonValue>, pointer: string, value: JsonValue | undefined): void {
  const path = segmentsOf(pointer);
  let node = data;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (node[key] =
      typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Record<
      string,
      JsonValue
    >;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

// The request's schema: each section's schema at its `at` (a section without one gives the root's properties).
function jointSchema(sections: readonly StoredSection[]): Schema {
  const properties: Record<string, Schema> = {};
  const defs: Record<string, Schema> = {};
  for (const { entry } of sections) {
    Object.assign(defs, (entry.schema.$defs ?? {}) as Record<string, Schema>);
    const path = segmentsOf(entry.section.approval?.at);
    if (path.length === 0) Object.assign(properties, entry.schema.properties ?? {});
    else {
      let schema: Schema = entry.schema;
      for (const key of [...path].reverse()) schema = { type: 'object', properties: { [key]: schema } };
      Object.assign(properties, schema.properties);
    }
  }
  return { type: 'object', properties, $defs: defs };
}

async function isEntry(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('is_entry')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.is_entry === 1;
}

// One section's part of the request's data: at its `at`, or the rest when it has none.
function partOf(declared: readonly StoredSection[], section: StoredSection, data: FormData): FormData {
  const at = section.entry.section.approval?.at;
  if (at) return (valueAt(data, at) ?? {}) as FormData;
  const others = new Set(declared.map(({ entry }) => segmentsOf(entry.section.approval?.at)[0]));
  return Object.fromEntries(Object.entries(data).filter(([key]) => !others.has(key)));
}

/**
 * The subject of a request type over the sections that declare it (from `sections`, in their order), each
 * read and written by its store. `preview` answers each section's data under its `load.root`.
 */
export function storedSubject(sections: readonly StoredSection[], requestType: number): ApprovalSubject {
  const declared = sections.filter(({ entry }) => entry.section.approval?.requestType === requestType);
  const catalogue = Object.fromEntries(declared.map(({ entry }) => [entry.section.id, entry]));
  const declaration = requestDeclaration(catalogue, requestType);
  if (!declaration) throw new Error(`no section declares approval request type ${requestType}`);
  const schema = jointSchema(declared);
  const current = async (db: Db, customerId: number): Promise<FormData> => {
    const context = { isEntry: await isEntry(db, customerId) };
    const data: Record<string, JsonValue> = {};
    for (const { entry, store } of declared) {
      const loaded = await store.load(db, customerId, context);
      const at = entry.section.approval?.at;
      if (at) put(data, at, loaded as JsonValue);
      else Object.assign(data, loaded);
    }
    return data;
  };
  const titles = declared.map(({ entry }) => entry.section.title).filter(Boolean);
  return {
    ...(titles.length > 0 ? { title: titles.join('・') } : {}),
    declaration,
    schema,
    current,
    async apply(db, customerId, { before, after, stamp, userId }) {
      const now = structuredClone(await current(db, customerId)) as Record<string, JsonValue>;
      for (const item of changedItems(declaration.items, before, after))
        for (const pointer of changedPointers(item, before, after))
          put(now, pointer, valueAt(after, pointer));
      const entry = await isEntry(db, customerId);
      for (const section of declared) {
        const data = partOf(declared, section, now);
        await section.store.save(db, { customerId, userId: userId ?? 0, isEntry: entry, stamp, data });
      }
    },
    preview: (_db, record) =>
      Promise.resolve(
        Object.fromEntries(
          declared.map((section) => [
            section.entry.section.load.root,
            partOf(declared, section, record.after),
          ]),
        ),
      ),
  };
}
