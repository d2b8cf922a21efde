import { deepEquals } from '@rjsf/utils';
import { matchesSchema } from './schema-match';
import type { AppUiSchema, FormData, JsonValue, Schema } from './types';

/** A JSON Forms style rule in `ui.json`: the effect applies while the value at `scope` matches `schema`. */
export interface UiRule {
  effect: 'HIDE' | 'SHOW' | 'DISABLE' | 'ENABLE';
  condition: { scope: string; schema: Schema };
  /** Empty the field while the rule hides or disables it (業務内容: 定休日 'なし' clears the other days, a holiday its hours). */
  clear?: boolean;
  /** The value the field takes while the rule hides or disables it (a forced choice: 支払サイクル 毎月 with a card). */
  set?: JsonValue;
}

/** The value at a JSON pointer (`/a/0/b`), or undefined. */
export function valueAt(data: JsonValue | undefined, pointer: string): JsonValue | undefined {
  if (pointer === '' || pointer === '/') return data;
  let current: JsonValue | undefined = data;
  for (const segment of pointer.replace(/^\//, '').split('/')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  return current;
}

/** True when a rule hides its field for the given data. */
export function hides(rule: UiRule, data: FormData): boolean {
  const met = matchesSchema(rule.condition.schema, valueAt(data, rule.condition.scope));
  return rule.effect === 'HIDE' ? met : rule.effect === 'SHOW' ? !met : false;
}

/** True when a rule disables its field for the given data. */
export function disables(rule: UiRule, data: FormData): boolean {
  const met = matchesSchema(rule.condition.schema, valueAt(data, rule.condition.scope));
  return rule.effect === 'DISABLE' ? met : rule.effect === 'ENABLE' ? !met : false;
}

/**
 * Resolves every `ui:rule` of a UI schema against the form data into plain rjsf directives
 * (`ui:widget: hidden`, `ui:disabled`), and applies a mode's hidden paths (`a/items/b`).
 * Returns the same object when nothing changes, so React can skip work.
 */
export function resolveUiSchema(ui: AppUiSchema, data: FormData, hiddenPaths: string[] = []): AppUiSchema {
  let out = resolveRules(ui, data);
  for (const path of hiddenPaths) out = hideAt(out, path.split('/'));
  return out;
}

function resolveRules(ui: AppUiSchema, data: FormData): AppUiSchema {
  let changed = false;
  const out: AppUiSchema = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:rule') {
      const rule = value as UiRule;
      if (hides(rule, data)) {
        out['ui:widget'] = 'hidden';
        changed = true;
      }
      if (disables(rule, data)) {
        out['ui:disabled'] = true;
        changed = true;
      }
      continue;
    }
    if (isNested(key, value)) {
      const resolved = resolveRules(value as AppUiSchema, data);
      if (resolved !== value) changed = true;
      out[key] = resolved;
    } else {
      out[key] = value;
    }
  }
  return changed ? { ...ui, ...out } : ui;
}

/** The scope of every `ui:rule` in a UI schema, found as `resolveUiSchema` finds the rules: the data they read. */
export function ruleScopes(ui: AppUiSchema): string[] {
  return Object.entries(ui).flatMap(([key, value]) => {
    if (key === 'ui:rule') return [(value as UiRule).condition.scope];
    return isNested(key, value) ? ruleScopes(value as AppUiSchema) : [];
  });
}

// Whether a UI schema's entry is a nested field's UI schema (not a `ui:` option, not a list).
function isNested(key: string, value: unknown): boolean {
  return !key.startsWith('ui:') && !!value && typeof value === 'object' && !Array.isArray(value);
}

function hideAt(ui: AppUiSchema, path: string[]): AppUiSchema {
  const [head, ...rest] = path;
  const child = (ui[head] ?? {}) as AppUiSchema;
  return { ...ui, [head]: rest.length === 0 ? { ...child, 'ui:widget': 'hidden' } : hideAt(child, rest) };
}

function clearOnce(ui: AppUiSchema, data: FormData, root: FormData): FormData {
  let out = data;
  for (const [key, value] of Object.entries(ui)) {
    if (!isNested(key, value)) continue;
    const child = value as AppUiSchema;
    const rule = child['ui:rule'] as UiRule | undefined;
    const applies =
      rule !== undefined &&
      (rule.clear || rule.set !== undefined) &&
      (hides(rule, root) || disables(rule, root));
    if (applies && rule.set !== undefined) {
      if (!deepEquals(out[key], rule.set)) out = { ...out, [key]: rule.set };
      continue;
    }
    if (applies && out[key] !== undefined) {
      out = { ...out };
      delete out[key];
      continue;
    }
    const nested = out[key];
    if (!nested || typeof nested !== 'object' || Array.isArray(nested)) continue;
    const cleared = clearOnce(child, nested, root);
    if (cleared !== nested) out = { ...out, [key]: cleared };
  }
  return out;
}

/**
 * The data without the values of fields whose `ui:rule` has `clear: true` and now hides or disables them,
 * and with `set` values where a rule forces one (nested objects only), until nothing changes: a forced
 * value may hide others (毎月 hides 毎年's fields). Returns the same object when nothing changed.
 */
export function clearRuled(ui: AppUiSchema, data: FormData): FormData {
  let out = data;
  // Each pass applies the rules to the previous pass's data; rules that kept changing would be a loop
  // in the catalogue, so a few passes suffice.
  for (let pass = 0; pass < 4; pass += 1) {
    const next = clearOnce(ui, out, out);
    if (next === out) return out;
    out = next;
  }
  return out;
}
