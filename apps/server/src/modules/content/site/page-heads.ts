import { type ContentKind, type ContentListItem, contentCodeSchema } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { isAppError } from '../../../platform/errors';
import type { PageAnswer, PageHead, PageRoute } from '../../../platform/module';
import { contentAnswersOf } from '../content.cache';
import * as content from '../content.service';
import {
  alternatesOf,
  contentFileUrl,
  descriptionOf,
  documentationPath,
  inLanguage,
  languageOf,
  newsPath,
  OG_LOCALE,
  type SiteConfig,
  type SiteLanguage,
  siteImageUrl,
  siteUrl,
} from './site-urls';

/**
 * The heads of the public content pages (the web app's routes), written by the server so search
 * engines and shared links read each page's title, description, languages and image without running
 * JavaScript. A hidden or unknown item answers 404 and says nothing of it.
 */
type PageDeps = Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'config'>;

/** What a page that lists or gathers items is called and says of itself, in each language. */
const SECTION_WORDS: Record<string, Record<SiteLanguage, { title: string; description: string }>> = {
  news: {
    en: { title: 'News', description: 'What is new in {site}: releases, features and announcements.' },
    vi: { title: 'Tin tức', description: 'Tin mới của {site}: phiên bản, tính năng và thông báo.' },
  },
  documentation: {
    en: {
      title: 'Documentation',
      description:
        'How to use {site}: markets, filters, statistics, notifications, plans and the API for developers.',
    },
    vi: {
      title: 'Tài liệu',
      description:
        'Cách dùng {site}: thị trường, bộ lọc, thống kê, thông báo, gói dịch vụ và API cho lập trình viên.',
    },
  },
  policy: {
    en: {
      title: 'Privacy policy and terms',
      description: 'What {site} stores, why, and the terms of using it.',
    },
    vi: {
      title: 'Chính sách bảo mật và điều khoản',
      description: '{site} lưu những gì, vì sao, và các điều khoản sử dụng.',
    },
  },
  faqs: {
    en: { title: 'Frequently asked questions', description: 'Answers to the common questions about {site}.' },
    vi: { title: 'Câu hỏi thường gặp', description: 'Giải đáp những câu hỏi thường gặp về {site}.' },
  },
  about: {
    en: {
      title: 'About',
      description: 'About {site}: crypto screening with indicators, filters, statistics and notifications.',
    },
    vi: {
      title: 'Giới thiệu',
      description: 'Giới thiệu {site}: sàng lọc tiền mã hóa bằng chỉ báo, bộ lọc, thống kê và thông báo.',
    },
  },
};

const titled = (config: SiteConfig, title: string) => `${title} | ${config.siteName}`;

function headOf(
  config: SiteConfig,
  path: string,
  lang: SiteLanguage,
  page: { title: string; description: string; type: PageHead['type']; cover?: string | null },
): PageHead {
  return {
    title: titled(config, page.title),
    description: page.description,
    canonical: siteUrl(config, path, lang),
    alternates: alternatesOf(config, path),
    type: page.type,
    image: page.cover ? contentFileUrl(config, page.cover) : siteImageUrl(config),
    locale: OG_LOCALE[lang],
    lang,
    siteName: config.siteName,
  };
}

/** Thrown inside a cached computation so that a hidden or unknown item's 404 is not kept. */
class NotLive extends Error {}

/** A live item; NotLive when it is hidden or unknown. */
async function liveItem(deps: PageDeps, kind: ContentKind, code: string) {
  try {
    return await content.getContent(deps, kind, code, false);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw new NotLive();
    throw error;
  }
}

/** The page of one item: its words, its cover, or 404. */
const itemPage =
  (kind: ContentKind, pathOf: (code: string) => string, type: PageHead['type']): PageRoute['render'] =>
  async (deps, request) => {
    const lang = languageOf(request.query.lang);
    const code = request.params.code;
    if (!contentCodeSchema.safeParse(code).success) return { status: 404 };
    try {
      return await contentAnswersOf(deps).value<PageAnswer>(`page:${kind}/${code}?lang=${lang}`, async () => {
        const item = await liveItem(deps, kind, code as string);
        return {
          status: 200,
          head: headOf(deps.config, pathOf(item.code), lang, {
            title: inLanguage(item.title, lang),
            description: descriptionOf(item, lang),
            type,
            cover: item.cover,
          }),
        };
      });
    } catch (error) {
      if (error instanceof NotLive) return { status: 404 };
      throw error;
    }
  };

/**
 * A section's page: its own words; for a page written as one item (about), that item's title,
 * description and cover when it is live.
 */
const sectionPage =
  (section: keyof typeof SECTION_WORDS, path: string, single?: ContentKind): PageRoute['render'] =>
  (deps, request) => {
    const lang = languageOf(request.query.lang);
    return contentAnswersOf(deps).value<PageAnswer>(`page:${path}?lang=${lang}`, async () => {
      const words = SECTION_WORDS[section]![lang];
      const fill = (text: string) => text.replaceAll('{site}', deps.config.siteName);
      let item: ContentListItem | undefined;
      if (single) {
        const page = await content.listContent(deps, single, { page: 1, pageSize: 1, view: 'full' }, false);
        item = page.data[0];
      }
      return {
        status: 200,
        head: headOf(deps.config, path, lang, {
          title: item ? inLanguage(item.title, lang) : words.title,
          description: item ? descriptionOf(item, lang) || fill(words.description) : fill(words.description),
          type: 'website',
          cover: item?.cover ?? null,
        }),
      };
    });
  };

export const CONTENT_PAGES: PageRoute[] = [
  { path: '/new/:code', render: itemPage('news', newsPath, 'article') },
  { path: '/news', render: sectionPage('news', '/news') },
  { path: '/documentation', render: sectionPage('documentation', '/documentation') },
  { path: '/documentation/:code', render: itemPage('documentation', documentationPath, 'article') },
  { path: '/policy', render: sectionPage('policy', '/policy') },
  { path: '/faqs', render: sectionPage('faqs', '/faqs') },
  { path: '/about', render: sectionPage('about', '/about', 'about') },
];
