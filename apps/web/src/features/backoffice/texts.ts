import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The back office's data screens keep their texts in their own namespace (`backoffice:...`), loaded
 * with their chunks, so the landing page's first download (a 250 KB budget) carries none of them.
 * Every module of this feature imports this file, so the texts are there before its first render.
 */
export const BACKOFFICE_NS = 'backoffice';
export const BACKOFFICE_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(BACKOFFICE_TEXTS))
    i18n.addResourceBundle(lng, BACKOFFICE_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
