// Vite plugin for the production build: the browser validates with code generated at build time instead of
// compiling schemas with Ajv (which needs `new Function`, i.e. 'unsafe-eval', and ~50 KB of gzip).
//  - every JSON file of `schemas/` that the app imports also registers the validators it needs
//    (precompiled-validators.ts decides which), so each route carries only its own;
//  - src/engine/schema-compiler.ts becomes src/engine/precompiled-compiler.ts (same exports, no Ajv);
//  - the rule files get src/engine/ajv-stand-in.ts for Ajv: their keyword definitions load but never run;
//  - rules/messages.ts reads the rule descriptions from the registry instead of rules/index.ts (every rule
//    with its check): each JSON file registers those its validators use, so unused checks stay out;
//  - libphonenumber-js's metadata is cut to Japan's (the rules parse Japanese numbers only);
//  - rjsf gets lighter stand-ins for what our schemas never use: markdown-to-jsx loads on first use
//    (src/theme/lazy-markdown.tsx), fast-uri becomes src/engine/uri-stand-in.ts, the layout-grid fields
//    src/theme/layout-field-stand-in.tsx.
// `npm run dev` and Node (server, tests) keep compiling at run time with the same set-up.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import type { Plugin } from 'vite';
import { entriesFor, entryKey, japanOnlyMetadata, validatorsCode } from './precompiled-validators';
import { schemaKey } from '../src/engine/schema-key';
import { withSharedDefs } from '../src/engine/shared-defs';
import type { Schema } from '../src/engine/types';

const root = resolve(import.meta.dirname, '..');
const schemasDir = join(root, 'schemas');
const rulesDir = join(root, 'rules');
const engineDir = join(root, 'src', 'engine');
const virtualPrefix = '\0tas-validators:';
const ajvSpecifiers = new Set(['ajv', 'ajv/dist/compile/util.js', 'ajv/dist/vocabularies/code.js']);
const phoneMetadata = /libphonenumber-js\/metadata\.max\.json\.js$/;

const cleanId = (id: string) => id.replace(/[?#].*$/, '');
const schemaPrefix = '\0tas-schema:';
const registryFile = join(engineDir, 'precompiled-registry.ts');
const schemaKeyFile = join(engineDir, 'schema-key.ts');
const identifier = /^[A-Za-z_$][\w$]*$/;
const layoutFields = /^\.\/Layout(Grid|Header|MultiSchema)Field\.js$/;

// A section's form shows only once the section opens, and its opening waits for the validators
// (section-calls.ts `loadSection`): their code — ≈ 550 KB of the customer page's 850 KB chunk for all 17
// sections — loads then, or ahead in idle time, not with the page (bench B8: ≈ 170 ms sooner to 基本情報's
// header at 4× CPU throttling). Every other file's validators load with it.
const loadsValidatorsLazily = (file: string) => /\/schemas\/sections\/[^/]+\/schema\.json$/.test(file);

// `_comment` texts are for people reading schemas/: the browser gets the files without them (bench B7). Only
// text goes — a property named `_comment` (the meta schemas declare one) is an object and stays. Both the
// module's data and its validators' content keys are made from the file read this way.
function withoutComments(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutComments);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => key !== '_comment' || typeof child !== 'string')
      .map(([key, child]) => [key, withoutComments(child)]),
  );
}
const readSchemaFile = (file: string) => withoutComments(JSON.parse(readFileSync(file, 'utf8')));

