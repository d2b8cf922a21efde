// `npm run schemas:check`: every schema compiles with the rule library (strict, so a misspelt keyword
// fails), every ui.json key names a real field, every section.json is complete, every page lists real sections.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { checkSectionDefinition, type SectionDefinition } from '../src/engine/catalogue';
import type { Schema } from '../src/engine/types';
import { extendAjv } from '../src/engine/ajv-setup';

const root = join(import.meta.dirname, '..', 'schemas');
const problems: string[] = [];
const ajv = extendAjv(new Ajv({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }));

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const folders = (kind: string) =>
  existsSync(join(root, kind)) ? readdirSync(join(root, kind)).map((id) => join(root, kind, id)) : [];

function checkUi(ui: Record<string, unknown>, schema: Schema, where: string): void {
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) {
      if (key === 'ui:order') {
        for (const name of value as string[]) {
          if (name !== '*' && !schema.properties?.[name])
            problems.push(`${where}: ui:order names unknown field "${name}"`);
        }
      }
      continue;
    }
    const child =
      key === 'items'
        ? (schema.items as Schema | undefined)
        : (schema.properties?.[key] as Schema | undefined);
    if (!child) problems.push(`${where}: ui key "${key}" is not a field of the schema`);
    else checkUi(value as Record<string, unknown>, child, `${where}/${key}`);
  }
}

function checkForm(folder: string): Schema | undefined {
  const schemaPath = join(folder, 'schema.json');
  if (!existsSync(schemaPath)) return void problems.push(`${folder}: no schema.json`);
  const schema = read(schemaPath) as Schema;
  try {
    ajv.compile(schema);
  } catch (error) {
    problems.push(`${schemaPath}: ${(error as Error).message}`);
  }
  const uiPath = join(folder, 'ui.json');
  if (existsSync(uiPath)) checkUi(read(uiPath) as Record<string, unknown>, schema, uiPath);
  return schema;
}

// A pointer (`/a/b`) of section.json must lead to a field of the schema.
function hasPointer(schema: Schema, pointer: string): boolean {
  let node: Schema | undefined = schema;
  for (const segment of pointer.split('/').filter(Boolean)) {
    node =
      segment === '*' || segment === 'items'
        ? (node?.items as Schema | undefined)
        : (node?.properties?.[segment] as Schema);
  }
  return node !== undefined;
}

// Every pointer section.json names (answer options, block saves, mode differences) is a real field.
function sectionPointers(section: SectionDefinition): string[] {
  const modes = [section.modes?.entry, section.modes?.contracted].filter((mode) => mode !== undefined);
  return [
    ...Object.keys(section.options ?? {}),
    ...(section.blockSaves ?? []).flatMap((block) => [block.block, ...Object.values(block.fields)]),
    ...modes.flatMap((mode) => [
      ...(mode.hide ?? []),
      ...(mode.readonly ?? []),
      ...(mode.ignoreRules ?? []),
      ...Object.keys(mode.hideOptions ?? {}),
    ]),
  ];
}

const sectionIds = new Set<string>();
for (const folder of folders('sections')) {
  const schema = checkForm(folder);
  const section = read(join(folder, 'section.json')) as SectionDefinition;
  for (const pointer of schema ? sectionPointers(section) : []) {
    if (!hasPointer(schema as Schema, pointer))
      problems.push(`${folder}: section.json names unknown field "${pointer}"`);
  }
  problems.push(...checkSectionDefinition(section).map((problem) => `${folder}: ${problem}`));
  if (section.id !== folder.split('/').pop())
    problems.push(`${folder}: section.json id "${section.id}" ≠ folder name`);
  for (const [key, text] of Object.entries(section.messages ?? {})) {
    if (!/[ぁ-んァ-ヶ一-龠]/.test(text))
      problems.push(`${folder}: message ${key} is not Japanese: "${text}"`);
  }
  sectionIds.add(String(section.id));
}
for (const kind of ['search', 'mypage', 'public', 'dialogs']) folders(kind).forEach(checkForm);
for (const page of existsSync(join(root, 'pages')) ? readdirSync(join(root, 'pages')) : []) {
  const layout = read(join(root, 'pages', page)) as { tabs?: { section?: string }[] };
  for (const id of (layout.tabs ?? []).flatMap((tab) => (tab.section ? [tab.section] : [])))
    if (!sectionIds.has(id)) problems.push(`pages/${page}: unknown section "${id}"`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`schemas:check: ${sectionIds.size} sections and their forms are consistent`);
