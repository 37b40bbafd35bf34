import * as accounts from './accounts.repository';
import { type Db, findUserById, insertUser, type UserRow, updateUser } from './auth.repository';

/**
 * Accounts for the modules that administer or change them: the users module (the back office's user
 * list, create, edit, block, sessions), payments (a paid plan's role) and every member-counted write
 * (the member's lock). The `users` table and its sessions are auth's; the others come here, passing
 * their transaction when they have one.
 */
export type AccountRow = UserRow;
export type AccountListFilter = accounts.UserListFilter;
export type AccountPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'role_code' | 'status' | 'updated_at'>>;

/** One page of accounts (newest first) and the total matching the filter. */
export const listAccounts = (db: Db, filter: AccountListFilter) => accounts.listUsers(db, filter);

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

/** The member a payment is for, with whether their role is staff. */
export const findPayingMember = (db: Db, id: string) => accounts.findUserWithRole(db, id);

/** Writes the member's update time first in a transaction, so two payments of one member queue there. */
export const stampAccount = (db: Db, userId: string, now: number): Promise<void> =>
  accounts.stampUser(db, userId, now);

/** Moves a member to another role, only from `fromRoles`; whether it moved. */
export const moveRole = (db: Db, userId: string, fromRoles: string[], role: string, now: number) =>
  accounts.setRole(db, userId, fromRoles, role, now);
