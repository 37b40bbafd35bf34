import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The statistics screens' texts are their own namespace (`statistics:...`) shipped inside their lazy
 * chunks, like the screener's: the landing page's first download carries none of them. Every
 * statistics module imports this file, so the texts are there before its first render.
 */
export const STATISTICS_NS = 'statistics';
export const STATISTICS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(STATISTICS_TEXTS))
    i18n.addResourceBundle(lng, STATISTICS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
