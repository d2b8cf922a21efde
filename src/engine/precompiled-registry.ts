import type { ValidateFunction } from 'ajv';
import type { RuleDoc } from '../../rules/lib/rule-doc';

// The browser's validators, generated at build time (scripts/precompiled-validators.ts). Each bundled
// JSON file of `schemas/` registers the validators it needs when it loads, so a route carries only the
// validators of the schemas it imports. Keys: `form:<schemaKey>` or `plain:<schemaKey>`.

const validators = new Map<string, ValidateFunction>();

/** Which compilation a key names: a whole form (deleted rows skipped) or a schema as it is. */
export type PrecompiledKind = 'form' | 'plain';

/** The registry key of a schema's validator of one kind. */
export function registryKey(kind: PrecompiledKind, key: string): string {
  return `${kind}:${key}`;
}

/** Adds generated validators (called by the generated modules). */
export function registerValidators(generated: Record<string, ValidateFunction>): void {
  for (const [key, validate] of Object.entries(generated)) validators.set(key, validate);
}

// The validators of a file that loads them on first use (`registerLazyValidators`), by key: the one load of
// that file, which registers all of them.
const lazyLoads = new Map<string, () => Promise<void>>();

/**
 * Names validators whose code loads only when asked for (called by the generated modules of the sections'
 * schemas): `load` brings the file's generated validators, which are then registered. A failed load is
 * tried again on the next ask.
 */
export function registerLazyValidators(
  keys: readonly string[],
  load: () => Promise<Record<string, ValidateFunction>>,
): void {
  let loading: Promise<void> | undefined;
  const once = () =>
    (loading ??= load().then(registerValidators, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  for (const key of keys) lazyLoads.set(key, once);
}

/** The load of a key's validator while its code is not in yet; undefined once it is (or if none is known). */
export function validatorLoad(key: string): Promise<void> | undefined {
  return validators.has(key) ? undefined : lazyLoads.get(key)?.();
}

/** Each file's load of its lazy validators, once per file: for loading them ahead, in idle time. */
export function lazyValidatorLoads(): (() => Promise<void>)[] {
  return [...new Set(lazyLoads.values())];
}

/** The registered validator under a key, if any. */
export function registeredValidator(key: string): ValidateFunction | undefined {
  return validators.get(key);
}

/**
 * The rule descriptions loaded so far, by keyword. In the browser build rules/messages.ts reads this in place
 * of rules/index.ts (which holds every rule with its check): each JSON file registers the rules its
 * validators use, so a rule's check and data (libphonenumber's, the JIS table) load only with a schema using it.
 */
export const ruleDocs: Record<string, RuleDoc> = {};

/** Adds rule descriptions (called by the generated modules). */
export function registerRuleDocs(docs: RuleDoc[]): void {
  for (const doc of docs) ruleDocs[doc.keyword] = doc;
}
