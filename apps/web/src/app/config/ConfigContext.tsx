import type { PublicConfig } from '@bitdata/contracts/public';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigContext');
  return config;
}

/** The site name always comes from the server's SITE_NAME. */
export function useSiteName(): string {
  return useContext(ConfigContext)?.siteName ?? '';
}

/** Version label; the server's version when known, else the one this build was made from. */
export function useVersionLabel(): string {
  const version = useContext(ConfigContext)?.version || __APP_VERSION__;
  return `v${version.replace(/^v/, '')}`;
}
