import { saveFieldPointers, type SectionDefinition } from '../../src/engine/catalogue';
import type { StoragePart } from '../../src/engine/storage';
import type { Schema } from '../../src/engine/types';
import { leafNames, schemaAtPointer } from './schema-pointers';

// Every pointer of section.json that must name a field: answer options, block saves, mode differences,
// the save's fields and changed-rows tables.
function sectionPointers(section: SectionDefinition): string[] {
  const modes = [section.modes?.entry, section.modes?.contracted].filter((mode) => mode !== undefined);
  return [
    ...Object.keys(section.options ?? {}),
    ...(section.blockSaves ?? []).flatMap((block) => [block.block, ...Object.values(block.fields ?? {})]),
    ...modes.flatMap((mode) => [
      ...(mode.hide ?? []),
      ...(mode.readonly ?? []),
      ...(mode.ignoreRules ?? []),
      ...Object.keys(mode.hideOptions ?? {}),
    ]),
    ...(section.adapter || !section.save?.fields
      ? []
      : saveFieldPointers(section.save).map(([, pointer]) => pointer)),
    ...(section.save?.changedRowsOnly ?? []),
  ];
}

// A storage part's own names: `at` leads to an object (record, columns) or an array (rows) whose
// properties the part's fields, exclusions, key, sort number, titles and insert-only columns name.
function partProblems(part: StoragePart, schema: Schema, where: string): string[] {
  const at = schemaAtPointer(schema, part.at);
  if (!at) return [`${where}: storage part "${part.kind}" at "${part.at}" names nothing in the schema`];
  const rows = part.kind === 'rows';
  if (rows !== (at.type === 'array'))
    return [`${where}: storage part "${part.kind}" at "${part.at}" needs ${rows ? 'an array' : 'an object'}`];
  const owner = rows ? (schemaAtPointer(at, '/items') ?? {}) : at;
  const known = new Set(leafNames(owner, schema));
  const named = [
    ...(part.fields ?? []),
    ...(part.exclude ?? []),
    ...(part.kind === 'rows' ? [part.id, part.sort, ...(part.insertOnly ?? [])] : []),
    ...(part.kind === 'record' ? Object.values(part.titles ?? {}) : []),
  ];
  return named
    .filter((name) => !known.has(name))
    .map((name) => `${where}: storage part "${part.kind}" at "${part.at}" names unknown property "${name}"`);
}

/** Problems of one section.json against its schema and the features a permission may name. */
export function sectionProblems(
  section: SectionDefinition,
  schema: Schema,
  features: Set<string>,
  where: string,
): string[] {
  const problems = sectionPointers(section)
    .filter((pointer) => !schemaAtPointer(schema, pointer))
    .map((pointer) => `${where}: names unknown field "${pointer}"`);
  if (!features.has(section.permission))
    problems.push(
      `${where}: permission "${section.permission}" is not a feature of fixtures/seed/features.json`,
    );
  const storage = section.storage as { parts?: StoragePart[] } | undefined;
  for (const part of storage?.parts ?? []) problems.push(...partProblems(part, schema, where));
  for (const [key, text] of Object.entries(section.messages ?? {}))
    if (!/[ぁ-んァ-ヶ一-龠]/.test(text)) problems.push(`${where}: message ${key} is not Japanese: "${text}"`);
  return problems;
}
