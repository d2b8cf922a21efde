import { Collapse, Icon, Menu, MenuItem } from '@blueprintjs/core';
import type { BadgeCounts } from '../../api/menu';
import { MenuBadge } from './menu-badge';
import { groupCount, iconOf, linkCount, type MenuLink } from './menu-model';
import { SideMenuLink } from './side-menu-link';

/** A group of the side menu (請求処理, 集計機能, …): a button that expands or collapses its links. */
export function SideMenuGroup(props: {
  label: string;
  icon?: string;
  items: MenuLink[];
  counts: BadgeCounts | undefined;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { label, icon, items, counts, isOpen, onToggle } = props;
  return (
    <>
      <MenuItem
        roleStructure="listitem"
        tagName="button"
        type="button"
        className="tas-menu-group"
        aria-expanded={isOpen}
        onClick={onToggle}
        icon={iconOf({ icon })}
        text={label}
        labelElement={
          <>
            <MenuBadge count={groupCount(items, counts)} />
            <Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} />
          </>
        }
      />
      <li className="tas-menu-group-items">
        <Collapse isOpen={isOpen}>
          <Menu role="list" aria-label={label}>
            {items.map((item) => (
              <SideMenuLink key={item.route} link={item} count={linkCount(item, counts)} />
            ))}
          </Menu>
        </Collapse>
      </li>
    </>
  );
}
