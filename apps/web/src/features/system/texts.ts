import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The system screen's texts are their own namespace (`system:...`) inside its chunk, so the landing
 * page's first download carries none of them. Every module of this feature imports this file.
 */
export const SYSTEM_NS = 'system';
export const SYSTEM_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(SYSTEM_TEXTS))
    i18n.addResourceBundle(lng, SYSTEM_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
