import type { AppDeps } from '../../../platform/app-deps';
import * as content from '../content.service';
import {
  descriptionOf,
  inLanguage,
  newsPath,
  type SiteConfig,
  type SiteLanguage,
  siteUrl,
} from './site-urls';
import { escapeXml, XML_DECLARATION } from './site-xml';

/**
 * The news as feeds for readers and aggregators: /news/feed.xml (RSS 2.0) and /news/feed.atom
 * (Atom 1.0), the newest live items first, in the language `?lang=` asks (English by default).
 */
type FeedDeps = Pick<AppDeps, 'db' | 'clock'> & { config: SiteConfig };

/** How many of the newest items a feed carries. */
export const FEED_SIZE = 20;

export const RSS_PATH = '/news/feed.xml';
export const ATOM_PATH = '/news/feed.atom';

const FEED_WORDS: Record<SiteLanguage, { title: string; description: string }> = {
  en: { title: '{site} news', description: 'Releases, features and announcements of {site}.' },
  vi: { title: 'Tin tức {site}', description: 'Phiên bản, tính năng và thông báo của {site}.' },
};

interface FeedEntry {
  title: string;
  link: string;
  description: string;
  published: number;
  updated: number;
}

async function feedOf(deps: FeedDeps, lang: SiteLanguage) {
  const page = await content.listContent(deps, 'news', { page: 1, pageSize: FEED_SIZE, view: 'full' }, false);
  const words = FEED_WORDS[lang];
  const fill = (text: string) => text.replaceAll('{site}', deps.config.siteName);
  const entries: FeedEntry[] = page.data.map((item) => ({
    title: inLanguage(item.title, lang),
    link: siteUrl(deps.config, newsPath(item.code), lang),
    description: descriptionOf(item, lang),
    published: item.publishedAt ?? item.createdAt,
    updated: item.updatedAt,
  }));
  return {
    title: fill(words.title),
    description: fill(words.description),
    home: siteUrl(deps.config, '/news', lang),
    entries,
    // an empty feed changed last when the site started showing none: no better time is known
    updated: Math.max(0, ...entries.map((e) => Math.max(e.published, e.updated))),
  };
}

export async function renderRss(deps: FeedDeps, lang: SiteLanguage): Promise<string> {
  const feed = await feedOf(deps, lang);
  const self = siteUrl(deps.config, RSS_PATH, lang);
  const items = feed.entries.map((e) =>
    [
      '<item>',
      `<title>${escapeXml(e.title)}</title>`,
      `<link>${escapeXml(e.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(e.link)}</guid>`,
      `<pubDate>${new Date(e.published).toUTCString()}</pubDate>`,
      `<description>${escapeXml(e.description)}</description>`,
      '</item>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.home)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${lang}</language>`,
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${new Date(feed.updated).toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function renderAtom(deps: FeedDeps, lang: SiteLanguage): Promise<string> {
  const feed = await feedOf(deps, lang);
  const self = siteUrl(deps.config, ATOM_PATH, lang);
  const iso = (ms: number) => new Date(ms).toISOString();
  const entries = feed.entries.map((e) =>
    [
      '<entry>',
      `<title>${escapeXml(e.title)}</title>`,
      `<id>${escapeXml(e.link)}</id>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
      `<published>${iso(e.published)}</published>`,
      `<updated>${iso(Math.max(e.published, e.updated))}</updated>`,
      `<summary>${escapeXml(e.description)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.description)}</subtitle>`,
    `<id>${escapeXml(self)}</id>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>`,
    `<updated>${iso(feed.updated)}</updated>`,
    `<author><name>${escapeXml(deps.config.siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
