import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const ImportListPage = lazyNamed(() => import('./pages/ImportListPage'), 'ImportListPage');
const ImportCreatePage = lazyNamed(() => import('./pages/ImportCreatePage'), 'ImportCreatePage');
const ImportDetailPage = lazyNamed(() => import('./pages/ImportDetailPage'), 'ImportDetailPage');

/** The imports of workbooks into a document: import, import/create, import/{id}. */
export const importRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'import', element: <ImportListPage />, ...titled('backofficeImport.titles.list') },
    { path: 'import/create', element: <ImportCreatePage />, ...titled('backofficeImport.titles.create') },
    { path: 'import/:id', element: <ImportDetailPage />, ...titled('backofficeImport.titles.detail') },
  ],
};
