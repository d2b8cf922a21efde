import type { Schema } from '../../src/engine/types';
import { schemaAtPointer } from './schema-pointers';

type Ui = Record<string, unknown>;

/**
 * Problems of a ui.json against its form's schema: keys that name no property (recursively, `items` too),
 * `ui:order` entries, `ui:rule` scopes and the row options (`idKey`, `sortKey`, `itemField`) that name
 * nothing in the schema.
 */
export function uiProblems(ui: Ui, schema: Schema, root: Schema, where: string): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key === '$schema' || key === '_comment') continue;
    if (key.startsWith('ui:')) {
      if (key === 'ui:order')
        for (const name of value as string[])
          if (name !== '*' && !schema.properties?.[name])
            problems.push(`${where}: ui:order names unknown field "${name}"`);
      if (key === 'ui:rule') {
        const scope = (value as { condition?: { scope?: string } }).condition?.scope ?? '';
        if (!schemaAtPointer(root, scope)) problems.push(`${where}: ui:rule scope "${scope}" names no field`);
      }
      if (key === 'ui:options') problems.push(...rowOptionProblems(value as Ui, schema, where));
      continue;
    }
    const child = key === 'items' ? schemaAtPointer(schema, '/items') : schemaAtPointer(schema, `/${key}`);
    if (!child) problems.push(`${where}: ui key "${key}" is not a field of the schema`);
    else problems.push(...uiProblems(value as Ui, child, root, `${where}/${key}`));
  }
  return problems;
}

function rowOptionProblems(options: Ui, schema: Schema, where: string): string[] {
  const item = schemaAtPointer(schema, '/items');
  const problems: string[] = [];
  for (const option of ['idKey', 'sortKey'])
    if (typeof options[option] === 'string' && !item?.properties?.[options[option] as string])
      problems.push(
        `${where}: ui:options.${option} "${String(options[option])}" is not a property of the rows`,
      );
  if (typeof options.itemField === 'string' && !item?.properties?.[options.itemField])
    problems.push(`${where}: ui:options.itemField "${options.itemField}" is not a property of the items`);
  return problems;
}
