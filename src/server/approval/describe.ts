import type { ApprovalItem } from '../../engine/catalogue';
import type { JsonValue, Schema } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import type { ChangedItem } from '../../sections/credit-cycle-rows';
import { schemaAt } from '../store/sections/declared-columns';
import { asText } from '../values';
import type { ApplicationRecord } from './applications';
import { changedItems, changedPointers } from './compare';
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

/** The changed items of an application, in their declared order, with the texts before and after. */
export function describeChanges(
  subject: ApprovalSubject,
  texts: ValueText | undefined,
  record: Pick<ApplicationRecord, 'before' | 'after'>,
): ChangedItem[] {
  const { schema, declaration } = subject;
  return changedItems(declaration.items, record.before, record.after).map((item) => {
    const pointers = changedPointers(item, record.before, record.after);
    const side = (data: typeof record.before) =>
      pointers.map((pointer) => valueText(schema, texts, pointer, valueAt(data, pointer))).join(' / ');
    return { item: itemTitle(schema, item), before: side(record.before), after: side(record.after) };
  });
}
