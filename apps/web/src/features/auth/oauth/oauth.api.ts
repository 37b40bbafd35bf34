import { AUTH_ENDPOINTS as API } from '@bitdata/contracts/auth.endpoints';
import type { OAuthCompleteBody, OAuthProvider } from '@bitdata/contracts/oauth';
import { callData, type DataOf } from '../../../api/endpoint-call';

/**
 * The provider sign-in calls, through their declarations in the contracts. Every code they carry is
 * single-use, so nothing of theirs is cached; the screens show their refusals themselves.
 */
const quiet = { silent: true, invalidate: false } as const;

export type IdentityItem = DataOf<typeof API.identities>['identities'][number];

export const oauthApi = {
  exchange: (code: string) => callData(API.oauthExchange, { body: { code } }, quiet),
  complete: (body: OAuthCompleteBody) => callData(API.oauthComplete, { body }, quiet),
  linkByMail: (linkCode: string) => callData(API.oauthLinkByMail, { body: { linkCode } }, quiet),
  confirmLink: (token: string) => callData(API.oauthConfirmLink, { body: { token } }, quiet),
  linkStart: (provider: OAuthProvider, returnTo: string) =>
    callData(API.oauthLinkStart, { params: { provider }, body: { returnTo } }, { invalidate: false }),
  link: (linkCode: string) => callData(API.linkIdentity, { body: { linkCode } }, { silent: true }),
  identities: () => callData(API.identities, {}, { cache: false }),
  remove: (id: string) => callData(API.removeIdentity, { params: { id } }),
};
