import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const EventsPage = lazyNamed(() => import('./pages/EventsPage'), 'EventsPage');
const EventRulePage = lazyNamed(() => import('./pages/EventRulePage'), 'EventRulePage');

/** The event rules, their runs and the activity log: event, event/create, event/{id}. */
export const eventsRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'event', element: <EventsPage />, ...titled('eventsScreen.titles.list') },
    { path: 'event/create', element: <EventRulePage />, ...titled('eventsScreen.titles.create') },
    { path: 'event/:id', element: <EventRulePage />, ...titled('eventsScreen.titles.edit') },
  ],
};
