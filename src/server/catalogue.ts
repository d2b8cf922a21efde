import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue, type Catalogue } from '../engine/catalogue';
import { repoRoot } from './paths';

/** The folder of the section catalogue. */
export const sectionsDirectory = join(repoRoot, 'schemas', 'sections');

/** Reads every `schemas/sections/<id>/{section,schema,ui}.json` from disk and builds the catalogue. */
export function loadCatalogue(directory: string = sectionsDirectory): Catalogue {
  const files: Record<string, unknown> = {};
  const ids = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const id of ids) {
    for (const part of ['section', 'schema', 'ui']) {
      const path = join(directory, id, `${part}.json`);
      if (existsSync(path)) files[`sections/${id}/${part}.json`] = JSON.parse(readFileSync(path, 'utf8'));
    }
  }
  return buildCatalogue(files);
}
