import type { AppUiSchema, FormData, Schema } from '../src/engine/types';

/** The largest section: `count` text fields with titles and limits, like a full data-sheet section. */
export function wideSection(count = 150): { schema: Schema; ui: AppUiSchema; data: FormData } {
  const properties: Record<string, Schema> = {};
  const data: FormData = {};
  for (let i = 0; i < count; i += 1) {
    const key = `field_${String(i).padStart(3, '0')}`;
    properties[key] = { type: 'string', title: `項目${i + 1}`, maxLength: 256 };
    data[key] = `値${i + 1}`;
  }
  return { schema: { type: 'object', properties }, ui: {}, data };
}

/** A row section: `rows` rows of 8 text columns (the shape of the member or client tables). */
export function rowSection(rows = 1000): {
  schema: Schema;
  ours: AppUiSchema;
  baseline: AppUiSchema;
  data: FormData;
} {
  const columns: Record<string, Schema> = { id: { type: ['integer', 'null'] }, index: { type: 'integer' } };
  for (let c = 1; c <= 8; c += 1) columns[`c${c}`] = { type: 'string', title: `列${c}`, maxLength: 64 };
  columns.is_new = { type: 'boolean' };
  columns.is_delete = { type: 'boolean' };
  const items = Array.from({ length: rows }, (_, r) => {
    const row: Record<string, string | number | boolean | null> = {
      id: r + 1,
      index: r,
      is_new: false,
      is_delete: false,
    };
    for (let c = 1; c <= 8; c += 1) row[`c${c}`] = `行${r + 1}列${c}`;
    return row;
  });
  const schema: Schema = {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'object', properties: columns } } },
  };
  const hidden = { 'ui:widget': 'hidden' };
  const itemUi = { id: hidden, index: hidden, is_new: hidden, is_delete: hidden };
  return {
    schema,
    ours: { items: { 'ui:field': 'rows', 'ui:options': { idKey: 'id' }, items: itemUi } },
    baseline: { items: { items: itemUi } },
    data: { items },
  };
}
