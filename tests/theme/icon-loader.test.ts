// Icons named by a string come from the app's own set (src/theme/icon-loader.ts); a name outside it still
// comes from Blueprint's whole set, with Blueprint's paths.
import { IconSize, Icons } from '@blueprintjs/icons';
import { splitPathsBySizeLoader } from '@blueprintjs/icons/lib/cjs/paths-loaders/splitPathsBySizeLoader';
import { loadIconsFromAppSet } from '../../src/theme/icon-loader';

// Blueprint's whole set of paths is a large module to transform: 1.6–1.9 s a size with the file alone on a
// quiet machine, 4.6–5 s beside the rest of the unit run (it timed out at the default 5 s once).
const loadsWholeSetMs = 30_000;

test.each([IconSize.STANDARD, IconSize.LARGE])(
  '%ipx: a name of the app’s and one outside it',
  async (size) => {
    loadIconsFromAppSet();
    // chevron-down: the section headers'; airplane: named nowhere in the app.
    await Icons.load(['chevron-down', 'airplane'], size);
    expect(Icons.getPaths('chevron-down', size)).toEqual(await splitPathsBySizeLoader('chevron-down', size));
    expect(Icons.getPaths('airplane', size)).toEqual(await splitPathsBySizeLoader('airplane', size));
    expect(Icons.getPaths('airplane', size)?.length).toBeGreaterThan(0);
  },
  loadsWholeSetMs,
);
