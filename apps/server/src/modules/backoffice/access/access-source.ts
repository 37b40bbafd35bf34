import type { AccessSource } from '../../../platform/access-source';
import { hiddenFieldsOfOwner, levelsOfOwner } from './access.repository';
import { groupCodesOfUser, memberIds } from './groups.repository';
import { listNodes } from './menus.repository';
import { roleIsStaff } from './roles.repository';

/**
 * The back office's roles, groups, grants and menus as the access check reads them: the bootstrap
 * hands this to auth through AppDeps, so these tables stay read and written here only.
 */
export const accessSource: AccessSource = {
  grantsOfRole: (db, role) => levelsOfOwner(db, 'role', role),
  grantsOfGroup: (db, group) => levelsOfOwner(db, 'group', group),
  hiddenFieldsOf: (db, holder, code) => hiddenFieldsOfOwner(db, holder, code),
  groupsOfUser: groupCodesOfUser,
  membersOfGroup: memberIds,
  isStaffRole: roleIsStaff,
  menuNodes: listNodes,
};
