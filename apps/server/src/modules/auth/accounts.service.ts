import type { AccessDb, AccessSource } from '../../platform/access-source';
import * as accounts from './accounts.repository';
import { type Db, findUserById, insertUser, type UserRow, updateUser } from './auth.repository';

/**
 * Accounts for the modules that administer or change them: the users module (the back office's user
 * list, create, edit, block, sessions), payments (a paid plan's role) and every member-counted write
 * (the member's lock). The `users` table and its sessions are auth's; the others come here, passing
 * their transaction when they have one.
 */
export type AccountRow = UserRow;
export interface AccountListFilter extends Omit<accounts.UserListFilter, 'ids'> {
  /** Only the members of this back-office group. */
  group?: string;
}
/** The handle to read through (a transaction, inside one) and the back office's roles and groups. */
export interface AccountsDeps {
  db: AccessDb;
  access: AccessSource;
}
export type AccountPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'role_code' | 'status' | 'updated_at'>>;

/**
 * One page of accounts (newest first) and the total matching the filter. A group's members are
 * the back office's to name (its memberships); the page is then read among them in one query.
 */
export async function listAccounts(deps: AccountsDeps, { group, ...filter }: AccountListFilter) {
  if (group === undefined) return accounts.listUsers(deps.db, filter);
  const ids = await deps.access.membersOfGroup(deps.db, group);
  if (ids.length === 0) return { rows: [], total: 0 };
  return accounts.listUsers(deps.db, { ...filter, ids });
}

export const findAccount = (db: Db, id: string): Promise<AccountRow | undefined> => findUserById(db, id);

/** When each account last signed in (its newest session). */
export const lastSignIns = (db: Db, userIds: readonly string[]): Promise<Map<string, number>> =>
  accounts.lastSignIns(db, userIds);

/** Inserts an account; false when the username is taken. */
export const insertAccount = (db: Db, row: AccountRow): Promise<boolean> => insertUser(db, row);

export const updateAccount = (db: Db, id: string, patch: AccountPatch): Promise<void> =>
  updateUser(db, id, patch);

/** Revokes the account's session `sessionId`, or all of them; how many were live. */
export const revokeAccountSessions = (db: Db, userId: string, now: number, sessionId?: string) =>
  accounts.revokeSessions(db, userId, now, sessionId);

/** Writes the account's row, changing nothing: its PostgreSQL row lock is held until commit. */
export const lockAccountRow = (trx: Db, userId: string): Promise<void> => accounts.touchUserRow(trx, userId);

export interface AccountContact {
  username: string;
  name: string;
  timezone: string;
}

const CONTACTS_AT_ONCE = 500;

/** Whom to write to, by account id (those that exist): address (username), name and time zone. */
export async function accountContacts(db: Db, ids: readonly string[]): Promise<Map<string, AccountContact>> {
  const unique = [...new Set(ids)];
  const contacts = new Map<string, AccountContact>();
  // a group's members may be thousands: asked in slices, well under either engine's parameter limit
  for (let i = 0; i < unique.length; i += CONTACTS_AT_ONCE) {
    for (const { id, ...contact } of await accounts.contactsOf(db, unique.slice(i, i + CONTACTS_AT_ONCE)))
      contacts.set(id, contact);
  }
  return contacts;
}

/** How many accounts hold each role; a role nobody holds is absent. */
export async function accountsPerRole(db: Db): Promise<Map<string, number>> {
  const rows = await accounts.countUsersByRole(db);
  return new Map(rows.map((r) => [r.role_code, Number(r.n)]));
}

/** Whether any account holds the role (a role still held is not deleted). */
export const roleHeld = (db: Db, role: string): Promise<boolean> => accounts.roleIsHeld(db, role);

/** Who a message addressed to a role reaches: its verified, active accounts (id and username). */
export const activeAccountsOfRole = (db: Db, role: string) => accounts.activeUsersOfRole(db, role);

/**
 * The member a payment is for, with whether their role is staff (the back office's roles say);
 * undefined when the account, or its role, is gone.
 */
export async function findPayingMember(deps: AccountsDeps, id: string) {
  const user = await accounts.findPayingUser(deps.db, id);
  if (!user) return undefined;
  const staff = await deps.access.isStaffRole(deps.db, user.role_code);
  return staff === undefined ? undefined : { ...user, is_staff: staff };
}

/** Writes the member's update time first in a transaction, so two payments of one member queue there. */
export const stampAccount = (db: Db, userId: string, now: number): Promise<void> =>
  accounts.stampUser(db, userId, now);

/** Moves a member to another role, only from `fromRoles`; whether it moved. */
export const moveRole = (db: Db, userId: string, fromRoles: string[], role: string, now: number) =>
  accounts.setRole(db, userId, fromRoles, role, now);
