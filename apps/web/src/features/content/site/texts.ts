import { i18n } from '../../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The public content pages' texts are their own namespace (`contentSite:...`), shipped in the pages'
 * lazy chunks: the landing page's first download carries none of them. Every page of the site imports
 * this file, so the texts are there before its first render.
 */
export const CONTENT_SITE_NS = 'contentSite';
export const CONTENT_SITE_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(CONTENT_SITE_TEXTS))
    i18n.addResourceBundle(lng, CONTENT_SITE_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
