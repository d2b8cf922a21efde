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