// A JSON file of `schemas/` as a module: its data (default and named exports, as Vite's JSON plugin gives
// them), and the registration of the validators it needs.
function schemaModule(file: string): string {
  const raw = readSchemaFile(file);
  // A form's data is the schema the app validates with: its shared definitions copied in.
  const json = file.endsWith('/schema.json') ? withSharedDefs(raw as Schema) : raw;
  const lines = [`const data = ${JSON.stringify(json)};`, 'export default data;'];
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    for (const key of Object.keys(json))
      if (identifier.test(key)) lines.push(`export const ${key} = data.${key};`);
  }
  const entries = entriesFor(file, json);
  // A form's key as the build computed it (`data` holds the same content): the browser looks its validators
  // up without hashing the form.
  if (file.endsWith('/schema.json'))
    lines.push(
      `import { knownSchemaKey } from ${JSON.stringify(schemaKeyFile)};`,
      `knownSchemaKey(data, ${JSON.stringify(schemaKey(json))});`,
    );
  if (entries.length > 0) {
    const rules = ruleFilesUsed(entries.map((entry) => entry.schema));
    const validators = JSON.stringify(virtualPrefix + file);
    lines.push(
      `import { registerLazyValidators, registerRuleDocs, registerValidators } from ${JSON.stringify(registryFile)};`,
      ...rules.map((path, i) => `import { rule as rule${i} } from ${JSON.stringify(path)};`),
      `registerRuleDocs([${rules.map((_, i) => `rule${i}`).join(', ')}]);`,
    );
    if (loadsValidatorsLazily(file)) {
      const keys = [...new Set(entries.map(entryKey))];
      lines.push(
        `registerLazyValidators(${JSON.stringify(keys)}, () => import(${validators}).then((module) => module.default));`,
      );
    } else lines.push(`import validators from ${validators};`, 'registerValidators(validators);');
  }
  return `${lines.join('\n')}\n`;
}

const isRuleFile = (file: string) =>
  existsSync(file) && /^export const rule\b/m.test(readFileSync(file, 'utf8'));

// The rule files whose keywords appear anywhere in these schemas (`noWhitespace` → rules/no-whitespace.ts).
function ruleFilesUsed(schemas: unknown[]): string[] {
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const file = join(rulesDir, `${key.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}.ts`);
      if (/^[a-z][A-Za-z]*$/.test(key) && isRuleFile(file)) files.add(file);
      visit(child);
    }
  };
  schemas.forEach(visit);
  return [...files].sort();
}

/** The plugin (build only): see the file's opening comment. */
export function precompiledValidators(): Plugin {
  return {
    name: 'tas-precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(virtualPrefix) || source.startsWith(schemaPrefix)) return source;
      if (source.startsWith('tas-desk/rules/')) return join(rulesDir, `${source.slice(15)}.ts`);
      if (!importer) return null;
      const from = cleanId(
        importer.startsWith(schemaPrefix) ? importer.slice(schemaPrefix.length) : importer,
      );
      if (ajvSpecifiers.has(source) && from.startsWith(`${rulesDir}/`))
        return join(engineDir, 'ajv-stand-in.ts');
      if (source === 'markdown-to-jsx/react' && from.includes('/node_modules/@rjsf/core/'))
        return join(root, 'src', 'theme', 'lazy-markdown.tsx');
      if (source === 'fast-uri' && from.includes('/node_modules/@rjsf/utils/'))
        return join(engineDir, 'uri-stand-in.ts');
      if (layoutFields.test(source) && from.includes('/node_modules/@rjsf/core/'))
        return join(root, 'src', 'theme', 'layout-field-stand-in.tsx');
      if (!source.startsWith('.') && !source.startsWith('/')) return null;
      const target = resolve(dirname(from), cleanId(source));
      if (target.startsWith(`${schemasDir}/`) && target.endsWith('.json')) return schemaPrefix + target;
      if (target === join(engineDir, 'schema-compiler') || target === join(engineDir, 'schema-compiler.ts'))
        return join(engineDir, 'precompiled-compiler.ts');
      if ([rulesDir, join(rulesDir, 'index'), join(rulesDir, 'index.ts')].includes(target))
        return registryFile;
      return null;
    },
    load(id) {
      if (id.startsWith(schemaPrefix)) {
        const file = id.slice(schemaPrefix.length);
        this.addWatchFile(file);
        return { code: schemaModule(file), moduleType: 'js' };
      }
      if (id.startsWith(virtualPrefix)) {
        const file = id.slice(virtualPrefix.length);
        const code = validatorsCode(entriesFor(file, readSchemaFile(file)), file);
        this.addWatchFile(join(dirname(file), 'ui.json'));
        // Ajv writes CommonJS; wrapped, its `exports` stays local and the bundler resolves its `require`s.
        return {
          code: `export default ((exports) => {\n${code}\nreturn exports;\n})({});\n`,
          moduleType: 'js',
        };
      }
      if (phoneMetadata.test(cleanId(id))) {
        const file = join(root, 'node_modules/libphonenumber-js/metadata.max.json');
        const full = JSON.parse(readFileSync(file, 'utf8')) as MetadataJson;
        return `export default ${JSON.stringify(japanOnlyMetadata(full))};\n`;
      }
      return null;
    },
  };
}
