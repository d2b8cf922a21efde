import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { staffSessionAtom } from '../api/session';
import { isSupportedBrowser } from './browser-support';
import { pageTitleAtom } from '../pages/shared/page-title';
import { useCurrentRoute } from './route-handle';
import { productName, unsupportedBrowserRoute } from './route-table';
import { StaffChrome, StaffFrame } from './staff-frame';

/**
 * The root of every route (000 §2.2): first the browser check of 002 §9 — an unsupported browser goes
 * to the unsupported-browser page — then the page, with its title (or the page's own, usePageTitle) in
 * the window title.
 */
export function RootLayout() {
  const route = useCurrentRoute();
  const pageTitle = useAtomValue(pageTitleAtom) ?? route?.title;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle}｜${productName}` : productName;
  }, [pageTitle]);
  if (!isSupportedBrowser(navigator.userAgent)) return <Navigate to={unsupportedBrowserRoute.path} replace />;
  return <Outlet />;
}

/** Staff pages: login guard, top bar and side menu. */
export function StaffLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/** A page without menu or header: centred on the plain background. */
export function BareLayout() {
  return (
    <main className="tas-bare">
      <Outlet />
    </main>
  );
}

/**
 * Public and applicant pages. A signed-in staff member sees them inside the staff chrome, except the
 * routes the spec shows without menu (login, inquiry_completed, apply_form_page, precaution,
 * business_report_sample, not_found); everybody else sees them bare.
 */
export function PublicLayout() {
  const session = useAtomValue(staffSessionAtom);
  const route = useCurrentRoute();
  if (session && route && !route.hideMenu)
    return (
      <StaffChrome session={session}>
        <Outlet />
      </StaffChrome>
    );
  return <BareLayout />;
}
