// The build's modules of the icons the app names (scripts/vite-compact-icon-paths.ts): each name the app's code
// or schemas give as a string, and each Blueprint's components pass as one, with Blueprint's own paths.
import { join } from 'node:path';
import { IconSize } from '@blueprintjs/icons';
import { splitPathsBySizeLoader } from '@blueprintjs/icons/lib/cjs/paths-loaders/splitPathsBySizeLoader';
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

test.each([
  [16, IconSize.STANDARD],
  [20, IconSize.LARGE],
] as const)('%ipx: the icons the app names, with Blueprint’s paths', async (size, blueprintSize) => {
  const own = generated(size);
  // Named in src/ (the section header's chevrons, the top bar's menu) and by Blueprint (Select's caret).
  for (const name of ['chevron-right', 'chevron-down', 'menu', 'caret-down', 'small-cross'] as const)
    expect(own[name]).toEqual(await splitPathsBySizeLoader(name, blueprintSize));
  // A name nobody gives stays in Blueprint's whole set, which the loader falls back to.
  expect(own['airplane']).toBeUndefined();
  expect(Object.keys(own).length).toBeLessThan(200);
});

test('only its own ids resolve to it', () => {
  const resolveId = compactIconPaths(root).resolveId as (source: string) => string | null;
  expect(resolveId('@blueprintjs/icons')).toBeNull();
});
