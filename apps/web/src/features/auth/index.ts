/** The sign-in feature's door: the session and permission hooks, the return-to login address, the captcha. */
export { useCaptcha } from './captcha/useCaptcha';
export { useAuth } from './hooks/useAuth';
export { useCan } from './hooks/useCan';
export { loginPathFor } from './return-to';
