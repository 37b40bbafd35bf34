import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The events screens keep their texts in their own namespace (`events:...`), loaded with their
 * chunks. Every module of this feature imports this file.
 */
export const EVENTS_NS = 'events';
export const EVENTS_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(EVENTS_TEXTS))
    i18n.addResourceBundle(lng, EVENTS_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
