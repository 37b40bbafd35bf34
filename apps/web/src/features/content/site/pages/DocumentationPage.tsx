import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import EditIcon from '@mui/icons-material/EditOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { formatLongDate } from '../../../../i18n/format';
import { useCan } from '../../../auth';
import { isNotFound, useContentItem, useEveryContent } from '../../api';
import { ContentBody } from '../components/ContentBody';
import { DocsTree } from '../components/DocsTree';
import { NeighbourLinks } from '../components/NeighbourLinks';
import { SearchBox } from '../components/SearchBox';
import { ArticleSkeleton, ContentEmpty, ContentError, ContentNotFound } from '../components/States';
import { TableOfContents } from '../components/TableOfContents';
import { localized, useContentLanguage } from '../localize';
import { editorPathOf } from '../paths';
import { CONTENT_SITE_NS } from '../texts';
import { buildTree, neighbours, treeOrder } from '../tree';
import { useArticle } from '../useArticle';
import { useDocumentTitle } from '../useDocumentTitle';
import { useScrollToHash } from '../useScrollToHash';

/** The page /documentation opens on. */
export const FIRST_DOCUMENTATION_PAGE = 'getting-started';

/**
 * /documentation and /documentation/{code}: the sections' tree beside the page (a drawer on a phone),
 * the page's own headings as a table of contents, and the pages before and after it in the tree.
 * /documentation alone shows the getting-started page, or the tree's first.
 */
export function DocumentationPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const lang = useContentLanguage();
  const { code: asked } = useParams();
  const [drawer, setDrawer] = useState(false);
  const mayEdit = useCan(RESOURCE.content, PERMISSION_LEVEL.edit);
  const every = useEveryContent('documentation', 'summary');
  const tree = useMemo(() => buildTree(every.data ?? []), [every.data]);
  const ordered = useMemo(() => treeOrder(tree), [tree]);
  const code =
    asked ??
    (every.data ? (ordered.find((i) => i.code === FIRST_DOCUMENTATION_PAGE) ?? ordered[0])?.code : undefined);
  const item = useContentItem('documentation', code);
  const text = item.data ? localized(item.data, lang) : null;
  const article = useArticle(text?.body);
  useDocumentTitle(text?.title);
  useScrollToHash(Boolean(item.data));

  if (item.isError && isNotFound(item.error)) return <ContentNotFound />;
  const { previous, next } = code ? neighbours(ordered, code) : { previous: null, next: null };
  const nothing = !asked && every.data && ordered.length === 0;

  const sidebar = every.isError ? (
    <ContentError error={every.error} onRetry={() => void every.refetch()} lead={t('docs.failed')} />
  ) : every.data ? (
    <DocsTree nodes={tree} current={code} label={t('docs.sections')} onNavigate={() => setDrawer(false)} />
  ) : (
    <Stack spacing={1} aria-busy="true">
      {[70, 85, 60, 75, 80].map((w) => (
        <Skeleton key={w} variant="text" sx={{ width: `${w}%` }} />
      ))}
    </Stack>
  );

  return (
    <PageContainer sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 3, md: 5 } }}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<MenuBookIcon />}
          onClick={() => setDrawer(true)}
          aria-label={t('docs.openSections')}
          sx={{ display: { md: 'none' }, flexShrink: 0 }}
          data-testid="docs-open-tree"
        >
          {t('docs.overline')}
        </Button>
        <SearchBox />
      </Stack>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        slotProps={{ paper: { sx: { width: 300, p: 2 } } }}
      >
        {sidebar}
      </Drawer>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '240px minmax(0, 1fr)',
            lg: '240px minmax(0, 1fr) 200px',
          },
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box sx={{ position: 'sticky', top: 96, maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' }}>
            {sidebar}
          </Box>
        </Box>
        <Box component="article" data-testid="docs-article" sx={{ minWidth: 0 }}>
          {nothing ? (
            <ContentEmpty text={t('docs.empty')} testId="docs-empty" />
          ) : item.isError ? (
            <ContentError error={item.error} onRetry={() => void item.refetch()} lead={t('docs.failed')} />
          ) : every.isError && !asked ? null : !item.data || !text ? (
            <ArticleSkeleton />
          ) : (
            <>
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {t('docs.overline')}
              </Typography>
              <Typography variant="h3" component="h1" sx={{ mb: 1 }} data-testid="content-title">
                {text.title}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('docs.updated', { date: formatLongDate(item.data.updatedAt, lang) })}
                </Typography>
                {mayEdit && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={editorPathOf('documentation', item.data.code)}
                    startIcon={<EditIcon />}
                    data-testid="docs-edit"
                  >
                    {t('docs.edit')}
                  </Button>
                )}
              </Stack>
              {text.summary && (
                <Typography
                  variant="h6"
                  component="p"
                  sx={{ color: 'text.secondary', fontWeight: 400, mb: 3 }}
                >
                  {text.summary}
                </Typography>
              )}
              <Box sx={{ display: { lg: 'none' }, mb: 3 }}>
                <TableOfContents entries={article.toc} title={t('docs.onThisPage')} />
              </Box>
              <ContentBody html={article.html} lang={text.bodyLang} />
              <NeighbourLinks
                previous={previous}
                next={next}
                pathOf={PATHS.documentationPage}
                lang={lang}
                labels={{ nav: t('docs.pager'), previous: t('docs.previous'), next: t('docs.next') }}
                testIds={{ nav: 'docs-pager', previous: 'docs-previous', next: 'docs-next' }}
              />
            </>
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <Box sx={{ position: 'sticky', top: 96 }}>
            <TableOfContents entries={article.toc} title={t('docs.onThisPage')} />
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}
