/**
 * The sign-in feature's door: the session (its provider and context, the guard of signed-in screens,
 * the stored session's housekeeping), the session and permission hooks, the return-to login address,
 * the captcha, the member's passkeys (add, list, remove) and linked providers (link, list, remove).
 */
export { AuthContext, AuthProvider } from './AuthContext';
export { purgeExpiredEntries } from './auth-storage';
export { useCaptcha } from './captcha/useCaptcha';
export { AuthGuard } from './guards';
export { useAuth } from './hooks/useAuth';
export { useCan } from './hooks/useCan';
export { type IdentityItem, oauthApi } from './oauth/oauth.api';
export { oauthRefusalFrom } from './oauth/oauth-refusal';
export { apiAddress, leaveFor } from './oauth/oauth-start';
export { ProviderMark } from './oauth/ProviderMark';
export { useSignInProviders } from './oauth/useSignInProviders';
export { addPasskey } from './passkeys/add-passkey';
export { passkeysSupported } from './passkeys/passkey-support';
export { type PasskeyItem, passkeysApi } from './passkeys/passkeys.api';
export { usePasskeyErrorText } from './passkeys/usePasskeyErrorText';
export { loginPathFor } from './return-to';
