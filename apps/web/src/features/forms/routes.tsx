import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const FormListPage = lazyNamed(() => import('./pages/FormListPage'), 'FormListPage');
const FormEditPage = lazyNamed(() => import('./pages/FormEditPage'), 'FormEditPage');
const RecordEditPage = lazyNamed(() => import('./pages/RecordEditPage'), 'RecordEditPage');

/** Forms: the designer; a document's create and edit screens draw its assigned form. */
export const formsRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'form', element: <FormListPage />, ...titled('backofficeForms.titles.list') },
    { path: 'form/create', element: <FormEditPage />, ...titled('backofficeForms.titles.create') },
    { path: 'form/:id', element: <FormEditPage />, ...titled('backofficeForms.titles.detail') },
    { path: ':document/create', element: <RecordEditPage />, ...titled('backoffice.titles.record') },
    { path: ':document/:id', element: <RecordEditPage />, ...titled('backoffice.titles.record') },
  ],
};
