import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/public/not-found-page';
import { UnsupportedBrowserPage } from '../pages/public/unsupported-browser-page';
import { BareLayout, PublicLayout, RootLayout, StaffLayout } from './layouts';
import {
  ApprovalPage,
  CustomerDetailPage,
  CustomerListPage,
  HomePage,
  JudgingPage,
  LoginPage,
  OperationLogsPage,
  PageLoading,
  TransmitNumbersPage,
} from './lazy-pages';
import { PlaceholderPage } from './placeholder-page';
import {
  mypageRoutes,
  namedRoute,
  notFoundRoute,
  publicRoutes,
  staffRoutes,
  unsupportedBrowserRoute,
  type BuiltRouteName,
  type NamedRoute,
} from './route-table';

/** The screens built so far, by route name; every other named route is a placeholder. */
const builtPages: Record<BuiltRouteName, ReactElement> = {
  home: <HomePage />,
  login: <LoginPage />,
  customer_management_list: <CustomerListPage mode="contracted" />,
  customer_entry_list: <CustomerListPage mode="entry" />,
  customer_management_list_detail: <CustomerDetailPage isEntry={false} />,
  customer_entry_list_detail: <CustomerDetailPage isEntry />,
  approval: <ApprovalPage />,
  judging: <JudgingPage />,
  manage_operation_logs: <OperationLogsPage />,
  transmit_telephone_number_master: <TransmitNumbersPage />,
  not_found: <NotFoundPage />,
  unsupported_browser: <UnsupportedBrowserPage />,
};

const toRouteObject = (route: NamedRoute): RouteObject => ({
  id: route.name,
  path: route.path,
  handle: { route },
  element: (
    <PageLoading>
      {builtPages[route.name as BuiltRouteName] ?? <PlaceholderPage title={route.title} />}
    </PageLoading>
  ),
});

// The staff login has its own full-screen layout; the other public routes share PublicLayout.
const loginRoute = namedRoute('login');
const otherPublicRoutes = publicRoutes.filter((route) => route !== loginRoute);

/** The whole route tree: the browser check first, then the staff, public and my page areas. */
export const routeObjects: RouteObject[] = [
  // Outside the browser check, which sends unsupported browsers here.
  { element: <BareLayout />, children: [toRouteObject(unsupportedBrowserRoute)] },
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/mypage/login" replace /> },
      toRouteObject(loginRoute),
      { element: <StaffLayout />, children: staffRoutes.map(toRouteObject) },
      { element: <PublicLayout />, children: otherPublicRoutes.map(toRouteObject) },
      {
        element: <BareLayout />,
        children: [...mypageRoutes.map(toRouteObject), toRouteObject(notFoundRoute)],
      },
    ],
  },
];
