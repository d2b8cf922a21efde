import type { ListOption } from '../../../api/customer-list';
import { searchCardFrom, type SearchCard } from '../../../engine/browser-search-cards';
import { validatesAs } from '../../../engine/schema-origin';
import type { AppUiSchema, Schema } from '../../../engine/types';

/** `schemas/search/customer-list/`: the list's search card. */
export const customerListCard = searchCardFrom(
  import.meta.glob('../../../../schemas/search/customer-list/*.json', { eager: true, import: 'default' }),
  'customer-list',
);

// 000 §3: the value every option list of the answer leads with, 未設定 (customers where it is unset).
const unsetValue = -1;

/**
 * The card's schema and UI schema with the selects filled from the last answer's option lists (each led
 * by -1 未設定). Until an answer arrives a select offers 未設定 only, named by the card's `ui:enumNames`.
 * Selects are `enum`s named by `ui:enumNames`: a `oneOf` of `const`s would make rjsf preselect its first
 * choice.
 */
export function cardWithOptions(
  card: SearchCard,
  options: Record<string, ListOption[]>,
): { schema: Schema; ui: AppUiSchema } {
  const properties = { ...card.schema.properties };
  const ui: AppUiSchema = { ...card.ui };
  for (const [field, listName] of Object.entries(card.definition.options)) {
    if (!properties[field]) continue;
    const list = options[listName];
    const answered = list !== undefined && list.length > 0;
    properties[field] = {
      ...(properties[field] as Schema),
      enum: answered ? list.map((option) => option.value) : [unsetValue],
    };
    if (answered)
      ui[field] = { ...(ui[field] as AppUiSchema), 'ui:enumNames': list.map((option) => option.text) };
  }
  // The answer's lists shape the selects only. Validation stays the card's schema, the server's: there a
  // server-filled select declares its type but no enum, since which masters exist is the answer's to say.
  return { schema: validatesAs({ ...card.schema, properties }, card.schema), ui };
}
