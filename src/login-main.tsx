// The light entry of `/login` (login.html; bench B7): the sign-in form alone, without the router, the
// staff frame, jotai, swr or rjsf. Signing in stores the session where the app reads it and then loads
// the app at /home.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OverlaysProvider } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { loadIconsFromAppSet } from './theme/icon-loader';
import { storeStaffSession } from './api/staff-session-storage';
import { isSupportedBrowser } from './app/browser-support';
import { namedRoute, productName, unsupportedBrowserRoute } from './app/route-table';
import { StaffLoginForm } from './pages/staff/login/staff-login-form';

loadIconsFromAppSet();
if (!isSupportedBrowser(navigator.userAgent)) {
  window.location.replace(unsupportedBrowserRoute.path);
} else {
  document.title = `${namedRoute('login').title}｜${productName}`;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <OverlaysProvider>
        <StaffLoginForm
          onSignedIn={(session) => {
            storeStaffSession(session);
            window.location.assign('/home');
          }}
        />
      </OverlaysProvider>
    </StrictMode>,
  );
}
