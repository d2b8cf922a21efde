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

const files = import.meta.glob('../../schemas/search/*/*.json', { eager: true, import: 'default' });

// The same loader as every form kind's; a card is a form with its search.json.
function collect(): Record<string, SearchCard> {
  return Object.fromEntries(
    Object.entries(collectForms(files, 'search')).flatMap(([id, form]) =>
      form.definition
        ? [
            [
              id,
              {
                definition: form.definition as unknown as SearchCardDefinition,
                schema: form.schema,
                ui: form.ui,
              },
            ],
          ]
        : [],
    ),
  );
}

/** The search cards of `schemas/search/<id>/`, by id. */
export const searchCards = collect();
