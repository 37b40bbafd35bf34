import type { LocalizedText } from '@bitdata/contracts/backoffice/documents';

/** The operator's text in the reader's language (Vietnamese for 'vi*', English otherwise). */
export const localized = (text: LocalizedText | undefined, language: string, fallback = ''): string =>
  (language.startsWith('vi') ? text?.vi : text?.en) || text?.en || fallback;
