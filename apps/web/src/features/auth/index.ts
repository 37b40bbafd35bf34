/**
 * The sign-in feature's door: the session (its provider and context, the guard of signed-in screens,
 * the stored session's housekeeping), the session and permission hooks, the return-to login address,
 * the captcha, and the member's passkeys (add, list, remove).
 */
export { AuthContext, AuthProvider } from './AuthContext';
export { purgeExpiredEntries } from './auth-storage';
export { useCaptcha } from './captcha/useCaptcha';
export { AuthGuard } from './guards';
export { useAuth } from './hooks/useAuth';
export { useCan } from './hooks/useCan';
export { addPasskey } from './passkeys/add-passkey';
export { passkeysSupported } from './passkeys/passkey-support';
export { type PasskeyItem, passkeysApi } from './passkeys/passkeys.api';
export { usePasskeyErrorText } from './passkeys/usePasskeyErrorText';
export { loginPathFor } from './return-to';
