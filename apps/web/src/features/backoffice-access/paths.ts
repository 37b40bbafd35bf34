import { PATHS } from '../../app/paths';

const root = PATHS.dashboard.root;
const enc = encodeURIComponent;

/** The addresses of the users, roles, groups and menus screens. */
export const accessPaths = {
  users: `${root}/user`,
  userCreate: `${root}/user/create`,
  user: (id: string) => `${root}/user/${enc(id)}`,
  roles: `${root}/role`,
  roleCreate: `${root}/role/create`,
  role: (code: string) => `${root}/role/${enc(code)}`,
  groups: `${root}/group`,
  groupCreate: `${root}/group/create`,
  group: (code: string) => `${root}/group/${enc(code)}`,
  menus: `${root}/menu`,
} as const;
