// Runs the browser build's generated validators in Node: the same code the Vite plugin bundles
// (scripts/precompiled-validators.ts), evaluated with a `require` that maps the rules' specifiers
// (`tas-desk/rules/<file>`) to the modules, as the bundler does.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { validatorsCode, type PrecompiledEntry } from '../../scripts/precompiled-validators';

const ruleFiles = import.meta.glob<Record<string, unknown>>('../../rules/**/*.ts', { eager: true });
const nodeRequire = createRequire(import.meta.url);

function generatedRequire(specifier: string): unknown {
  const rule = /^tas-desk\/rules\/(.+)$/.exec(specifier);
  return rule ? ruleFiles[`../../rules/${rule[1]}.ts`] : nodeRequire(specifier);
}

/** The generated validators for these entries, by registry key (`form:<key>`, `plain:<key>`). */
export function loadGenerated(entries: PrecompiledEntry[], where = 'test'): Record<string, ValidateFunction> {
  const exports: Record<string, ValidateFunction> = {};
  const code = validatorsCode(entries, where);
  new Function('require', 'exports', code)(generatedRequire, exports);
  return exports;
}
