import type { AuthUser, LoginBody, Profile, ProfileUpdateBody, SignupBody } from '@bitdata/contracts/auth';
import type { ConfigurationQuery } from '@bitdata/contracts/configuration';
import { CONFIGURATION_ENDPOINTS } from '@bitdata/contracts/configuration.endpoints';
import type { ContactBody, PageViewBody } from '@bitdata/contracts/site';
import { SITE_ENDPOINTS } from '@bitdata/contracts/site.endpoints';
import { api, expectData } from './client';
import { callData } from './endpoint-call';

/** Typed calls of the API map. Auth forms show answers themselves, so their calls are `silent`. */

export interface MessageAnswer {
  message: string;
  key: string;
}

export type CaptchaAnswer = { provider: 'off' } | Record<string, unknown>;

export const authApi = {
  captcha: async () =>
    expectData(await api().get<CaptchaAnswer>('/auth/captcha', { cache: false, silent: true })),
  login: async (body: LoginBody) =>
    expectData(
      await api().post<{ accessToken: string; user: AuthUser; firstSignIn?: boolean }>(
        '/auth/loginV1',
        body,
        {
          query: { zip: true },
          silent: true,
        },
      ),
    ),
  signup: async (body: SignupBody) =>
    expectData(await api().post<AuthUser>('/auth/signupV1', body, { silent: true })),
  verify: async (username: string, codeVerify: string) =>
    expectData(await api().post<MessageAnswer>('/auth/verify', { username, codeVerify }, { silent: true })),
  resendVerification: async (username: string, tokenGG?: string) =>
    expectData(
      await api().post<MessageAnswer>('/auth/resend-verification', { username, tokenGG }, { silent: true }),
    ),
  forgotPassword: async (username: string, tokenGG?: string) =>
    expectData(
      await api().post<MessageAnswer>('/auth/password/forgot', { username, tokenGG }, { silent: true }),
    ),
  resetPassword: async (body: { token: string; password: string; confirmPassword: string }) =>
    expectData(await api().post<MessageAnswer>('/auth/password/reset', body, { silent: true })),
  changePassword: async (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    expectData(await api().post<MessageAnswer>('/auth/password/change', body)),
  me: async () => expectData(await api().get<AuthUser>('/auth/me', { cache: false })),
  logout: async () => expectData(await api().post<{ ok: true }>('/auth/logout', {}, { silent: true })),
  profile: async () => expectData(await api().get<Profile>('/auth/profile', { cache: false })),
  updateProfile: async (body: ProfileUpdateBody) =>
    expectData(await api().put<AuthUser>('/auth/profile', body, { document: 'user' })),
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
