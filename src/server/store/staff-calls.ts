import { sql, type ExpressionBuilder } from 'kysely';
import { customerRecordColumns, customerRecordOf, type CustomerRecord } from './customers';
import { compiledOnce, type Db } from './database';
import type { Tables } from './tables';
import type { StaffUser } from './users';
import { application } from '../approval/statuses';

// What a staff call asks of the database before its own work — the session and its user, the feature the
// call needs, the customer it is about, the list version — asked in one statement with the session: each
// statement is a round trip on PostgreSQL and a Kysely query on either database, and every staff call pays
// them. Compiled once (`compiledOnce`): the texts never change, so the statement caches keep them.

/** A session's row with its user and role. */
export interface SessionRow extends StaffUser {
  created: number;
  last_seen: number | null;
}

type FromSession = ExpressionBuilder<Tables & { s: Tables['sessions']; u: Tables['users'] }, 's' | 'u'>;

// The session of a token hash, with its user and the role's name.
function sessionOf(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .innerJoin('roles as r', 'r.role_id', 'u.role_id')
    .select(['s.created', 's.last_seen', 'u.user_id', 'u.account', 'u.user_name', 'u.role_id', 'r.role_name'])
    .where('s.token_hash', '=', tokenHash);
}

// Whether the user's role holds the feature `name` under `parentId`, or at the top level (a side-menu item)
// when `parentId` is null.
function roleHolds(eb: FromSession, name: string, parentId: number | null) {
  const features = eb
    .selectFrom('role_features as rf')
    .innerJoin('features as f', 'f.id', 'rf.feature_id')
    .select('f.id')
    .whereRef('rf.role_id', '=', 'u.role_id')
    .where('f.name', '=', name);
  return eb.exists(
    parentId === null
      ? features.where('f.parent_id', 'is', null)
      : features.where('f.parent_id', '=', parentId),
  );
}

// SQLite answers EXISTS with 1 or 0, PostgreSQL with a boolean.
const isTrue = (value: unknown): boolean => value === true || value === 1;

/** The session of this token hash with its user, or undefined. */
export const sessionRow = compiledOnce((db: Db, tokenHash: string) => sessionOf(db, tokenHash), {
  coalesce: true,
  oneRow: true,
});

// The list version (list-cache.ts) as a scalar subquery: its table has no `Tables` interface.
const listVersionColumn = sql<number>`(SELECT version FROM customer_list_version WHERE id = 1)`;

const sessionForListQuery = compiledOnce(
  (db: Db, tokenHash: string, menuFeature: string) =>
    sessionOf(db, tokenHash).select((eb) => [
      roleHolds(eb as FromSession, menuFeature, null).as('holds_feature'),
      listVersionColumn.as('list_version'),
    ]),
  { coalesce: true, oneRow: true },
);

/** A session's row with whether its role holds a side-menu feature and the database's list version. */
export interface SessionForList {
  session: SessionRow;
  holdsFeature: boolean;
  listVersion: number;
}

/** The session of this token hash with a side-menu feature of its role and the list version, or undefined. */
export async function sessionForList(
  db: Db,
  tokenHash: string,
  menuFeature: string,
): Promise<SessionForList | undefined> {
  const [row] = (await sessionForListQuery(db, tokenHash, menuFeature)).rows;
  if (!row) return undefined;
  const { holds_feature: holds, list_version: version, ...session } = row;
  return { session, holdsFeature: isTrue(holds), listVersion: Number(version ?? 0) };
}

/** The customer a call is about, and whether the role holds the call's detail-tab feature in either mode. */
export interface CustomerAccess {
  customer: CustomerRecord | null;
  /** The feature under the entry mode's parent (申込受付). */
  holdsEntry: boolean;
  /** The feature under the contracted mode's parent (顧客管理). */
  holdsContracted: boolean;
  /** Whether the customer has a reservation waiting (approved, applied at its time): some may be due. */
  reservationWaiting: boolean;
}

