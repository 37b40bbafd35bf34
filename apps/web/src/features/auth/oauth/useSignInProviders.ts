import { type OAuthProvider, oauthProviderSchema } from '@bitdata/contracts/oauth';
import { useQuery } from '@tanstack/react-query';
import { passkeysApi } from '../passkeys/passkeys.api';

export interface OfferedProvider {
  id: OAuthProvider;
  /** The button's label: the brand, or the operator's name for their own OpenID Connect server. */
  name: string;
}

/**
 * The providers this server offers for signing in, as GET /auth/providers lists them (the same query
 * the passkey button reads). An id this build does not know is left out rather than shown unusable.
 */
export function useSignInProviders(): { providers: OfferedProvider[]; settled: boolean } {
  const query = useQuery({ queryKey: ['auth', 'providers'], queryFn: passkeysApi.providers });
  const providers = (query.data?.providers ?? []).flatMap(({ id, name }) => {
    const known = oauthProviderSchema.safeParse(id);
    return known.success ? [{ id: known.data, name }] : [];
  });
  return { providers, settled: !query.isPending };
}
