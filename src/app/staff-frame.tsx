import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRoleInfo } from '../api/hooks';
import { insertLog, menuCallFailed, useBadgeCounts } from '../api/menu';
import { staffSessionAtom, type StaffSession } from '../api/session';
import { logout } from '../api/staff';
import { ConfirmDialog } from '../engine/renderer/confirm-dialog';
import { toastError } from '../engine/renderer/toaster';
import { unsavedSectionsAtom } from '../engine/renderer/unsaved';
import { allowNextLeave, LeaveGuard, leaveQuestion } from '../pages/shared/leave-guard';
import texts from '../../schemas/messages.json';
import { useCurrentRoute } from './route-handle';
import { SideMenu } from './side-menu/side-menu';
import { TopBar } from './top-bar';
import { useSmallScreen } from './use-small-screen';

/**
 * The staff chrome around a page: the fixed 79 px top bar, the side menu (behind a menu button on
 * small screens) and the content with its 82 px top padding (000 §1).
 */
export function StaffChrome({ session, children }: { session: StaffSession; children: ReactNode }) {
  const setSession = useSetAtom(staffSessionAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const roleInfo = useRoleInfo(session.user_id);
  const badges = useBadgeCounts(session.user_id);
  const small = useSmallScreen();
  // On a small screen the menu shows on request and hides again once the user goes to another page.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const menuShown = !small || shownOn === pathname;

  useEffect(() => {
    if (badges.error || roleInfo.data === null) void toastError(menuCallFailed);
  }, [badges.error, roleInfo.data]);

  // Read as the user logs out, not subscribed to: the first edit of a section (and each save) would draw
  // the top bar and the side menu again.
  const store = useStore();
  // The titles of the sections with unsaved edits while the logout asks about them.
  const [askingLogout, setAskingLogout] = useState<string[] | null>(null);

  const signOut = async () => {
    await insertLog(session.user_id, route?.title ?? pathname, 'ログアウト');
    const result = await logout();
    if (result.kind !== 'ok') return void toastError(menuCallFailed);
    // Unsaved edits were asked about before the session ended (onLogout), not by the guard after it.
    allowNextLeave();
    localStorage.clear();
    setSession(null);
    navigate('/login');
  };

  return (
    <>
      <TopBar
        userName={session.user_name}
        roleName={roleInfo.data?.role_name ?? ''}
        menuToggle={
          small ? { isOpen: menuShown, onToggle: () => setShownOn(menuShown ? null : pathname) } : undefined
        }
      />
      {menuShown ? (
        <nav
          aria-label="メニュー"
          className={small ? 'tas-side-menu tas-side-menu-overlay' : 'tas-side-menu'}
        >
          <SideMenu
            features={roleInfo.data?.feature_masters ?? []}
            counts={badges.data}
            onLogout={() => {
              const unsaved = [...store.get(unsavedSectionsAtom).values()];
              if (unsaved.length > 0) setAskingLogout(unsaved);
              else void signOut();
            }}
          />
        </nav>
      ) : null}
      <main className={small ? 'tas-main tas-main-full' : 'tas-main'}>
        <div className="tas-page">{children}</div>
      </main>
      <LeaveGuard />
      <ConfirmDialog
        message={askingLogout ? leaveQuestion(askingLogout) : null}
        confirmText={texts.unsaved.leaveConfirm}
        cancelText={texts.unsaved.stay}
        onConfirm={() => {
          setAskingLogout(null);
          void signOut();
        }}
        onCancel={() => setAskingLogout(null)}
      />
    </>
  );
}

/** The staff frame of a page that needs a staff login: without a session it sends the user to /login. */
export function StaffFrame({ children }: { children: ReactNode }) {
  const session = useAtomValue(staffSessionAtom);
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const userId = session?.user_id;
  const title = route?.title;

  // Every page view is recorded (insertLog), once per path.
  useEffect(() => {
    if (userId && title) void insertLog(userId, title, '画面表示');
  }, [userId, title, pathname]);

  if (!session) return <Navigate to="/login" replace />;
  return <StaffChrome session={session}>{children}</StaffChrome>;
}
