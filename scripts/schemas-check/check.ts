import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import type { SectionDefinition } from '../../src/engine/catalogue';
import { extendAjv } from '../../src/engine/ajv-setup';
import type { FormData, Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { valueAt } from '../../src/engine/ui-rules';
import { schemaAt } from '../../src/server/store/sections/declared-columns';
import { withSharedDefs } from '../../src/engine/shared-defs';
import { readJson } from './read-json';
import { sectionProblems } from './section-check';
import { uiProblems } from './ui-check';

/** What a check found: its problems (empty when all is well) and how many sections it read. */
export interface CheckResult {
  problems: string[];
  sections: number;
}

const formKinds = ['sections', 'search', 'dialogs', 'mypage', 'public'];

/**
 * Checks the analysts' JSON of a repository (its `schemas/` and `fixtures/seed/`): syntax with file, line
 * and column; every catalogue file against its meta-schema (`schemas/meta/`); every form schema compiled with
 * the rule library in strict mode (misspelt keywords, unresolvable `$ref`); ui.json and section.json
 * against their form; permissions against the features; the pages' tabs; the sections' seeds.
 */
export function checkRepository(repo: string): CheckResult {
  const root = join(repo, 'schemas');
  const problems: string[] = [];
  const name = (path: string) => relative(repo, path);
  const read = (path: string): unknown => {
    const result = readJson(path);
    if (result.kind === 'ok') return result.value;
    problems.push(result.problem.replace(path, name(path)));
    return undefined;
  };
  const metaAjv = new Ajv({ allErrors: true, strict: false });
  const metaOf = (file: string) => metaAjv.compile(read(join(root, 'meta', file)) as object);
  const meta = {
    section: metaOf('section.schema.json'),
    ui: metaOf('ui.schema.json'),
    search: metaOf('search.schema.json'),
  };
  const metaProblems = (validate: ReturnType<Ajv['compile']>, value: unknown, path: string) => {
    if (value === undefined || validate(value)) return;
    const shown = (validate.errors ?? []).filter((error: ErrorObject) => error.keyword !== 'if');
    for (const error of shown.slice(0, 3))
      problems.push(
        `${name(path)}${error.instancePath || '/'}: ${error.message ?? 'invalid'} ${JSON.stringify(error.params)}`,
      );
  };
  const formAjv = extendAjv(
    new Ajv({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }),
  );
  const featureFile = read(join(repo, 'fixtures', 'seed', 'features.json')) as {
    features?: { name: string }[];
  };
  const features = new Set((featureFile?.features ?? []).map((feature) => feature.name));
  const sections = new Map<string, Schema>();
  const defsFile = read(join(root, 'defs.json')) as { $defs?: Record<string, Schema> } | undefined;
  const defs = defsFile?.$defs ?? {};
  problems.push(...optionProblems(defs, 'schemas/defs.json/$defs'));
  for (const [defName, def] of Object.entries(defs)) {
    try {
      formAjv.compile(def);
    } catch (error) {
      problems.push(`schemas/defs.json/$defs/${defName}: ${(error as Error).message}`);
    }
  }

  for (const kind of formKinds) {
    const folder = join(root, kind);
    for (const id of existsSync(folder) ? readdirSync(folder) : []) {
      const dir = join(folder, id);
      const schemaPath = join(dir, 'schema.json');
      if (!existsSync(schemaPath)) {
        problems.push(`${name(dir)}: no schema.json`);
        continue;
      }
      const raw = read(schemaPath) as Schema | undefined;
      if (!raw) continue;
      const schema = withSharedDefs(raw, defs);
      let compiles = true;
      try {
        formAjv.compile(schema);
      } catch (error) {
        compiles = false;
        problems.push(`${name(schemaPath)}: ${(error as Error).message}`);
      }
      problems.push(...optionProblems(schema, name(schemaPath)));
      const uiPath = join(dir, 'ui.json');
      const ui = existsSync(uiPath) ? (read(uiPath) as Record<string, unknown> | undefined) : {};
      metaProblems(meta.ui, ui, uiPath);
      if (ui) problems.push(...uiProblems(ui, schema, schema, name(uiPath)));
      if (kind === 'search')
        metaProblems(meta.search, read(join(dir, 'search.json')), join(dir, 'search.json'));
      if (kind !== 'sections') continue;
      const sectionPath = join(dir, 'section.json');
      if (!existsSync(sectionPath)) {
        problems.push(`${name(dir)}: no section.json`);
        continue;
      }
      const section = read(sectionPath) as SectionDefinition | undefined;
      if (!section) continue;
      metaProblems(meta.section, section, sectionPath);
      if (section.id !== id)
        problems.push(`${name(sectionPath)}: id "${section.id}" is not the folder name "${id}"`);
      problems.push(...sectionProblems(section, schema, features, name(sectionPath)));
      sections.set(id, schema);
      // Seeds are checked against a schema that compiles (its own problem is reported above).
      if (compiles) problems.push(...seedProblems(repo, id, schema, read, name));
    }
  }
  const pages = join(root, 'pages');
  for (const page of existsSync(pages) ? readdirSync(pages) : []) {
    const layout = read(join(pages, page)) as
      { tabs?: { name?: string; section?: string; prefetch?: boolean }[] } | undefined;
    for (const id of (layout?.tabs ?? []).flatMap((tab) => (tab.section ? [tab.section] : [])))
      if (!sections.has(id)) problems.push(`schemas/pages/${page}: tab names unknown section "${id}"`);
    // Only a section has data to fetch before it opens.
    for (const tab of layout?.tabs ?? [])
      if (tab.prefetch && !tab.section)
        problems.push(`schemas/pages/${page}: tab "${tab.name}" prefetches but names no section`);
  }
  return { problems, sections: sections.size };
}

// A select's options are `{ const, title }` each: an option without its value cannot be chosen or stored.
function optionProblems(node: unknown, where: string, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((item, at) => optionProblems(item, where, `${path}/${at}`));
  const record = node as Record<string, unknown>;
  const options = record.oneOf;
  const numeric = record.type === 'integer' || record.type === 'number';
  const hasConsts =
    Array.isArray(options) &&
    options.some((option) => typeof option === 'object' && option && 'const' in option);
  const own = (hasConsts ? (options as unknown[]) : []).flatMap((option, at) => {
    if (typeof option !== 'object' || !option) return [];
    if (!('const' in option)) return [`${where}${path}/oneOf/${at}: a select option without "const"`];
    const value = (option as { const: unknown }).const;
    return numeric && typeof value !== 'number'
      ? [`${where}${path}/oneOf/${at}: the option's const ${JSON.stringify(value)} is not a number`]
      : [];
  });
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => optionProblems(child, where, `${path}/${key}`)),
  ];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

// A section's demo data (`fixtures/seed/sections/<id>.json`) must be valid form data of the section.
function seedProblems(
  repo: string,
  id: string,
  schema: Schema,
  read: (path: string) => unknown,
  name: (path: string) => string,
): string[] {
  const path = join(repo, 'fixtures', 'seed', 'sections', `${id}.json`);
  if (!existsSync(path)) return [];
  const seed = read(path) as { customers?: { customer_id: number; data: FormData }[] } | undefined;
  if (!seed) return [];
  if (!Array.isArray(seed.customers)) return [`${name(path)}: "customers" is not a list`];
  return seed.customers.flatMap((record, at) => {
    const data = record.data ?? {};
    // A read-only property the seed leaves empty is the server's to fill (受注内容's 転送先番号: numbered from the
    // D番 pool, required before a save): a customer not numbered yet is valid demo data.
    const errors = Object.entries(validateForm(schema, data)).filter(
      ([pointer]) => !(schemaAt(schema, pointer)?.readOnly === true && isEmpty(valueAt(data, pointer))),
    );
    if (errors.length === 0) return [];
    const [pointer, messages] = errors[0];
    return [`${name(path)}/customers/${at}/data${pointer}: ${messages[0]}`];
  });
}
