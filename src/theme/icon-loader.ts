import { IconSize, Icons, type IconName } from '@blueprintjs/icons';

// Blueprint's default loader brings every icon of a size (305 KB for 16 px) to draw the first icon named by a
// string. The build's modules of the icons the app names (scripts/vite-compact-icon-paths.ts) come first; a
// name missing from them (an icon named at run time) still comes from Blueprint's own loader and whole set.

async function appIconPaths(name: IconName, size: IconSize): Promise<string[]> {
  const own =
    size === IconSize.STANDARD
      ? (await import('virtual:tas-icon-paths-16')).default
      : (await import('virtual:tas-icon-paths-20')).default;
  if (own[name]) return own[name];
  const { splitPathsBySizeLoader } =
    await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/** Makes Blueprint load the icons it draws by name from the app's own set (at start, before any render). */
export function loadIconsFromAppSet(): void {
  Icons.setLoaderOptions({ loader: appIconPaths });
}
