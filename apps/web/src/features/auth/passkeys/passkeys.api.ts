import { AUTH_ENDPOINTS as API } from '@bitdata/contracts/auth.endpoints';
import type { PasskeyLoginBody, PasskeyRegisterBody } from '@bitdata/contracts/passkeys';
import { callData, type DataOf } from '../../../api/endpoint-call';

/**
 * The passkey calls, through their declarations in the contracts. Ceremonies hold a one-time
 * challenge, so nothing of theirs is cached; the sign-in call shows its refusal on the form itself.
 */
const fresh = { cache: false } as const;
const quiet = { silent: true, invalidate: false } as const;

export type PasskeyItem = DataOf<typeof API.passkeys>[number];
/** The password login's answer: the access token and the signed-in user. */
export type PasskeyLoginAnswer = DataOf<typeof API.passkeyLogin>;

export const passkeysApi = {
  providers: () => callData(API.providers, {}),
  registerOptions: () => callData(API.passkeyRegisterOptions, {}, { invalidate: false }),
  register: (body: PasskeyRegisterBody) => callData(API.passkeyRegister, { body }),
  loginOptions: () => callData(API.passkeyLoginOptions, {}, quiet),
  login: (body: PasskeyLoginBody) => callData(API.passkeyLogin, { body }, quiet),
  list: () => callData(API.passkeys, {}, fresh),
  remove: (id: string) => callData(API.removePasskey, { params: { id } }),
};
