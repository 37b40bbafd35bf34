import { i18n } from '../../../i18n';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The content editor's texts live in their own namespace (`content-editor:...`), loaded with its
 * chunks. Every module of the editor that shows text imports this file.
 */
export const EDITOR_NS = 'content-editor';
export const EDITOR_TEXTS = { en, vi } as const;

function register() {
  for (const [lng, texts] of Object.entries(EDITOR_TEXTS))
    i18n.addResourceBundle(lng, EDITOR_NS, texts, true, true);
}

if (i18n.isInitialized) register();
else i18n.on('initialized', register);
