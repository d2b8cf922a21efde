import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Blueprint's icon loader checks names against IconNamesSet, which @blueprintjs/icons builds at start-up from
// its generated 16px module (every name as an enum, plus every glyph's codepoint keyed by it) and change-case:
// ≈ 9 KB gzip in the shell of every route (bench B7). The build gives iconNames.js a module made from the same
// enum: the names as one list (≈ 3 KB) and the same IconNames / IconNamesSet derived from it, its keys checked
// here against change-case, so that a Blueprint update deriving them otherwise fails the build; IconNames is
// built when first read.
const iconNamesId = '\0tas-icon-names';
export function compactIconNames(): Plugin {
  const require = createRequire(import.meta.url);
  const iconsDir = dirname(require.resolve('@blueprintjs/icons/package.json'));
  const changeCase = require('change-case') as Record<'pascalCase' | 'snakeCase', (text: string) => string>;
  return {
    name: 'tas-compact-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromIcons = importer?.includes('@blueprintjs/icons') ?? false;
      return fromIcons && /^\.\/iconNames(\.js)?$/.test(source) ? iconNamesId : null;
    },
    load(id) {
      if (id !== iconNamesId) return null;
      const generated = readFileSync(join(iconsDir, 'lib/esm/generated/16px/blueprint-icons-16.js'), 'utf8');
      const entries = [...generated.matchAll(/BlueprintIcons_16\["(\w+)"\] = "([a-z0-9-]+)";/g)];
      const names = entries.map(([, , name]) => name);
      const pascal = (name: string) =>
        name.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());
      const legacy = (name: string) => name.replace(/-/g, '_').toUpperCase();
      const differs = entries.find(
        ([, key, name]) =>
          key !== pascal(name) ||
          pascal(name) !== changeCase.pascalCase(name) ||
          legacy(name) !== changeCase.snakeCase(name).toUpperCase(),
      );
      if (names.length < 500 || differs)
        this.error(
          `@blueprintjs/icons' names changed shape (${differs?.[2] ?? names.length}): see scripts/vite-compact-icon-names.ts`,
        );
      return [
        `const names = ${JSON.stringify(names.join(' '))}.split(' ');`,
        `const pascal = ${pascal.toString()};`,
        `const legacy = ${legacy.toString()};`,
        // Built on first use: only Icons.loadAll reads it, and building it as every page starts took ≈ 40 ms
        // at 4× CPU throttling (B8). The same keys in the same order as Blueprint's.
        'let built;',
        'const iconNames = () => {',
        '  if (built) return built;',
        '  built = {};',
        '  for (const name of names) built[pascal(name)] = name;',
        '  for (const name of names) built[legacy(name)] = name;',
        '  return built;',
        '};',
        'export const IconNames = new Proxy({}, {',
        '  get: (_target, key) => iconNames()[key],',
        '  has: (_target, key) => key in iconNames(),',
        '  ownKeys: () => Reflect.ownKeys(iconNames()),',
        '  getOwnPropertyDescriptor: (_target, key) => {',
        '    const found = Object.getOwnPropertyDescriptor(iconNames(), key);',
        '    return found && { ...found, configurable: true };',
        '  },',
        '});',
        'export const IconNamesSet = new Set(names);',
        '',
      ].join('\n');
    },
  };
}
