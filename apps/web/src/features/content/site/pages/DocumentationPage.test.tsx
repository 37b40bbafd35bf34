import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { ContentItem } from '@bitdata/contracts/content';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../i18n';
import { type Handler, installApi, renderWithApp, testUser } from '../../../../test/render';
import { clearSession, saveSession } from '../../../auth/auth-storage';
import { DocumentationPage } from './DocumentationPage';

const doc = (
  code: string,
  parent: string | null,
  order: number,
  extra: Partial<ContentItem> = {},
): ContentItem => ({
  id: `id-${code}`,
  kind: 'documentation',
  code,
  title: { en: `Title ${code}`, vi: `Tiêu đề ${code}` },
  summary: { en: '', vi: '' },
  body: { en: `<h2>Intro of ${code}</h2><p>Words</p><h3>Detail</h3>`, vi: '' },
  status: 'published',
  publishAt: null,
  publishedAt: 1,
  tags: [],
  parent,
  order,
  cover: null,
  author: null,
  createdAt: 1,
  updatedAt: Date.UTC(2026, 11, 1),
  ...extra,
});

const TREE = [
  doc('api', null, 9),
  doc('filters', null, 2),
  doc('getting-started', null, 1),
  doc('markets', 'getting-started', 1),
];

function serve(grants: Grants = {}) {
  if (Object.keys(grants).length) saveSession({ accessToken: 'token', user: testUser({ grants }) }, true);
  const handler: Handler = (_method, path) => {
    if (path === '/auth/me') return { status: 200, body: { data: testUser({ grants }) } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    if (path === '/content/documentation')
      return { status: 200, body: { data: TREE, total: TREE.length, page: 1, pageSize: 100 } };
    const found = TREE.find((d) => path === `/content/documentation/${d.code}`);
    if (found) return { status: 200, body: { data: found } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'contentNotFound' } } };
  };
  return installApi(handler);
}

const show = (path: string) =>
  renderWithApp(<DocumentationPage />, {
    path,
    route: path === '/documentation' ? '/documentation' : '/documentation/:code',
  });

describe('the documentation page', () => {
  afterEach(async () => {
    clearSession();
    await changeLanguage('en');
  });

  it('opens on getting started, with the tree, the contents and the next page in tree order', async () => {
    serve();
    show('/documentation');
    expect(await screen.findByTestId('content-title')).toHaveTextContent('Title getting-started');
    const tree = screen.getByTestId('docs-tree');
    expect(
      within(tree)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Title getting-started', 'Title markets', 'Title filters', 'Title api']);
    expect(within(tree).getByRole('link', { current: 'page' })).toHaveTextContent('Title getting-started');
    const toc = screen.getAllByTestId('docs-toc')[0] as HTMLElement;
    expect(within(toc).getByRole('link', { name: 'Intro of getting-started' })).toHaveAttribute(
      'href',
      '#intro-of-getting-started',
    );
    expect(document.getElementById('intro-of-getting-started')?.tagName).toBe('H2');
    expect(screen.getByTestId('docs-next')).toHaveAttribute('href', '/documentation/markets');
    expect(screen.queryByTestId('docs-previous')).not.toBeInTheDocument();
    expect(screen.queryByTestId('docs-edit')).not.toBeInTheDocument();
    // the tab names the page being read
    expect(document.title).toMatch(/^Title getting-started/);
  });

  it('shows the previous and next pages, and "edit" to those who may edit content', async () => {
    serve({ [RESOURCE.content]: [PERMISSION_LEVEL.view, PERMISSION_LEVEL.edit] });
    show('/documentation/markets');
    expect(await screen.findByTestId('content-title')).toHaveTextContent('Title markets');
    expect(screen.getByTestId('docs-previous')).toHaveAttribute('href', '/documentation/getting-started');
    expect(screen.getByTestId('docs-next')).toHaveAttribute('href', '/documentation/filters');
    expect(await screen.findByTestId('docs-edit')).toHaveAttribute(
      'href',
      '/core/content/documentation/item/markets',
    );
  });

  it('reads Vietnamese where it is written, English where it is not yet', async () => {
    serve();
    await changeLanguage('vi');
    show('/documentation/filters');
    expect(await screen.findByTestId('content-title')).toHaveTextContent('Tiêu đề filters');
    expect(screen.getByTestId('content-body')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('content-body')).toHaveTextContent('Intro of filters');
  });

  it('shows the not-found view for a page that is not published', async () => {
    serve();
    show('/documentation/draft-page');
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
  });
});
