import type { ListOption } from '../../../api/customer-list';
import { searchCardFrom, type SearchCard } from '../../../engine/browser-search-cards';
import { validatesAs } from '../../../engine/schema-origin';
import type { AppUiSchema, Schema } from '../../../engine/types';

/** `schemas/search/customer-list/`: the list's search card. */
export const customerListCard = searchCardFrom(
  import.meta.glob('../../../../schemas/search/customer-list/*.json', { eager: true, import: 'default' }),
  'customer-list',
);

/**
 * The card's schema and UI schema with the selects filled from the last answer's option lists (each led
 * by -1 未設定). Until an answer arrives the card's own choices (未設定 only) stand. Selects are `enum`s
 * named by `ui:enumNames`: a `oneOf` of `const`s would make rjsf preselect its first choice.
 */
export function cardWithOptions(
  card: SearchCard,
  options: Record<string, ListOption[]>,
): { schema: Schema; ui: AppUiSchema } {
  const properties = { ...card.schema.properties };
  const ui: AppUiSchema = { ...card.ui };
  for (const [field, listName] of Object.entries(card.definition.options)) {
    const list = options[listName];
    if (!list || list.length === 0 || !properties[field]) continue;
    properties[field] = { ...(properties[field] as Schema), enum: list.map((option) => option.value) };
    ui[field] = { ...(ui[field] as AppUiSchema), 'ui:enumNames': list.map((option) => option.text) };
  }
  // The answer's lists shape the selects only; validation stays the card's schema (the server's).
  return { schema: validatesAs({ ...card.schema, properties }, card.schema), ui };
}
