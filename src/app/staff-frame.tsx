import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { staffSessionAtom } from '../api/session';
import { useRoleInfo } from '../api/hooks';
import { logout } from '../api/staff';

/** Height of the fixed top bar and the page's top padding in staff mode (000 §1). */
const topBarHeight = 79;
const contentPadding = 82;

/**
 * The staff frame: a fixed 79 px top bar with the user name and role name and the logout item.
 * Without a staff session it sends the user to /login (the staff-login guard).
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const [session, setSession] = useAtom(staffSessionAtom);
  const navigate = useNavigate();
  const roleInfo = useRoleInfo(session?.user_id);
  if (!session) return <Navigate to="/login" replace />;

  const signOut = async () => {
    const result = await logout();
    if (result.kind === 'ok') {
      localStorage.clear();
      setSession(null);
      navigate('/login');
    }
  };

  return (
    <>
      <Navbar fixedToTop style={{ height: topBarHeight, display: 'flex', alignItems: 'center' }}>
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>TAS Desk</NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <span aria-label="ユーザー名">{session.user_name}</span>
          <NavbarDivider />
          <span aria-label="権限名">{roleInfo.data?.role_name ?? ''}</span>
          <NavbarDivider />
          <Button variant="minimal" icon="log-out" text="ログアウト" onClick={() => void signOut()} />
        </NavbarGroup>
      </Navbar>
      <main style={{ padding: `${contentPadding}px 24px 24px` }}>{children}</main>
    </>
  );
}
