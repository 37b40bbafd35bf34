import type { LoginBody, ProfileUpdateBody, SignupBody } from '@bitdata/contracts/auth';
import { AUTH_ENDPOINTS as AUTH } from '@bitdata/contracts/auth.endpoints';
import type { ConfigurationQuery } from '@bitdata/contracts/configuration';
import { CONFIGURATION_ENDPOINTS } from '@bitdata/contracts/configuration.endpoints';
import type { ContactBody, PageViewBody } from '@bitdata/contracts/site';
import { SITE_ENDPOINTS } from '@bitdata/contracts/site.endpoints';
import { callData, type DataOf } from './endpoint-call';

/** Typed calls of the API map. Auth forms show answers themselves, so their calls are `silent`. */

export type MessageAnswer = DataOf<typeof AUTH.verify>;

export type CaptchaAnswer = DataOf<typeof AUTH.captcha>;

const quiet = { silent: true } as const;

export const authApi = {
  captcha: () => callData(AUTH.captcha, {}, { cache: false, silent: true }),
  /** The spec's login call asks for its answer zipped (`zip=true`): a flag of the transport. */
  login: (body: LoginBody) => callData(AUTH.login, { body }, { zip: true, silent: true }),
  signup: (body: SignupBody) => callData(AUTH.signup, { body }, quiet),
  verify: (username: string, codeVerify: string) =>
    callData(AUTH.verify, { body: { username, codeVerify } }, quiet),
  resendVerification: (username: string, tokenGG?: string) =>
    callData(AUTH.resendVerification, { body: { username, tokenGG } }, quiet),
  forgotPassword: (username: string, tokenGG?: string) =>
    callData(AUTH.forgotPassword, { body: { username, tokenGG } }, quiet),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    callData(AUTH.resetPassword, { body }, quiet),
  changePassword: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    callData(AUTH.changePassword, { body }),
  me: () => callData(AUTH.me, {}, { cache: false }),
  logout: () => callData(AUTH.logout, {}, quiet),
  profile: () => callData(AUTH.profile, {}, { cache: false }),
  updateProfile: (body: ProfileUpdateBody) => callData(AUTH.updateProfile, { body }),
};

/** The public site's calls, through their declarations in the contracts; they change no cached data. */
const quietWrite = { silent: true, invalidate: false } as const;

export const siteApi = {
  pageView: (body: PageViewBody) => callData(SITE_ENDPOINTS.pageView, { body }, quietWrite),
  contact: (body: ContactBody) => callData(SITE_ENDPOINTS.contact, { body }, quietWrite),
};

const CACHE_CONFIGURATION_QUERY: ConfigurationQuery = { active: 'true', document: 'cache configuration' };

export const configurationApi = {
  /** The operator's cache rules; read fresh (never from the cache it configures) and quietly. */
  cacheRules: () =>
    callData(
      CONFIGURATION_ENDPOINTS.list,
      { query: CACHE_CONFIGURATION_QUERY },
      { cache: false, silent: true },
    ),
};
