import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';

const CollectionListPage = lazyNamed(() => import('./pages/CollectionListPage'), 'CollectionListPage');
const CollectionEditPage = lazyNamed(() => import('./pages/CollectionEditPage'), 'CollectionEditPage');
const DocumentListPage = lazyNamed(() => import('./pages/DocumentListPage'), 'DocumentListPage');
const DocumentEditPage = lazyNamed(() => import('./pages/DocumentEditPage'), 'DocumentEditPage');
const RecordListPage = lazyNamed(() => import('./pages/RecordPages'), 'RecordListPage');
const MasterDataPage = lazyNamed(() => import('./pages/MasterDataPages'), 'MasterDataPage');
const MasterDataCreatePage = lazyNamed(() => import('./pages/MasterDataPages'), 'MasterDataCreatePage');
const MasterDataRecordPage = lazyNamed(() => import('./pages/MasterDataPages'), 'MasterDataRecordPage');

/** A back-office data screen, titled from the "backoffice.titles" texts. */
const bo = (path: string, element: ReactNode, title: string): RouteObject => ({
  path,
  element,
  ...titled(`backoffice.titles.${title}`),
});

/**
 * Back office data: collections, the document designer, master data, and the generic list of any
 * document (its create and edit screens are the forms feature's: they draw the assigned form).
 */
export const backofficeRoutes: FeatureRoutes = {
  dashboard: [
    bo('collection', <CollectionListPage />, 'collections'),
    bo('collection/create', <CollectionEditPage />, 'collection'),
    bo('collection/:id', <CollectionEditPage />, 'collection'),
    bo('document', <DocumentListPage />, 'documents'),
    bo('document/create', <DocumentEditPage />, 'document'),
    bo('document/:id', <DocumentEditPage />, 'document'),
    // The sidebar's "Master data" entry names no collection: the spec's own one.
    bo('master-data', <Navigate to={`${PATHS.service}/master-data/masterdata`} replace />, 'masterData'),
    bo('master-data/:collection', <MasterDataPage />, 'masterData'),
    bo('master-data/create/:collection/:document?', <MasterDataCreatePage />, 'record'),
    bo('master-data/:collection/:id', <MasterDataRecordPage />, 'record'),
    bo(':document', <RecordListPage />, 'records'),
  ],
};
