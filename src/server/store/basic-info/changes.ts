import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolvedRef } from '../../../engine/schema-ref';
import { withSharedDefs } from '../../../engine/shared-defs';
import type { JsonValue, Schema } from '../../../engine/types';
import type { RequestField } from '../../../sections/basic-info-fields';
import { repoRoot } from '../../paths';
import { asText } from '../../values';
import type { ApplicationRecord } from './applications';
import type { ChangedItem } from '../../../sections/credit-cycle-rows';
import { optionText, type BasicInfoOptions } from './options';
import { changedItems, itemValue, maskedPassword, snapshotFiles } from './values';

interface SchemaNode {
  title?: string;
  properties?: Record<string, SchemaNode>;
  oneOf?: { const: number; title: string }[];
}

let schema: SchemaNode | undefined;

// Item names and fixed option texts come from the section's schema: the lists say what the form says.
function fieldSchema(group: string, key: string): SchemaNode {
  schema ??= withSharedDefs(
    JSON.parse(
      readFileSync(join(repoRoot, 'schemas', 'sections', 'basic-info', 'schema.json'), 'utf8'),
    ) as Schema,
  ) as SchemaNode;
  // A shared option list (the prefectures of schemas/defs.json) is a `$ref` into the schema's own $defs.
  const field = schema.properties?.[group]?.properties?.[key] ?? {};
  return resolvedRef(field as Schema, schema as Schema) as SchemaNode;
}

// Selects whose options come with the answer, by the form key.
const answerSelects: Record<string, keyof BasicInfoOptions> = {
  contract_status: 'contract_status',
  service_status: 'service_status',
  cancellation_reason: 'cancellation_reason',
};

function display(item: RequestField, value: JsonValue, options: BasicInfoOptions): string {
  if (item.key === 'login_password') return asText(value) === '' ? '' : maskedPassword;
  const select = answerSelects[item.key];
  if (select) return optionText(options[select], value);
  if (item.kind === 'integer') {
    const fixed = fieldSchema(item.group, item.key).oneOf;
    return fixed ? (fixed.find((option) => option.const === value)?.title ?? '') : asText(value);
  }
  return asText(value);
}

const fileNames = (files: { name: string; rotation: number }[]) =>
  files.map((file) => (file.rotation ? `${file.name}（${file.rotation}°）` : file.name)).join('、');

/** What an application changes, item by item, with the texts before and after. */
export function applicationChanges(record: ApplicationRecord, options: BasicInfoOptions): ChangedItem[] {
  const items = changedItems(record.before, record.after).map((item) => ({
    item: fieldSchema(item.group, item.key).title ?? item.key,
    before: display(item, itemValue(record.before, item), options),
    after: display(item, itemValue(record.after, item), options),
  }));
  const before = fileNames(snapshotFiles(record.before));
  const after = fileNames(snapshotFiles(record.after));
  if (before !== after) {
    const title = fieldSchema('president_info', 'customer_personal_files').title ?? '代表者確認書類';
    items.push({ item: title, before, after });
  }
  return items;
}
