import type { OperationLogAnswer } from '../../../api/operation-logs';
import { searchCardFrom, type SearchCard } from '../../../engine/browser-search-cards';
import { validatesAs } from '../../../engine/schema-origin';
import type { AppUiSchema, Schema } from '../../../engine/types';

/** `schemas/search/operation-logs/`: the アクセスログ search card. */
export const operationLogCard = searchCardFrom(
  import.meta.glob('../../../../schemas/search/operation-logs/*.json', { eager: true, import: 'default' }),
  'operation-logs',
);

/**
 * The card's schema and UI schema with 操作者 and 種別 offering the answer's choices (`enum` named by
 * `ui:enumNames`, so that nothing is preselected). Before an answer they offer 指定なし only.
 */
export function logCardWithOptions(
  card: SearchCard,
  options: OperationLogAnswer['options'] | undefined,
): { schema: Schema; ui: AppUiSchema } {
  const properties = { ...card.schema.properties };
  const ui: AppUiSchema = { ...card.ui };
  for (const [field, listName] of Object.entries(card.definition.options)) {
    const list = options?.[listName as keyof OperationLogAnswer['options']];
    if (!list || list.length === 0 || !properties[field]) continue;
    properties[field] = { ...(properties[field] as Schema), enum: list.map((option) => option.value) };
    ui[field] = { ...(ui[field] as AppUiSchema), 'ui:enumNames': list.map((option) => option.label) };
  }
  // The choices shape the selects only; validation stays the card's schema (which users and kinds exist
  // is the server's to say).
  return { schema: validatesAs({ ...card.schema, properties }, card.schema), ui };
}
