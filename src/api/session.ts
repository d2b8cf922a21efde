import { atomWithStorage } from 'jotai/utils';

/** The staff session kept in local storage (000 §3 "Sessions"); the cookie is what the server trusts. */
export interface StaffSession {
  user_id: number;
  account: string;
  user_name: string;
  last_login_date: string;
}

/** The signed-in staff member, or null. */
export const staffSessionAtom = atomWithStorage<StaffSession | null>('tas.staffSession', null, undefined, {
  getOnInit: true,
});
