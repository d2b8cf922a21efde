import type { ApprovalItem } from '../../engine/catalogue';
import type { FormData, JsonValue } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';

// Change detection of 002 §4: an approval item is changed when a value of its pointers differs from the
// baseline. Numbers and booleans are compared by type — a number against the text a field holds compares
// as numbers (`1000` = `"1000"`), a boolean against 1/0 or "true"/"false" as booleans — and an empty
// string equals null (and a missing value). Arrays compare item by item, objects key by key, with the
// item's `ignore` names left out at any depth.

type Value = JsonValue | undefined;

const isEmpty = (value: Value) => value === undefined || value === null || value === '';

function asBoolean(value: Value): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

function asNumber(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

const isObject = (value: Value): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when two values are the same for change detection (002 §4), leaving out `ignore`d property names. */
export function sameValue(a: Value, b: Value, ignore: readonly string[] = []): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const left = asBoolean(a);
    return left !== undefined && left === asBoolean(b);
  }
  if (typeof a === 'number' || typeof b === 'number') {
    const left = asNumber(a);
    return left !== undefined && left === asNumber(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index], ignore));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => ignore.includes(key) || sameValue(a[key], b[key], ignore));
  }
  return a === b;
}

/** The pointers of an item whose values differ between the baseline and the changed data. */
export function changedPointers(item: ApprovalItem, before: FormData, after: FormData): string[] {
  return item.pointers.filter(
    (pointer) => !sameValue(valueAt(before, pointer), valueAt(after, pointer), item.ignore),
  );
}

/** The approval items changed from the baseline, in their declared order. */
export function changedItems(
  items: readonly ApprovalItem[],
  before: FormData,
  after: FormData,
): ApprovalItem[] {
  return items.filter((item) => changedPointers(item, before, after).length > 0);
}
