import { SERVICE_PREFIX } from '../api/config';

/** The web app's route paths; `{service}` is the server's SERVICE_PREFIX, read from the page at start. */
const service = `/${SERVICE_PREFIX}`;

export const PATHS = {
  home: '/',
  about: '/about',
  aboutUs: '/about-us',
  contact: '/contact',
  contactUs: '/contact-us',
  faqs: '/faqs',
  policy: '/policy',
  components: '/components',
  documentation: '/documentation',
  documentationPage: (code: string) => `/documentation/${encodeURIComponent(code)}`,
  pricing: '/pricing',
  payment: '/payment',
  crypto: '/crypto',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  page404: '/404',
  page500: '/500',
  news: (code: string) => `/new/${encodeURIComponent(code)}`,
  newsList: '/news',
  statistic: `${service}/statistic`,
  auth: {
    login: `${service}/auth/login`,
    register: `${service}/auth/register`,
    verifyAccount: `${service}/auth/verify/account`,
    resetPassword: '/auth/reset-password',
    verify: '/auth/verify',
  },
  dashboard: {
    root: service,
    account: `${service}/user/account`,
    statistic: `${service}/statistic`,
    filter: `${service}/filter`,
    filterCreate: `${service}/filter/create`,
    markets: `${service}/crypto`,
  },
  service,
} as const;
