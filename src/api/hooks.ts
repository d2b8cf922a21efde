import useSWRImmutable from 'swr/immutable';
import { fetchUserInfo, type RoleInfo } from './staff';

/** Role info of the signed-in staff member (`sideMenu/userInfo`), fetched once per user and shared. */
export function useRoleInfo(userId: number | undefined) {
  return useSWRImmutable(userId ? ['userInfo', userId] : null, async () => {
    const result = await fetchUserInfo(userId ?? 0);
    return result.kind === 'ok' ? (result.body.role_info as RoleInfo) : null;
  });
}
