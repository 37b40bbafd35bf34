import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The task schedules screen's texts are their own namespace (`schedules:...`) inside its chunk, so the
 * landing page's first download carries none of them. Every module of this feature imports this file.
 */
export const SCHEDULES_NS = 'schedules';
export const SCHEDULES_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(SCHEDULES_TEXTS))
    i18n.addResourceBundle(lng, SCHEDULES_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
