import type { OAuthProvider } from '@bitdata/contracts';
import type { AppConfig } from '../../../../config';
import { facebookProvider } from './facebook';
import { googleProvider, openIdProvider } from './openid';
import type { ProviderAdapter } from './provider';
import { xProvider } from './x';

/** The configured providers, by id, in the order the login screen shows their buttons. */
export type ProviderRegistry = ReadonlyMap<OAuthProvider, ProviderAdapter>;

export function providerRegistryOf(config: Pick<AppConfig, 'auth'>): ProviderRegistry {
  const { google, facebook, x, oidc } = config.auth.providers;
  const adapters: ProviderAdapter[] = [];
  if (google) adapters.push(googleProvider(google));
  if (facebook?.clientSecret)
    adapters.push(facebookProvider({ clientId: facebook.clientId, clientSecret: facebook.clientSecret }));
  if (x?.clientSecret) adapters.push(xProvider({ clientId: x.clientId, clientSecret: x.clientSecret }));
  if (oidc?.issuer)
    adapters.push(
      openIdProvider({
        id: 'oidc',
        name: oidc.name ?? 'OpenID Connect',
        issuer: oidc.issuer,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
      }),
    );
  return new Map(adapters.map((a) => [a.id, a]));
}

const registries = new WeakMap<object, ProviderRegistry>();

/**
 * The providers of one running app (built once from its frozen config, so a discovery is cached for
 * the life of the process).
 */
export function providersOf(deps: { config: Pick<AppConfig, 'auth'> }): ProviderRegistry {
  let registry = registries.get(deps.config);
  if (!registry) {
    registry = providerRegistryOf(deps.config);
    registries.set(deps.config, registry);
  }
  return registry;
}
