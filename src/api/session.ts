import { atomWithStorage } from 'jotai/utils';
import { staffSessionKey, type StaffSession } from './staff-session-storage';

export type { StaffSession } from './staff-session-storage';

/** The signed-in staff member, or null. */
export const staffSessionAtom = atomWithStorage<StaffSession | null>(staffSessionKey, null, undefined, {
  getOnInit: true,
});

/**
 * The back-button flag kept in local storage (002 §2.1): the lists set it when they open a detail in a
 * tab of its own, and the detail's back action then closes that tab instead of stepping back.
 */
export const backClosesWindowKey = 'tas.backClosesWindow';
