import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The forms designer and renderer keep their texts in their own namespace (`forms:...`), loaded with
 * their chunks. Every module of this feature imports this file.
 */
export const FORMS_NS = 'forms';
export const FORMS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(FORMS_TEXTS))
    i18n.addResourceBundle(lng, FORMS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
