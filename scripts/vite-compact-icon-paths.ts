import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Blueprint draws an icon named by a string only once its loader has its paths, and its default loader
// imports every icon of the size at once: `paths-*.js`, 305 KB of 16 px paths, which the customer page
// compiled, ran and cached on a slow machine's main thread (≈ 60–90 ms at 4×, bench B8) to draw the 30 icons
// it shows. These modules hold only the icons the app can name: every string in src/ and schemas/ that is an
// icon name, and the names Blueprint's own components pass as strings (src/theme/icon-loader.ts loads them;
// any other name still comes from Blueprint's whole set).
export const iconPathsIds = { 16: 'virtual:tas-icon-paths-16', 20: 'virtual:tas-icon-paths-20' } as const;

const quoted = /['"`]([a-z0-9-]+)['"`]/g;
// Blueprint's components name a few icons as strings themselves (`icon: "caret-down"`).
const blueprintNamed = /[iI]con\w*["']?\s*[:=]\s*["']([a-z0-9-]+)["']/g;
const blueprintPackages = ['core', 'select', 'datetime', 'table'];

function filesUnder(folder: string, ending: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ending);
    return ending.test(name) ? [path] : [];
  });
}

function namesIn(files: string[], pattern: RegExp, known: Set<string>): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .map((match) => match[1])
      .filter((name) => known.has(name)),
  );
}

export function compactIconPaths(root: string): Plugin {
  const require = createRequire(import.meta.url);
  const iconsDir = dirname(require.resolve('@blueprintjs/icons/package.json'));
  const generated = (size: 16 | 20) => join(iconsDir, `lib/esm/generated/${size}px/paths`);
  const ids = new Map(Object.entries(iconPathsIds).map(([size, id]) => [`\0${id}`, Number(size) as 16 | 20]));

  function appNames(): string[] {
    // Blueprint's names, as scripts/vite-compact-icon-names.ts reads them.
    const names = readFileSync(join(iconsDir, 'lib/esm/generated/16px/blueprint-icons-16.js'), 'utf8');
    const known = new Set(
      [...names.matchAll(/BlueprintIcons_16\["\w+"\] = "([a-z0-9-]+)";/g)].map((match) => match[1]),
    );
    const own = namesIn(
      [...filesUnder(join(root, 'src'), /\.tsx?$/), ...filesUnder(join(root, 'schemas'), /\.json$/)],
      quoted,
      known,
    );
    const blueprints = blueprintPackages.flatMap((name) =>
      namesIn(
        filesUnder(join(dirname(require.resolve(`@blueprintjs/${name}/package.json`)), 'lib/esm'), /\.js$/),
        blueprintNamed,
        known,
      ),
    );
    return [...new Set([...own, ...blueprints])].sort();
  }

  return {
    name: 'tas-compact-icon-paths',
    resolveId: (source) => (Object.values(iconPathsIds).includes(source as never) ? `\0${source}` : null),
    load(id) {
      const size = ids.get(id);
      if (!size) return null;
      const entries = appNames().map((name) => {
        const source = readFileSync(join(generated(size), `${name}.js`), 'utf8');
        const paths = /(?:export default|const \w+ =) (\[[^\]]*\]);/.exec(source)?.[1];
        if (!paths)
          this.error(
            `@blueprintjs/icons' ${size}px ${name}.js changed shape: see scripts/vite-compact-icon-paths.ts`,
          );
        return `${JSON.stringify(name)}: ${paths}`;
      });
      return `export default {\n${entries.join(',\n')}\n};\n`;
    },
  };
}
