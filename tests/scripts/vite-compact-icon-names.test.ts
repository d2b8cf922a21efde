// The build's stand-in for @blueprintjs/icons' iconNames.js (scripts/vite-compact-icon-names.ts): the same
// names, the same IconNames (keys in the same order, each name under its new and its legacy key) and the same
// IconNamesSet as Blueprint's own module, with IconNames built only when it is first read.
// Blueprint's own module (not in the package's index: its loader imports it).
import {
  IconNames as blueprintNames,
  IconNamesSet as blueprintSet,
} from '@blueprintjs/icons/lib/cjs/iconNames';
import { compactIconNames } from '../../scripts/vite-compact-icon-names';

type NamesModule = { IconNames: Record<string, string>; IconNamesSet: Set<string> };

function generated(): NamesModule {
  const plugin = compactIconNames();
  const resolveId = plugin.resolveId as (source: string, importer: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const id = resolveId('./iconNames.js', '/node_modules/@blueprintjs/icons/lib/esm/iconTypes.js');
  expect(id).not.toBeNull();
  const code = load(id as string) as string;
  // The module's two exports, evaluated as plain code (vitest would transform an imported module).
  const body = code.replace(/^export const /gm, 'const ');
  return new Function(`${body}\nreturn { IconNames, IconNamesSet };`)() as NamesModule;
}

test("the names are Blueprint's, IconNames keyed as Blueprint keys it", () => {
  const { IconNames, IconNamesSet } = generated();
  expect([...IconNamesSet]).toEqual([...blueprintSet]);
  expect(Object.keys(IconNames)).toEqual(Object.keys(blueprintNames));
  expect(Object.values(IconNames)).toEqual(Object.values(blueprintNames));
  expect(IconNames.ADD).toBe('add');
  expect(IconNames.ArrowUp).toBe('arrow-up');
  expect('CARET_DOWN' in IconNames).toBe(true);
  expect('NOT_AN_ICON' in IconNames).toBe(false);
});

test('only imports from Blueprint reach the stand-in', () => {
  const resolveId = compactIconNames().resolveId as (source: string, importer: string) => string | null;
  expect(resolveId('./iconNames.js', '/src/app/top-bar.tsx')).toBeNull();
});
