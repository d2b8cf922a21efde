import type { Db } from './database';
import { prepared } from './statements';

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

const userColumns = 'u.user_id, u.account, u.user_name, u.role_id, r.role_name';

/** The user signing in with `account`, with the stored password hash; null when unknown. */
export function findLogin(db: Db, account: string): { user: StaffUser; passwordHash: string } | null {
  const row = prepared(
    db,
    `SELECT ${userColumns}, u.password_hash FROM users u JOIN roles r ON r.role_id = u.role_id WHERE u.account = ?`,
  ).get(account) as (StaffUser & { password_hash: string }) | undefined;
  if (!row) return null;
  const { password_hash: passwordHash, ...user } = row;
  return { user, passwordHash };
}

/** The user with this id, or null. */
export function findUser(db: Db, userId: number): StaffUser | null {
  const row = prepared(
    db,
    `SELECT ${userColumns} FROM users u JOIN roles r ON r.role_id = u.role_id WHERE u.user_id = ?`,
  ).get(userId) as StaffUser | undefined;
  return row ?? null;
}

/** Every feature the role holds, in id order. */
export function roleFeatures(db: Db, roleId: number): FeatureMaster[] {
  return prepared(
    db,
    `SELECT f.id, f.name, f.parent_id FROM features f JOIN role_features rf ON rf.feature_id = f.id
       WHERE rf.role_id = ? ORDER BY f.id`,
  ).all(roleId) as FeatureMaster[];
}

/** True when the role holds a feature of this name under this parent (000 §6). */
export function roleHasFeature(db: Db, roleId: number, name: string, parentId: number): boolean {
  const row = prepared(
    db,
    `SELECT 1 FROM features f JOIN role_features rf ON rf.feature_id = f.id
       WHERE rf.role_id = ? AND f.name = ? AND f.parent_id = ?`,
  ).get(roleId, name, parentId);
  return row !== undefined;
}

/** True when the role holds the side-menu feature of this name (a top-level feature, without parent). */
export function roleHasMenuFeature(db: Db, roleId: number, name: string): boolean {
  // One indexed row instead of the role's whole feature list: the list route asks this on every page.
  const row = prepared(
    db,
    `SELECT 1 FROM features f JOIN role_features rf ON rf.feature_id = f.id
     WHERE rf.role_id = ? AND f.name = ? AND f.parent_id IS NULL`,
  ).get(roleId, name);
  return row !== undefined;
}

/** True when the role holds the side-menu item of this name inside the menu group `group` (管理機能's items). */
export function roleHasGroupFeature(db: Db, roleId: number, name: string, group: string): boolean {
  const row = prepared(
    db,
    `SELECT 1 FROM features f JOIN role_features rf ON rf.feature_id = f.id JOIN features g ON g.id = f.parent_id
     WHERE rf.role_id = ? AND f.name = ? AND g.name = ? AND g.parent_id IS NULL`,
  ).get(roleId, name, group);
  return row !== undefined;
}
