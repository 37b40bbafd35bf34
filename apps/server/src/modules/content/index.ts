import type { ModuleManifest } from '../../platform/module';
import { contentRoutes } from './content.routes';
import { migrations } from './migrations';

/**
 * The public site's words: news, documentation, FAQ, the privacy policy and the about page, written
 * and published by operators in English and Vietnamese, every save kept as a revision.
 */
export const contentModule: ModuleManifest = {
  name: 'content',
  migrations,
  routes: [contentRoutes],
};
