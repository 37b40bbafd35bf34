import { CONTENT_KINDS } from '@bitdata/contracts/content';
import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../../../app/lazy';
import { titled } from '../../../app/routing';

const ContentListPage = lazyNamed(() => import('./pages/ContentListPage'), 'ContentListPage');
const ContentEditPage = lazyNamed(() => import('./pages/ContentEditPage'), 'ContentEditPage');

/**
 * The dashboard's content screens: the list of each kind, the editor (TipTap, in the editor page's own
 * lazy chunk: the public site never loads it), the revisions beside it.
 */
export const editorRoutes: RouteObject[] = [
  {
    path: 'content',
    element: <Navigate to={CONTENT_KINDS[0]} replace />,
    ...titled('contentEditor.titles.list'),
  },
  { path: 'content/:kind', element: <ContentListPage />, ...titled('contentEditor.titles.list') },
  { path: 'content/:kind/create', element: <ContentEditPage />, ...titled('contentEditor.titles.create') },
  { path: 'content/:kind/item/:code', element: <ContentEditPage />, ...titled('contentEditor.titles.edit') },
];
