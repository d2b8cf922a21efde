import type { IconName } from '@blueprintjs/core';
import menuData from '../../../schemas/menu/side-menu.json';
import type { BadgeCounts, BadgeKey } from '../../api/menu';
import type { FeatureMaster } from '../../engine/permissions';
import { routePath } from '../route-table';

/** A link of the side menu. */
export interface MenuLink {
  label: string;
  /** Route name (src/app/route-table.ts). */
  route: string;
  icon?: string;
  badge?: BadgeKey;
  /** Active for every path under this prefix, not only the route's own path. */
  activePrefix?: string;
  /** Inside a group: needs its own feature of this label, not only the group's. */
  ownFeature?: boolean;
}

/** A top-level entry: a link, or a group that expands and collapses. */
export type MenuEntry =
  ({ kind: 'item' } & MenuLink) | { kind: 'group'; label: string; icon?: string; items: MenuLink[] };

/** The side menu as `schemas/menu/side-menu.json` defines it. */
export const menuEntries = menuData.entries as MenuEntry[];

/** The Blueprint icon of an entry (the JSON holds plain strings). */
export const iconOf = (entry: { icon?: string }): IconName | undefined => entry.icon as IconName | undefined;

/**
 * The entries the role may see (000 §6): a feature whose name equals the label; a group's links follow
 * their group unless marked `ownFeature`. A group without any visible link is not shown.
 */
export function visibleMenu(entries: MenuEntry[], features: FeatureMaster[]): MenuEntry[] {
  const names = new Set(features.map((feature) => feature.name));
  return entries.flatMap((entry): MenuEntry[] => {
    if (!names.has(entry.label)) return [];
    if (entry.kind === 'item') return [entry];
    const items = entry.items.filter((item) => !item.ownFeature || names.has(item.label));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** The path a link leads to. */
export const linkPath = (link: MenuLink): string => routePath(link.route);

/** True when the current path is the link's page or lies under it. */
export function isLinkActive(link: MenuLink, pathname: string): boolean {
  const prefix = link.activePrefix ?? linkPath(link);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True when one of the group's links is active (the group then opens). */
export const isGroupActive = (items: MenuLink[], pathname: string): boolean =>
  items.some((item) => isLinkActive(item, pathname));

/** The count a link shows, or 0 when it has no badge or no count arrived. */
export const linkCount = (link: MenuLink, counts: BadgeCounts | undefined): number =>
  link.badge && counts ? (counts[link.badge] ?? 0) : 0;

/** A group's badge: the sum of its shown links' counts (the billing group, 000 §2.4). */
export const groupCount = (items: MenuLink[], counts: BadgeCounts | undefined): number =>
  items.reduce((sum, item) => sum + linkCount(item, counts), 0);
