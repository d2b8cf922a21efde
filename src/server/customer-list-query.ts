import type { SearchCardDefinition } from '../engine/browser-search-cards';
import type { FormData, JsonValue, Schema } from '../engine/types';
import { validateForm, type FieldErrors } from '../engine/validator';
import { loadForms } from './catalogue';
import { formInput } from './form-input';
import type { ListCriteria } from './store/customer-list-filters';
import { isSortKey, type ListSearch } from './store/customer-list';
import { asFlag, asInteger, asText } from './values';

// The card through the loader every form kind shares (schemas/search/customer-list/).
const card = loadForms('search')['customer-list'];

/** The customer list's search card definition (`schemas/search/customer-list/search.json`). */
export const customerListCard = card.definition as unknown as SearchCardDefinition;

// The card's schema is the server's: its master selects (search.json `options`) declare their type but no
// enum, so a value that is no integer is refused (422), while an id outside today's masters (a retired sales
// user's) finds the customers that carry it.
const cardSchema = card.schema;

/** Largest page size of the shared lists (002 §9); the default is 20 (000 §9). */
export const maxPageSize = 3500;
const defaultPageSize = 20;

/** A list query read from the request: the search and its page, or the criteria's validation errors. */
export type ParsedListQuery =
  { kind: 'ok'; search: ListSearch; page: number; limit: number } | { kind: 'invalid'; errors: FieldErrors };

// The card's form data from the flat query: ranges become { start, end }, integer selects numbers.
function formDataOf(query: Record<string, unknown>): FormData {
  const data: FormData = {};
  for (const [name, property] of Object.entries(cardSchema.properties ?? {})) {
    const schema = property as Schema;
    if (schema.type === 'object') {
      const range: Record<string, JsonValue> = {};
      for (const side of ['start', 'end']) {
        const text = asText(query[`${name}_${side}`]).trim();
        if (text) range[side] = text;
      }
      if (Object.keys(range).length > 0) data[name] = range;
      continue;
    }
    const text = asText(query[name]).trim();
    if (!text) continue;
    data[name] = schema.type === 'integer' && /^-?\d{1,9}$/.test(text) ? Number(text) : text;
  }
  return data;
}

/** Reads page, limit, order and criteria of a getCustomerList (or CSV) query and checks the criteria. */
export function parseListQuery(query: Record<string, unknown>): ParsedListQuery {
  const errors = validateForm(cardSchema, formInput(cardSchema, formDataOf(query)));
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const criteria: ListCriteria = {};
  for (const [key, value] of Object.entries(query)) {
    const text = asText(value);
    if (text) criteria[key] = text;
  }
  const page = asInteger(query.page);
  const limit = asInteger(query.limit);
  const sortKey = asText(query.sort_by_key_name);
  const isEntry = asFlag(query.is_entry);
  const defaultSort = customerListCard.defaultSort?.[isEntry ? 'entry' : 'contracted'] ?? 'tas_id';
  return {
    kind: 'ok',
    search: {
      isEntry,
      criteria,
      sortKey: isSortKey(sortKey) ? sortKey : defaultSort,
      desc: asFlag(query.sort_desc_sync),
    },
    page: page !== null && page >= 1 ? page : 1,
    limit: limit !== null && limit >= 1 ? Math.min(limit, maxPageSize) : defaultPageSize,
  };
}

// A list is asked for again and again with the same query — paging back, the list shown again, several
// people on one list, the search card's options — so a query text is parsed and checked once (bench B6+:
// ≈ 15 µs a request). Parsing depends on the text alone; the answers are shared, so nobody may change them.
const recentlyParsed = new Map<string, ParsedListQuery>();
const parsedKept = 64;

/** `parseListQuery` kept by the query's text (`text`: what follows `?` in the request's URL). */
export function parseListQueryOnce(text: string, query: Record<string, unknown>): ParsedListQuery {
  const known = recentlyParsed.get(text);
  if (known) return known;
  const parsed = parseListQuery(query);
  recentlyParsed.set(text, parsed);
  if (recentlyParsed.size > parsedKept) recentlyParsed.delete(recentlyParsed.keys().next().value as string);
  return parsed;
}
