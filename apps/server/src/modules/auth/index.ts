import type { ModuleManifest } from '../../platform/module';
import { accessControl } from './auth.guard';
import { registerAccountJobs, registerAuthJobs } from './auth.handlers';
import { authRoutes } from './auth.routes';
import { migrations } from './migrations';
import { oauthRoutes } from './oauth/oauth.routes';
import { passkeyRoutes } from './passkeys/passkeys.routes';

/** Sign-up, sign-in (password, passkeys, outside providers), sessions and the access check every route passes (registered first). */
export const authModule: ModuleManifest = {
  name: 'auth',
  migrations,
  jobs: [registerAuthJobs, registerAccountJobs],
  routes: [accessControl, authRoutes, passkeyRoutes, oauthRoutes],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in). Auth owns
// the accounts (users, sessions, tokens): the users module and payments read and write them here.
export { liveSessionsOf, sendResetLink } from './account.service';
export {
  type AccountContact,
  type AccountListFilter,
  type AccountPatch,
  type AccountRow,
  type AccountsDeps,
  accountContacts,
  accountsPerRole,
  activeAccountsOfRole,
  findAccount,
  findPayingMember,
  insertAccount,
  lastSignIns,
  listAccounts,
  lockAccountRow,
  moveRole,
  revokeAccountSessions,
  roleHeld,
  stampAccount,
  updateAccount,
} from './accounts.service';
export { authOf, bearerToken, callerOf, permission, signedIn } from './auth.guard';
export {
  type AuthContext,
  authenticate,
  authenticateToken,
  ensureFirstAdministrator,
  groupsChanged,
  membershipChanged,
  menusChanged,
  newUserRow,
  rolesChanged,
  sessionIsLive,
  type Viewer,
  viewerOf,
} from './auth.service';
