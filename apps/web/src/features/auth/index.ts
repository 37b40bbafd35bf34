/**
 * The sign-in feature's door: the session (its provider and context, the guard of signed-in screens,
 * the stored session's housekeeping), the session and permission hooks, the return-to login address,
 * the captcha.
 */
export { AuthContext, AuthProvider } from './AuthContext';
export { purgeExpiredEntries } from './auth-storage';
export { useCaptcha } from './captcha/useCaptcha';
export { AuthGuard } from './guards';
export { useAuth } from './hooks/useAuth';
export { useCan } from './hooks/useCan';
export { loginPathFor } from './return-to';
