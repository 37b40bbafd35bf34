import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema';

/**
 * What the access check (auth) reads of roles, groups, their grants and the menus, which the back
 * office owns and edits. The back office imports auth (the caller of each of its requests), so auth
 * cannot import it back: the back office provides this and the bootstrap puts it in AppDeps. Every
 * read takes the handle to read through, so a caller inside a transaction passes its transaction.
 */
export type AccessDb = Kysely<Database> | Transaction<Database>;

/** One level a role or a group holds on a resource (document). */
export interface AccessGrant {
  resource: string;
  level: number;
}

/** A field that a role's or a group's grant hides in a document. */
export interface HiddenField {
  document: string;
  field: string;
}

/** Whose grant: a role's or a back-office group's. */
export type GrantHolder = 'role' | 'group';

/**
 * A menu section (parent_id null) or item, as the back office stores it (its `menu_nodes` rows have
 * this shape); roles and groups are JSON lists of codes.
 */
export interface MenuNode {
  id: string;
  kind: string;
  parent_id: string | null;
  title_en: string;
  title_vi: string;
  path: string;
  icon: string;
  service: string;
  url_dynamic: number;
  document: string | null;
  sort_order: number;
  roles: string;
  groups: string;
  created_at: number;
  updated_at: number;
}

export interface AccessSource {
  /** The levels the role holds, per resource. */
  grantsOfRole(db: AccessDb, role: string): Promise<AccessGrant[]>;
  /** The levels the back-office group holds, per resource. */
  grantsOfGroup(db: AccessDb, group: string): Promise<AccessGrant[]>;
  /** The fields the role's or the group's grant hides, per document. */
  hiddenFieldsOf(db: AccessDb, holder: GrantHolder, code: string): Promise<HiddenField[]>;
  /** The codes of the groups the user belongs to, sorted. */
  groupsOfUser(db: AccessDb, userId: string): Promise<string[]>;
  /** The ids of the group's members. */
  membersOfGroup(db: AccessDb, group: string): Promise<string[]>;
  /** Whether the role is a staff role; undefined when there is no such role. */
  isStaffRole(db: AccessDb, role: string): Promise<boolean | undefined>;
  /** Every menu node, in display order among siblings. */
  menuNodes(db: AccessDb): Promise<MenuNode[]>;
}
