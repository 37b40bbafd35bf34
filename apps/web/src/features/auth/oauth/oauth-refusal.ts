import {
  OAUTH_ERROR_KEYS,
  type OAuthErrorKey,
  type OAuthProvider,
  oauthProviderSchema,
} from '@bitdata/contracts/oauth';

/** A provider sign-in the server turned back to the login screen, as its address tells. */
export interface OAuthRefusal {
  /** why, a key of MESSAGES; a key this build does not know reads as a failure without a reason */
  error: OAuthErrorKey | 'unknown';
  provider: OAuthProvider | null;
  /** e-mail taken: proves the person owns the account, then links the provider */
  link: string | null;
  /** no verified e-mail: the person gives one to finish signing up */
  complete: string | null;
}

const isErrorKey = (value: string): value is OAuthErrorKey =>
  (OAUTH_ERROR_KEYS as readonly string[]).includes(value);

/** The refusal in a login address's query (`?error=oauthEmailTaken&provider=google&link=…`), if any. */
export function oauthRefusalFrom(search: string): OAuthRefusal | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (!error) return null;
  const provider = oauthProviderSchema.safeParse(params.get('provider'));
  return {
    error: isErrorKey(error) ? error : 'unknown',
    provider: provider.success ? provider.data : null,
    link: params.get('link') || null,
    complete: params.get('complete') || null,
  };
}
