import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../../components/PageContainer';
import { PageHero } from '../../../../components/PageHero';
import { useContentList } from '../../api';
import { NewsCard } from '../components/NewsCard';
import { SearchBox } from '../components/SearchBox';
import { ContentEmpty, ContentError } from '../components/States';
import { CONTENT_SITE_NS } from '../texts';

const PAGE_SIZE = 9;
/** The newest posts whose tags make the filter chips. */
const TAG_SOURCE = { page: 1, pageSize: 100, view: 'summary' } as const;

/** /news: the posts, newest first, a page at a time, narrowed to one tag by a chip (`?tag=`). */
export function NewsListPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useContentList('news', { page, pageSize: PAGE_SIZE, tag, view: 'summary' });
  const recent = useContentList('news', TAG_SOURCE);
  const tags = [
    ...new Set([...(recent.data?.data.flatMap((item) => item.tags) ?? []), ...(tag ? [tag] : [])]),
  ];
  const pages = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;

  const go = (next: { tag?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.tag) search.set('tag', next.tag);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageHero overline={t('news.overline')} title={t('news.title')} text={t('news.text')}>
        <Stack sx={{ mt: 3 }}>
          <SearchBox />
        </Stack>
      </PageHero>
      <PageContainer sx={{ py: { xs: 4, md: 8 } }}>
        {tags.length > 0 && (
          <Stack
            direction="row"
            role="group"
            aria-label={t('news.tagsLabel')}
            sx={{ flexWrap: 'wrap', gap: 1, mb: 4 }}
            data-testid="news-tags"
          >
            <Chip
              label={t('news.allTags')}
              color={tag ? 'default' : 'primary'}
              variant={tag ? 'outlined' : 'filled'}
              onClick={() => go({})}
              aria-pressed={!tag}
            />
            {tags.map((name) => (
              <Chip
                key={name}
                label={name}
                color={tag === name ? 'primary' : 'default'}
                variant={tag === name ? 'filled' : 'outlined'}
                onClick={() => go({ tag: name })}
                aria-pressed={tag === name}
                data-testid={`news-tag-${name}`}
              />
            ))}
          </Stack>
        )}
        {list.isError ? (
          <ContentError error={list.error} onRetry={() => void list.refetch()} lead={t('news.failed')} />
        ) : !list.data ? (
          <Grid container spacing={3} aria-busy="true" data-testid="news-loading">
            {[1, 2, 3].map((n) => (
              <Grid key={n} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={280} />
              </Grid>
            ))}
          </Grid>
        ) : list.data.data.length === 0 ? (
          <ContentEmpty text={tag ? t('news.emptyTag') : t('news.empty')} testId="news-empty" />
        ) : (
          <Grid container spacing={3} data-testid="news-list">
            {list.data.data.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <NewsCard item={item} />
              </Grid>
            ))}
          </Grid>
        )}
        {pages > 1 && (
          <Stack sx={{ alignItems: 'center', mt: 5 }}>
            <Pagination count={pages} page={page} onChange={(_, next) => go({ tag, page: next })} />
          </Stack>
        )}
      </PageContainer>
    </>
  );
}
