/** The staff session kept in local storage (000 §3 "Sessions"); the cookie is what the server trusts. */
export interface StaffSession {
  user_id: number;
  account: string;
  user_name: string;
  last_login_date: string;
}

/** The local-storage key of the staff session (also read by the app's session atom). */
export const staffSessionKey = 'tas.staffSession';

/**
 * Stores the session as the app's session atom (jotai `atomWithStorage`, JSON) stores it, without jotai:
 * the light /login entry writes it and then loads the app.
 */
export function storeStaffSession(session: StaffSession): void {
  localStorage.setItem(staffSessionKey, JSON.stringify(session));
}
