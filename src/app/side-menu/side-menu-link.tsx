import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MenuItem } from '@blueprintjs/core';
import type { BadgeCounts } from '../../api/menu';
import { MenuBadge } from './menu-badge';
import { iconOf, isLinkActive, linkCount, linkPath, type MenuLink } from './menu-model';

/** One link of the side menu: a real link (new tab works), navigating inside the app on a plain click. */
export function SideMenuLink({ link, counts }: { link: MenuLink; counts: BadgeCounts | undefined }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = linkPath(link);
  const active = isLinkActive(link, pathname);
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <MenuItem
      roleStructure="listitem"
      href={path}
      onClick={follow}
      active={active}
      aria-current={active ? 'page' : undefined}
      icon={iconOf(link)}
      text={link.label}
      labelElement={<MenuBadge count={linkCount(link, counts)} />}
    />
  );
}
