import { Link } from 'react-router-dom';
import {
  Alignment,
  Button,
  Classes,
  Icon,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
} from '@blueprintjs/core';

/** Height of the fixed top bar (000 §1). */
export const topBarHeight = 79;

/** The fixed staff top bar: product name (to /home), user name and role name (000 §6). */
export function TopBar(props: {
  userName: string;
  roleName: string;
  /** Only on small screens: the button that shows or hides the side menu. */
  menuToggle?: { isOpen: boolean; onToggle: () => void };
}) {
  const { userName, roleName, menuToggle } = props;
  return (
    <Navbar fixedToTop className={`${Classes.DARK} tas-top-bar`} style={{ height: topBarHeight }}>
      <NavbarGroup align={Alignment.START} style={{ height: topBarHeight }}>
        {menuToggle ? (
          <Button
            variant="minimal"
            icon="menu"
            aria-label="メニュー"
            aria-expanded={menuToggle.isOpen}
            onClick={menuToggle.onToggle}
          />
        ) : null}
        <NavbarHeading>
          <Link to="/home" className="tas-brand">
            TAS Desk
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} style={{ height: topBarHeight }}>
        <Icon icon="person" />
        <span aria-label="ユーザー名" className="tas-top-bar-text">
          {userName}
        </span>
        <NavbarDivider />
        <span aria-label="権限名" className="tas-top-bar-text">
          {roleName}
        </span>
      </NavbarGroup>
    </Navbar>
  );
}
