import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The users, roles, groups and menus screens' texts are their own namespace (`backofficeAccess:...`)
 * inside the back-office chunks, so the landing page's first download carries none of them. Every
 * module of this feature imports this file, so the texts are there before its first render.
 */
export const ACCESS_NS = 'backofficeAccess';
export const ACCESS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(ACCESS_TEXTS))
    i18n.addResourceBundle(lng, ACCESS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
