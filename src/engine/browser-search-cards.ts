import { collectForms } from './form-catalogue';
import type { AppUiSchema, Schema } from './types';

/** How a result column shows its value (`search.json` → `columns[].kind`; plain text when absent). */
export type ColumnKind = 'text' | 'reference' | 'date' | 'timestamp' | 'telephones';

/** One column of a search result table. */
export interface SearchColumn {
  key: string;
  title: string;
  kind?: ColumnKind;
  width?: number;
  /** A code Excel must keep as text in the CSV (leading zeros, hyphens). */
  csvText?: boolean;
}

/** `schemas/search/<id>/search.json`: the card's groups, labels and option sources, and the result table. */
export interface SearchCardDefinition {
  id: string;
  title: string;
  /** The column a new search sorts by, per list mode (entries have no TAS ID). */
  defaultSort?: { contracted: string; entry: string };
  /** Title of the alert listing invalid criteria (000 §8: 検索). */
  alertTitle: string;
  labels: { detailOpen: string; detailClose: string; clear: string; search: string; rangeClear: string };
  /** Fields always shown. */
  basic: string[];
  /** Fields inside the expandable detail search. */
  detail: string[];
  /** Date ranges (objects `{ start, end }`) inside the detail search, each with its own clear button. */
  ranges: string[];
  /** Select field → the option list of the search answer that fills it. */
  options: Record<string, string>;
  columns: SearchColumn[];
}

/** A search card: its definition, schema and UI schema. */
export interface SearchCard {
  definition: SearchCardDefinition;
  schema: Schema;
  ui: AppUiSchema;
}

/**
 * A search card from its directory's files (`import.meta.glob('…/schemas/search/<id>/*.json', { eager: true,
 * import: 'default' })` in the page that shows it): each page bundles its own card, schema and validators,
 * not every card's (B7). The same loader as every form kind's; a card is a form with its search.json.
 */
export function searchCardFrom(files: Record<string, unknown>, id: string): SearchCard {
  const form = collectForms(files, 'search')[id];
  if (!form?.definition) throw new Error(`schemas/search/${id}: no search.json among the given files`);
  return {
    definition: form.definition as unknown as SearchCardDefinition,
    schema: form.schema,
    ui: form.ui,
  };
}
