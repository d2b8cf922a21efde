import { IconSize, Icons, type IconName } from '@blueprintjs/icons';

// Blueprint's default loader brings every icon of a size (305 KB for 16 px) to draw the first icon named by a
// string. The build's modules of the icons the app names (scripts/vite-compact-icon-paths.ts) come first; a
// name missing from them (an icon named at run time) still loads from Blueprint's whole set.

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());

async function appIconPaths(name: IconName, size: IconSize): Promise<string[]> {
  const own =
    size === IconSize.STANDARD
      ? (await import('virtual:tas-icon-paths-16')).default
      : (await import('virtual:tas-icon-paths-20')).default;
  if (own[name]) return own[name];
  const all: Record<string, unknown> =
    size === IconSize.STANDARD
      ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths')
      : await import('@blueprintjs/icons/lib/esm/generated/20px/paths');
  return all[pascal(name)] as string[];
}

/** Makes Blueprint load the icons it draws by name from the app's own set (at start, before any render). */
export function loadIconsFromAppSet(): void {
  Icons.setLoaderOptions({ loader: appIconPaths });
}
