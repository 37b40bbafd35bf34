import { PATHS } from './paths';

/** Public top menu of spec section 2; labels are i18n keys. */
export const PUBLIC_NAV = [
  { key: 'nav.home', to: PATHS.home },
  { key: 'nav.dashboard', to: PATHS.dashboard.root },
  { key: 'nav.statisticFilter', to: PATHS.statistic },
  { key: 'nav.documentation', to: PATHS.documentation },
  { key: 'nav.privacyPolicy', to: PATHS.policy },
] as const;

/**
 * Outside channels of the footer. They are brand settings rather than texts, kept here in one place
 * so an operator can point them at the real accounts.
 */
export const EXTERNAL_LINKS = {
  android: 'https://play.google.com/store/search?q=bitdata&c=apps',
  videoChannel: 'https://www.youtube.com/results?search_query=bitdata+trading+system',
  facebook: 'https://www.facebook.com/',
  x: 'https://x.com/',
  telegram: 'https://t.me/',
} as const;

export const COPYRIGHT_YEAR = 2023;
