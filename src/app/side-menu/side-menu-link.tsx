import { memo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MenuItem } from '@blueprintjs/core';
import { MenuBadge } from './menu-badge';
import { iconOf, isLinkActive, linkPath, type MenuLink } from './menu-model';

/**
 * One link of the side menu: a real link (new tab works), navigating inside the app on a plain click. Given
 * its own count, it renders again only when that changes: the badges' answer came after the menu's first
 * render and rendered every link again (B8, session 21).
 */
export const SideMenuLink = memo(function SideMenuLink({ link, count }: { link: MenuLink; count: number }) {
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
      labelElement={<MenuBadge count={count} />}
    />
  );
});