/** The parents a detail-tab feature sits under: entry and contracted (guard.ts). */
export interface TabParents {
  entry: number;
  contracted: number;
}

const customerColumns = customerRecordColumns.map((column) => `c.${column}` as const);

// Whether the customer has a reservation (an approved application waiting for its time): nearly every call
// finds none, and then needs no statement of its own to learn that none is due (approval/cycle.ts).
const reservationWaiting = sql<unknown>`EXISTS (SELECT 1 FROM customer_update_application_headers h
  WHERE h.customer_id = c.customer_id AND h.update_application_status = ${sql.lit(application.reserved)})`;

const sessionForCustomerQuery = compiledOnce(
  (db: Db, tokenHash: string, customerId: number | null, tab: string, entry: number, contracted: number) =>
    sessionOf(db, tokenHash)
      .leftJoin('customers as c', (join) => join.on('c.customer_id', '=', customerId))
      .select(customerColumns)
      .select((eb) => [
        roleHolds(eb as unknown as FromSession, tab, entry).as('holds_entry'),
        roleHolds(eb as unknown as FromSession, tab, contracted).as('holds_contracted'),
        reservationWaiting.as('reservation_waiting'),
      ]),
  { coalesce: true, oneRow: true },
);

const customerForRoleQuery = compiledOnce(
  (db: Db, roleId: number, customerId: number | null, tab: string, entry: number, contracted: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('customers as c', (join) => join.on('c.customer_id', '=', customerId))
      .select(customerColumns)
      .select((eb) => [
        roleHolds(eb as unknown as FromSession, tab, entry).as('holds_entry'),
        roleHolds(eb as unknown as FromSession, tab, contracted).as('holds_contracted'),
        reservationWaiting.as('reservation_waiting'),
      ])
      .where('u.role_id', '=', roleId)
      .limit(1),
  { coalesce: true, oneRow: true },
);

type CustomerAccessRow = {
  [K in (typeof customerRecordColumns)[number]]: unknown;
} & { holds_entry: unknown; holds_contracted: unknown; reservation_waiting: unknown };

function customerAccessOf(row: CustomerAccessRow): CustomerAccess {
  const { holds_entry: entry, holds_contracted: contracted, reservation_waiting: waiting, ...stored } = row;
  return {
    customer:
      stored.customer_id === null ? null : customerRecordOf(stored as Parameters<typeof customerRecordOf>[0]),
    holdsEntry: isTrue(entry),
    holdsContracted: isTrue(contracted),
    reservationWaiting: isTrue(waiting),
  };
}

/**
 * The session of this token hash with the customer (null: no such customer, or no id) and whether the
 * role holds detail-tab feature `tab` (none: '') under either parent; undefined without the session.
 */
export async function sessionForCustomer(
  db: Db,
  tokenHash: string,
  customerId: number | null,
  tab: string,
  parents: TabParents,
): Promise<{ session: SessionRow; access: CustomerAccess } | undefined> {
  const [row] = (
    await sessionForCustomerQuery(db, tokenHash, customerId, tab, parents.entry, parents.contracted)
  ).rows;
  if (!row) return undefined;
  const { created, last_seen, user_id, account, user_name, role_id, role_name, ...access } = row;
  return {
    session: { created, last_seen, user_id, account, user_name, role_id, role_name },
    access: customerAccessOf(access),
  };
}

/** `sessionForCustomer`'s customer and features, for a staff member whose session has been read already. */
export async function customerForRole(
  db: Db,
  roleId: number,
  customerId: number | null,
  tab: string,
  parents: TabParents,
): Promise<CustomerAccess> {
  const [row] = (await customerForRoleQuery(db, roleId, customerId, tab, parents.entry, parents.contracted))
    .rows;
  // A role without users cannot be the role of a session; answered as holding nothing all the same.
  return row
    ? customerAccessOf(row)
    : { customer: null, holdsEntry: false, holdsContracted: false, reservationWaiting: false };
}
