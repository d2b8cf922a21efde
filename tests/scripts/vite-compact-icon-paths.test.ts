// The build's modules of the icons the app names (scripts/vite-compact-icon-paths.ts): each name the app's code
// or schemas give as a string, and each Blueprint's components pass as one, with Blueprint's own paths.
import { join } from 'node:path';
import * as paths16 from '@blueprintjs/icons/lib/cjs/generated/16px/paths';
import * as paths20 from '@blueprintjs/icons/lib/cjs/generated/20px/paths';
import { compactIconPaths, iconPathsIds } from '../../scripts/vite-compact-icon-paths';

const root = join(import.meta.dirname, '../..');

function generated(size: 16 | 20): Record<string, string[]> {
  const plugin = compactIconPaths(root);
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const load = plugin.load as (this: { error: (text: string) => never }, id: string) => string | null;
  const id = resolveId(iconPathsIds[size]);
  expect(id).not.toBeNull();
  const code = load.call(
    {
      error: (text) => {
        throw new Error(text);
      },
    },
    id as string,
  ) as string;
  return new Function(`return ${code.replace(/^export default /, '').replace(/;\s*$/, '')};`)() as Record<
    string,
    string[]
  >;
}

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());

test.each([
  [16, paths16],
  [20, paths20],
] as const)('%ipx: the icons the app names, with Blueprint’s paths', (size, blueprint) => {
  const own = generated(size);
  // Named in src/ (the section header's chevrons, the top bar's menu) and by Blueprint (Select's caret).
  for (const name of ['chevron-right', 'chevron-down', 'menu', 'caret-down', 'small-cross'])
    expect(own[name]).toEqual((blueprint as Record<string, string[]>)[pascal(name)]);
  // A name nobody gives stays in Blueprint's whole set, which the loader falls back to.
  expect(own['airplane']).toBeUndefined();
  expect(Object.keys(own).length).toBeLessThan(200);
});

test('only its own ids resolve to it', () => {
  const resolveId = compactIconPaths(root).resolveId as (source: string) => string | null;
  expect(resolveId('@blueprintjs/icons')).toBeNull();
});
