import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const SystemPage = lazyNamed(() => import('./pages/SystemPage'), 'SystemPage');

/** /core/system: the operators' view of what runs, waits and failed. */
export const systemRoutes: FeatureRoutes = {
  dashboard: [{ path: 'system', element: <SystemPage />, ...titled('system.title') }],
};
