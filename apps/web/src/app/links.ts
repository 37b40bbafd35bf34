import { PATHS } from './paths';

/** The public top menu; labels are i18n keys. */
export const PUBLIC_NAV = [
  { key: 'nav.home', to: PATHS.home },
  { key: 'nav.markets', to: PATHS.crypto },
  { key: 'nav.dashboard', to: PATHS.dashboard.root },
  { key: 'nav.statisticFilter', to: PATHS.statistic },
  { key: 'nav.documentation', to: PATHS.documentation },
  { key: 'nav.privacyPolicy', to: PATHS.policy },
] as const;
