import type { ModuleManifest } from '../../platform/module';
import { contentRoutes } from './content.routes';
import { seedContent } from './content.seed';
import { contentFilesRoutes } from './files/content-files.routes';
import { migrations } from './migrations';
import { CONTENT_PAGES } from './site/page-heads';
import { siteFilesRoutes } from './site/site-files.routes';

/**
 * The public site's words: news, documentation, FAQ, the privacy policy and the about page, written
 * and published by operators in English and Vietnamese, every save kept as a revision.
 */
export const contentModule: ModuleManifest = {
  name: 'content',
  migrations,
  seed: seedContent,
  // its files' route first: `/content/files/:id` is not an item's address
  routes: [contentFilesRoutes, contentRoutes],
  // the public pages' heads, and the sitemap, robots.txt and news feeds at the site's root
  pages: CONTENT_PAGES,
  siteRoutes: [siteFilesRoutes],
};
