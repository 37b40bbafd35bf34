import type { LocalizedText } from '@bitdata/contracts/backoffice/documents';

/** An operator's text in the reader's language (Vietnamese or English). */
export const localized = (text: LocalizedText | undefined, language: string) =>
  text ? (language.startsWith('vi') ? text.vi : text.en) || text.en : '';
