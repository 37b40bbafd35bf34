import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The payment screens' texts are their own namespace (`payments:...`) inside the payment chunks, so
 * the landing page's first download (a 250 KB budget) carries none of them. Every payments module
 * imports this file, so the texts are there before its first render.
 */
export const PAYMENTS_NS = 'payments';
export const PAYMENTS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(PAYMENTS_TEXTS))
    i18n.addResourceBundle(lng, PAYMENTS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
