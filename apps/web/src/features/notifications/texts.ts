import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The notification screens' and toasts' texts are their own namespace (`notifications:...`), shipped
 * in the feature's lazy chunks like the screener's: the landing page's first download carries none of
 * them. Every module of the feature imports this file, so the texts are there before its first render.
 */
export const NOTIFICATIONS_NS = 'notifications';
export const NOTIFICATIONS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(NOTIFICATIONS_TEXTS))
    i18n.addResourceBundle(lng, NOTIFICATIONS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
