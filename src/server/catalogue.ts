import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue, type Catalogue } from '../engine/catalogue';
import { collectForms, type FormFiles, type FormKind } from '../engine/form-catalogue';
import { repoRoot } from './paths';

/** The folder of the section catalogue. */
export const sectionsDirectory = join(repoRoot, 'schemas', 'sections');

// Every JSON file of `<directory>/<id>/`, keyed `<kind>/<id>/<file>.json` as the browser's globs key them.
function readKind(directory: string, kind: FormKind): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  if (!existsSync(directory)) return files;
  const ids = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const id of ids)
    for (const file of readdirSync(join(directory, id)).filter((name) => name.endsWith('.json')))
      files[`${kind}/${id}/${file}`] = JSON.parse(readFileSync(join(directory, id, file), 'utf8'));
  return files;
}

/** Reads every `schemas/sections/<id>/{section,schema,ui}.json` from disk and builds the catalogue. */
export function loadCatalogue(directory: string = sectionsDirectory): Catalogue {
  return buildCatalogue(readKind(directory, 'sections'));
}

/** The forms of one kind (search cards, dialogs, my page, public) from disk, through the browser's loader. */
export function loadForms(kind: Exclude<FormKind, 'sections'>): Record<string, FormFiles> {
  return collectForms(readKind(join(repoRoot, 'schemas', kind), kind), kind);
}
