import { withoutMetaSchema } from './catalogue';
import { withSharedDefs } from './shared-defs';
import type { AppUiSchema, Schema } from './types';

/** How a result column shows its value (`search.json` → `columns[].kind`; plain text when absent). */
export type ColumnKind = 'text' | 'reference' | 'date' | 'timestamp' | 'telephones';

/** One column of a search result table. */
export interface SearchColumn {
  key: string;
  title: string;
  kind?: ColumnKind;
  width?: number;
}

/** `schemas/search/<id>/search.json`: the card's groups, labels and option sources, and the result table. */
export interface SearchCardDefinition {
  id: string;
  title: string;
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

function collect(): Record<string, SearchCard> {
  const cards: Record<string, Partial<SearchCard>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /search\/([^/]+)\/(search|schema|ui)\.json$/.exec(path);
    if (!match) continue;
    const card = (cards[match[1]] ??= {});
    if (match[2] === 'search')
      card.definition = withoutMetaSchema(content) as unknown as SearchCardDefinition;
    else if (match[2] === 'schema') card.schema = withSharedDefs(content as Schema);
    else card.ui = withoutMetaSchema(content) as AppUiSchema;
  }
  return Object.fromEntries(
    Object.entries(cards)
      .filter((entry): entry is [string, Partial<SearchCard> & { definition: SearchCardDefinition }] =>
        Boolean(entry[1].definition),
      )
      .map(([id, card]) => [
        id,
        { definition: card.definition, schema: card.schema ?? {}, ui: card.ui ?? {} },
      ]),
  );
}

/** The search cards of `schemas/search/<id>/`, by id. */
export const searchCards = collect();
