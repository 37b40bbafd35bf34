import { i18n } from '../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The import and export screens keep their texts in their own namespace (`backofficeImport:...`),
 * loaded with their chunks. Every module of this feature imports this file.
 */
export const IMPORT_NS = 'backofficeImport';
export const IMPORT_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(IMPORT_TEXTS))
    i18n.addResourceBundle(lng, IMPORT_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
