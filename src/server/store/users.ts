import type { Db } from './database';

/** A signed-in staff member with the role's name. */
export interface StaffUser {
  user_id: number;
  account: string;
  user_name: string;
  role_id: number;
  role_name: string;
}

/** A feature master entry: a menu item or a detail tab under parent 5 (entry) or 22 (contracted). */
export type FeatureMaster = { id: number; name: string; parent_id: number | null };

function usersWithRoles(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.role_id', 'u.role_id')
    .select(['u.user_id', 'u.account', 'u.user_name', 'u.role_id', 'r.role_name']);
}

/** The user signing in with `account`, with the stored password hash; null when unknown. */
export async function findLogin(
  db: Db,
  account: string,
): Promise<{ user: StaffUser; passwordHash: string } | null> {
  const row = await usersWithRoles(db)
    .select('u.password_hash')
    .where('u.account', '=', account)
    .executeTakeFirst();
  if (!row) return null;
  const { password_hash: passwordHash, ...user } = row;
  return { user, passwordHash };
}

/** The user with this id, or null. */
export async function findUser(db: Db, userId: number): Promise<StaffUser | null> {
  return (await usersWithRoles(db).where('u.user_id', '=', userId).executeTakeFirst()) ?? null;
}

function featuresOfRole(db: Db, roleId: number) {
  return db
    .selectFrom('features as f')
    .innerJoin('role_features as rf', 'rf.feature_id', 'f.id')
    .where('rf.role_id', '=', roleId);
}

/** Every feature the role holds, in id order. */
export function roleFeatures(db: Db, roleId: number): Promise<FeatureMaster[]> {
  return featuresOfRole(db, roleId).select(['f.id', 'f.name', 'f.parent_id']).orderBy('f.id').execute();
}

/** True when the role holds a feature of this name under this parent (000 §6). */
export async function roleHasFeature(
  db: Db,
  roleId: number,
  name: string,
  parentId: number,
): Promise<boolean> {
  const row = await featuresOfRole(db, roleId)
    .select('f.id')
    .where('f.name', '=', name)
    .where('f.parent_id', '=', parentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the role holds the side-menu feature of this name (a top-level feature, without parent). */
export async function roleHasMenuFeature(db: Db, roleId: number, name: string): Promise<boolean> {
  // One indexed row instead of the role's whole feature list: the list route asks this on every page.
  const row = await featuresOfRole(db, roleId)
    .select('f.id')
    .where('f.name', '=', name)
    .where('f.parent_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the role holds the side-menu item of this name inside the menu group `group` (管理機能's items). */
export async function roleHasGroupFeature(
  db: Db,
  roleId: number,
  name: string,
  group: string,
): Promise<boolean> {
  const row = await featuresOfRole(db, roleId)
    .innerJoin('features as g', 'g.id', 'f.parent_id')
    .select('f.id')
    .where('f.name', '=', name)
    .where('g.name', '=', group)
    .where('g.parent_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
