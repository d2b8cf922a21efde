import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Menu, MenuItem } from '@blueprintjs/core';
import type { BadgeCounts } from '../../api/menu';
import type { FeatureMaster } from '../../engine/permissions';
import { isGroupActive, linkCount, menuEntries, visibleMenu } from './menu-model';
import { SideMenuGroup } from './side-menu-group';
import { SideMenuLink } from './side-menu-link';

/**
 * The staff side menu (000 §2.4, §6): the entries the role's features allow, groups that open on load
 * when one of their links is active, badges, and the logout item, which always shows.
 */
export function SideMenu(props: {
  features: FeatureMaster[];
  counts: BadgeCounts | undefined;
  onLogout: () => void;
}) {
  const { features, counts, onLogout } = props;
  const { pathname } = useLocation();
  // A group the user has not toggled follows the page: open while one of its links is active.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const entries = visibleMenu(menuEntries, features);
  return (
    <Menu role="list" aria-label="サイドメニュー" className="tas-side-menu-list">
      {entries.map((entry) => {
        if (entry.kind === 'item')
          return <SideMenuLink key={entry.label} link={entry} count={linkCount(entry, counts)} />;
        const isOpen = toggled[entry.label] ?? isGroupActive(entry.items, pathname);
        return (
          <SideMenuGroup
            key={entry.label}
            label={entry.label}
            icon={entry.icon}
            items={entry.items}
            counts={counts}
            isOpen={isOpen}
            onToggle={() => setToggled((previous) => ({ ...previous, [entry.label]: !isOpen }))}
          />
        );
      })}
      {/* Set apart by a rule (app.css), not a MenuDivider: a separator is no list item. */}
      <MenuItem
        className="tas-menu-logout"
        roleStructure="listitem"
        tagName="button"
        type="button"
        icon="log-out"
        text="ログアウト"
        onClick={onLogout}
      />
    </Menu>
  );
}
