import type { ContentItem } from '@bitdata/contracts/content';
import { useTranslation } from 'react-i18next';

export type ContentLanguage = 'en' | 'vi';
interface Bilingual {
  en: string;
  vi: string;
}

/** The reader's language for content: Vietnamese when the screens are, English otherwise. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'vi' ? 'vi' : 'en';
}

/** The text in `lang`; the English one while the Vietnamese translation is pending (empty). */
export const pickText = (text: Bilingual, lang: ContentLanguage): string =>
  lang === 'vi' && text.vi.trim() !== '' ? text.vi : text.en;

/**
 * An item's words in the reader's language, each falling back to English on its own, and the
 * language the body is actually written in (the page's `lang` attribute for screen readers).
 */
export function localized(
  item: Pick<ContentItem, 'title' | 'summary'> & { body?: ContentItem['body'] },
  lang: ContentLanguage,
) {
  // a list's item asked for as a summary has no body
  const written = item.body ?? { en: '', vi: '' };
  const body = pickText(written, lang);
  return {
    title: pickText(item.title, lang),
    summary: pickText(item.summary, lang),
    body,
    bodyLang: (lang === 'vi' && written.vi.trim() !== '' ? 'vi' : 'en') as ContentLanguage,
  };
}
