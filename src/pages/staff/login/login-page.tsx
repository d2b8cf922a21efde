import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { staffSessionAtom } from '../../../api/session';
import { StaffLoginForm } from './staff-login-form';

/** `/login` inside the app (a navigation that stays in the app, and the dev server): the same sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const setSession = useSetAtom(staffSessionAtom);
  return (
    <StaffLoginForm
      onSignedIn={(session) => {
        setSession(session);
        void navigate('/home');
      }}
    />
  );
}
