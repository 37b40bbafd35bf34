import { type ContentListItem, contentFilePath, type Language } from '@bitdata/contracts';
import type { AppConfig } from '../../../config';

/**
 * The public site's addresses and words as crawlers and shared links see them: absolute URLs from
 * PUBLIC_URL, one per language (`?lang=en|vi`, which the web app honours), and an item's text in a
 * language (the English one while the translation is pending).
 */
export type SiteConfig = Pick<AppConfig, 'publicUrl' | 'apiPrefix' | 'siteName'>;

export const SITE_LANGUAGES = ['en', 'vi'] as const satisfies readonly Language[];
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Open Graph locales of the languages. */
export const OG_LOCALE: Record<SiteLanguage, string> = { en: 'en_US', vi: 'vi_VN' };

/** The language a URL's `?lang=` asks for; English without one (the product's default). */
export const languageOf = (lang: string | undefined): SiteLanguage => (lang === 'vi' ? 'vi' : 'en');

/** The absolute URL of a site path in a language, or without one (x-default: the visitor's choice). */
export const siteUrl = (config: SiteConfig, path: string, lang?: SiteLanguage): string =>
  `${config.publicUrl}${path}${lang ? `?lang=${lang}` : ''}`;

/** The `hreflang` alternates of a page: each language, and x-default without one. */
export const alternatesOf = (config: SiteConfig, path: string) => [
  ...SITE_LANGUAGES.map((lang) => ({ hreflang: lang, href: siteUrl(config, path, lang) })),
  { hreflang: 'x-default', href: siteUrl(config, path) },
];

/** Where a content file (a cover) is served to anybody. */
export const contentFileUrl = (config: SiteConfig, fileId: string): string =>
  `${config.publicUrl}${config.apiPrefix}${contentFilePath(fileId)}`;

/** The image shared links show for a page without a cover of its own. */
export const SITE_IMAGE_PATH = '/og-image.png';
export const siteImageUrl = (config: SiteConfig) => `${config.publicUrl}${SITE_IMAGE_PATH}`;

export const newsPath = (code: string) => `/new/${encodeURIComponent(code)}`;
export const documentationPath = (code: string) => `/documentation/${encodeURIComponent(code)}`;

/** A bilingual text in `lang`, the English one where the Vietnamese is not written yet. */
export const inLanguage = (text: { en: string; vi: string }, lang: SiteLanguage): string =>
  (lang === 'vi' && text.vi.trim() !== '' ? text.vi : text.en).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of cleaned HTML as plain text: tags dropped, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description's length: what search results show of it. */
const DESCRIPTION_MAX = 160;

/** At most `max` characters, cut at a word with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An item's description in `lang`: its summary, else the start of its text. */
export const descriptionOf = (item: Pick<ContentListItem, 'summary' | 'body'>, lang: SiteLanguage): string =>
  shorten(inLanguage(item.summary, lang) || plainText(item.body ? inLanguage(item.body, lang) : ''));
