import type { AppDeps } from '../../../platform/app-deps';
import { type LiveEntry, liveEntries } from './site.repository';
import {
  alternatesOf,
  documentationPath,
  newsPath,
  SITE_LANGUAGES,
  type SiteConfig,
  siteUrl,
} from './site-urls';
import { escapeXml, XML_DECLARATION } from './site-xml';

/**
 * /sitemap.xml: every public page in each language (`?lang=en`, `?lang=vi`), each naming its other
 * languages, with its last change: the site's fixed pages (their last change is their items') and
 * every live documentation page and news item. Drafts and scheduled items are not live: not listed.
 */
type SitemapDeps = Pick<AppDeps, 'db' | 'clock'> & { config: SiteConfig };

interface SitePage {
  path: string;
  lastmod: number | null;
}

const newest = (entries: readonly LiveEntry[], kinds?: readonly string[]): number | null => {
  let at: number | null = null;
  for (const e of entries) if (!kinds || kinds.includes(e.kind)) at = Math.max(at ?? 0, e.updatedAt);
  return at;
};

/** The site's pages, from its live items. */
export function sitePages(entries: readonly LiveEntry[]): SitePage[] {
  return [
    // the landing shows the newest news and links the documentation
    { path: '/', lastmod: newest(entries, ['news', 'documentation']) },
    { path: '/about', lastmod: newest(entries, ['about']) },
    { path: '/faqs', lastmod: newest(entries, ['faq']) },
    { path: '/policy', lastmod: newest(entries, ['policy']) },
    { path: '/documentation', lastmod: newest(entries, ['documentation']) },
    { path: '/news', lastmod: newest(entries, ['news']) },
    ...entries
      .filter((e) => e.kind === 'documentation')
      .map((e) => ({ path: documentationPath(e.code), lastmod: e.updatedAt })),
    ...entries
      .filter((e) => e.kind === 'news')
      .map((e) => ({ path: newsPath(e.code), lastmod: e.updatedAt })),
  ];
}

export async function renderSitemap(deps: SitemapDeps): Promise<string> {
  const pages = sitePages(await liveEntries(deps.db, deps.clock.now()));
  const urls = pages.flatMap((page) => {
    const links = alternatesOf(deps.config, page.path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    const lastmod = page.lastmod === null ? '' : `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>`;
    return SITE_LANGUAGES.map(
      (lang) => `<url><loc>${escapeXml(siteUrl(deps.config, page.path, lang))}</loc>${lastmod}${links}</url>`,
    );
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: the public site is open; the dashboard and the API are not for crawlers. */
export const renderRobots = (config: SiteConfig & { servicePrefix: string }): string =>
  [
    'User-agent: *',
    'Allow: /',
    `Disallow: /${config.servicePrefix}$`,
    `Disallow: /${config.servicePrefix}/`,
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
