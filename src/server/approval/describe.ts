import type { ApprovalItem } from '../../engine/catalogue';
import type { JsonValue, Schema } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import type { ChangedItem } from '../../sections/credit-cycle-rows';
import { schemaAt } from '../store/sections/declared-columns';
import { asText } from '../values';
import type { ApplicationRecord } from './applications';
import { changedItems, changedPointers, sameValue } from './compare';
import type { ApprovalSubject, ValueText } from './subject';

// What an application changes as the 与信審査 and 承認 lists show it: one line per changed item, its title
// and its values before and after as text.

/** The item's name on screen: its declared title, else the schema's title of its first pointer. */
export function itemTitle(schema: Schema, item: ApprovalItem): string {
  return item.title ?? (asText(schemaAt(schema, item.pointers[0])?.title) || item.name);
}

// A value as text: the subject's own text, else a fixed option's title, else the value.
function valueText(
  schema: Schema,
  texts: ValueText | undefined,
  pointer: string,
  value: JsonValue | undefined,
) {
  const own = texts?.(pointer, value);
  if (own !== undefined) return own;
  const options = schemaAt(schema, pointer)?.oneOf;
  if (Array.isArray(options)) {
    const option = (options as Schema[]).find((entry) => entry.const === value);
    return option ? asText(option.title) : '';
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return asText(value);
}

type Rows = Record<string, JsonValue>[];
const rowsOf = (value: JsonValue | undefined): Rows =>
  Array.isArray(value) ? (value.filter((row) => typeof row === 'object' && row !== null) as Rows) : [];

// A row table's change as the lists show it (`rows` of the item): on each side only the rows that differ —
// before: the changed and deleted rows as they were; after: the changed and added rows as requested —
// each as the texts of the declared columns.
function rowsChange(item: ApprovalItem, before: JsonValue | undefined, after: JsonValue | undefined) {
  const { key, text } = item.rows ?? { key: '', text: [] };
  const live = rowsOf(after).filter((row) => row.is_delete !== true);
  const idOf = (row: Record<string, JsonValue>) => (row[key] === null ? undefined : row[key]);
  const old = new Map(rowsOf(before).map((row) => [idOf(row), row]));
  const kept = new Map(live.flatMap((row) => (idOf(row) === undefined ? [] : [[idOf(row), row]])));
  const differs = (row: Record<string, JsonValue>) => !sameValue(row, old.get(idOf(row)), item.ignore);
  const shown = (rows: Rows) =>
    rows
      .map((row) =>
        text
          .map((column) => asText(row[column]))
          .filter(Boolean)
          .join(' '),
      )
      .join('、');
  return {
    before: shown(
      rowsOf(before).filter((row) => !kept.has(idOf(row)) || differs(kept.get(idOf(row)) ?? row)),
    ),
    after: shown(live.filter((row) => idOf(row) === undefined || !old.has(idOf(row)) || differs(row))),
  };
}

/** The changed items of an application, in their declared order, with the texts before and after. */
export function describeChanges(
  subject: ApprovalSubject,
  texts: ValueText | undefined,
  record: Pick<ApplicationRecord, 'before' | 'after'>,
): ChangedItem[] {
  const { schema, declaration } = subject;
  return changedItems(declaration.items, record.before, record.after).map((item) => {
    const pointers = changedPointers(item, record.before, record.after);
    if (item.rows) {
      const [pointer] = pointers;
      const change = rowsChange(item, valueAt(record.before, pointer), valueAt(record.after, pointer));
      return { item: itemTitle(schema, item), ...change };
    }
    const side = (data: typeof record.before) =>
      pointers.map((pointer) => valueText(schema, texts, pointer, valueAt(data, pointer))).join(' / ');
    return { item: itemTitle(schema, item), before: side(record.before), after: side(record.after) };
  });
}
