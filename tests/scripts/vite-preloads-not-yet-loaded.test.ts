// The build's preload lists (scripts/vite-preloads-not-yet-loaded.ts): a dynamic import's list leaves out the
// chunks its importer has loaded already (its static imports, and theirs), and is empty when only the
// imported chunk itself would be left.
import type { Rollup } from 'vite';
import { preloadsNotYetLoaded } from '../../scripts/vite-preloads-not-yet-loaded';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

function built() {
  const preloads = preloadsNotYetLoaded();
  const bundle: Rollup.OutputBundle = {
    'assets/page.js': chunk('assets/page.js', ['assets/react.js', 'assets/engine.js']),
    'assets/engine.js': chunk('assets/engine.js', ['assets/ajv.js']),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/ajv.js': chunk('assets/ajv.js', []),
    'assets/section.js': chunk('assets/section.js', ['assets/engine.js', 'assets/rich-text.js']),
    'assets/rich-text.js': chunk('assets/rich-text.js', []),
  };
  const generateBundle = preloads.plugin.generateBundle as {
    handler: (o: unknown, b: Rollup.OutputBundle) => void;
  };
  generateBundle.handler({}, bundle);
  return preloads.resolveDependencies;
}

test("a dynamic import's list leaves out what its importer has loaded, its imports' imports included", () => {
  const resolve = built();
  expect(
    resolve(
      'assets/section.js',
      ['assets/section.js', 'assets/engine.js', 'assets/ajv.js', 'assets/rich-text.js', 'assets/react.js'],
      { hostId: 'assets/page.js', hostType: 'js' },
    ),
  ).toEqual(['assets/section.js', 'assets/rich-text.js']);
});

test('only the imported chunk left: no list; an HTML entry keeps its list as Vite wrote it', () => {
  const resolve = built();
  expect(
    resolve('assets/engine.js', ['assets/engine.js', 'assets/ajv.js'], {
      hostId: 'assets/page.js',
      hostType: 'js',
    }),
  ).toEqual([]);
  const html = ['assets/page.js', 'assets/react.js'];
  expect(resolve('assets/page.js', html, { hostId: 'index.html', hostType: 'html' })).toEqual(html);
});

test('an importer loaded with nothing else loads only itself', () => {
  const resolve = built();
  expect(
    resolve('assets/section.js', ['assets/section.js', 'assets/engine.js', 'assets/ajv.js'], {
      hostId: 'assets/react.js',
      hostType: 'js',
    }),
  ).toEqual(['assets/section.js', 'assets/engine.js', 'assets/ajv.js']);
});
