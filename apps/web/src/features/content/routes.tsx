import type { FeatureRoutes } from '../../app/routing';
import { editorRoutes } from './editor/routes';
import { siteRoutes } from './site/routes';

/** The public site's words: read on the public pages, written in the dashboard. */
export const contentRoutes: FeatureRoutes = {
  public: siteRoutes,
  dashboard: editorRoutes,
};
