import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { NotFoundPage } from '../pages/public/not-found-page';
import { NotYetAvailable } from '../pages/not-yet-available';
import { CustomerDetailPage } from '../pages/staff/customer-detail-page';
import { HomePage } from '../pages/staff/home-page';
import { LoginPage } from '../pages/staff/login-page';
import { StaffFrame } from './staff-frame';

function StaffLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/** The routes built so far; the full route table of 000 §2 arrives with the staff-shell issue. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/mypage/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/mypage/login', element: <NotYetAvailable /> },
  {
    element: <StaffLayout />,
    children: [
      { path: '/home', element: <HomePage /> },
      {
        path: '/customer_management/list/:id/detail',
        id: 'customer_management_list_detail',
        element: <CustomerDetailPage isEntry={false} />,
      },
      {
        path: '/customer_entry/list/:id/detail',
        id: 'customer_entry_list_detail',
        element: <CustomerDetailPage isEntry />,
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
