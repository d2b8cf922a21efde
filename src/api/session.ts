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

/**
 * The back-button flag kept in local storage (002 §2.1): the lists set it when they open a detail in a
 * tab of its own, and the detail's back action then closes that tab instead of stepping back.
 */
export const backClosesWindowKey = 'tas.backClosesWindow';
