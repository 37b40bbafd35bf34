import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const TaskSchedulesPage = lazyNamed(() => import('./pages/TaskSchedulesPage'), 'TaskSchedulesPage');

/** /core/taskschedule: the operators' scheduled tasks. */
export const schedulesRoutes: FeatureRoutes = {
  dashboard: [{ path: 'taskschedule', element: <TaskSchedulesPage />, ...titled('schedules.title') }],
};
