import type { CatalogueEntry } from '../catalogue';
import { validatorsReady } from '../schema-compiler';
import type { AppUiSchema } from '../types';

/** The `ui:field` names a UI schema uses, at any depth (row items included). */
export function fieldNamesOf(ui: AppUiSchema): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:field' && typeof value === 'string') names.add(value);
      else visit(value);
    }
  };
  visit(ui);
  return names;
}

/**
 * Asks for the code of a section's lazily loaded fields (`lazyComponent`'s `preload`) as the section opens,
 * beside its data call: otherwise their chunk was asked for only once the data had come back and the form
 * rendered them (bench B8: タイミングシート waited 450 ms at 4× for its chunk after its data).
 */
export function preloadFieldsOf(ui: AppUiSchema, fields: Record<string, unknown> | undefined): void {
  if (!fields) return;
  for (const name of fieldNamesOf(ui)) {
    const preload = (fields[name] as { preload?: () => Promise<unknown> } | undefined)?.preload;
    if (preload) void preload();
  }
}

/**
 * Asks for a section's code — its lazily loaded fields and, in the build, its validators — ahead of its
 * opening: a pointer over its header or the focus on it comes a moment before the click. Its data still loads
 * on the first opening only (001: "Each section loads its data from the server the first time it is opened").
 */
export function preloadSectionCode(entry: CatalogueEntry, fields: Record<string, unknown> | undefined): void {
  preloadFieldsOf(entry.ui, fields);
  // A failed load is asked for again as the section opens, which reports it.
  void validatorsReady(entry.schema)?.catch(() => undefined);
}
