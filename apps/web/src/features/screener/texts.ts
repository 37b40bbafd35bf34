import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The screener's texts are their own namespace (`screener:...`) shipped inside the screener's lazy
 * chunks: the landing page's first download (a 250 KB budget) carries only the texts every visitor
 * needs. Every screener module imports this file, so the texts are there before its first render.
 */
export const SCREENER_NS = 'screener';
export const SCREENER_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(SCREENER_TEXTS))
    i18n.addResourceBundle(lng, SCREENER_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
