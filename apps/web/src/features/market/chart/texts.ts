import { i18n } from '../../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The chart's texts (legend, pane titles, built intervals) are their own namespace (`chart:...`),
 * shipped with the market detail's lazy chunks, not in the landing page's first download.
 */
export const CHART_NS = 'chart';
export const CHART_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(CHART_TEXTS))
    i18n.addResourceBundle(lng, CHART_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
