import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { formatLongDate } from '../../../../i18n/format';
import { isNotFound, useContentItem, useContentList } from '../../api';
import { ContentBody } from '../components/ContentBody';
import { NeighbourLinks } from '../components/NeighbourLinks';
import { newsDate } from '../components/NewsCard';
import { ShareLinks } from '../components/ShareLinks';
import { ArticleSkeleton, ContentError, ContentNotFound } from '../components/States';
import { localized, useContentLanguage } from '../localize';
import { contentFileUrl } from '../paths';
import { CONTENT_SITE_NS } from '../texts';
import { useArticle } from '../useArticle';
import { useDocumentTitle } from '../useDocumentTitle';
import { useScrollToHash } from '../useScrollToHash';

const RECENT = { page: 1, pageSize: 100, view: 'summary' } as const;

/** /new/{code}: one post with its cover, date, body and tags, the posts around it, and share links. */
export function NewsPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const { code } = useParams();
  const lang = useContentLanguage();
  const item = useContentItem('news', code);
  const recent = useContentList('news', RECENT);
  const text = item.data ? localized(item.data, lang) : null;
  const article = useArticle(text?.body);
  useDocumentTitle(text?.title);
  useScrollToHash(Boolean(item.data));

  if (item.isError && isNotFound(item.error)) return <ContentNotFound />;
  const newest = recent.data?.data ?? [];
  const at = newest.findIndex((n) => n.code === code);
  // the list is newest first: the previous post is the one after it
  const previous = at >= 0 ? newest[at + 1] : undefined;
  const next = at > 0 ? newest[at - 1] : undefined;

  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Button component={RouterLink} to={PATHS.newsList} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('news.back')}
      </Button>
      {item.isError ? (
        <ContentError error={item.error} onRetry={() => void item.refetch()} lead={t('news.failed')} />
      ) : !item.data || !text ? (
        <ArticleSkeleton />
      ) : (
        <Box component="article" data-testid="news-article">
          <Typography
            variant="body2"
            component="time"
            dateTime={new Date(newsDate(item.data)).toISOString()}
            sx={{ color: 'text.secondary' }}
            data-testid="news-date"
          >
            {formatLongDate(newsDate(item.data), lang)}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ mt: 1, mb: 2 }} data-testid="content-title">
            {text.title}
          </Typography>
          {text.summary && (
            <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 3 }}>
              {text.summary}
            </Typography>
          )}
          {item.data.cover && (
            <Box
              component="img"
              src={contentFileUrl(item.data.cover)}
              alt=""
              sx={{
                width: '100%',
                height: 'auto',
                borderRadius: 2,
                mb: 4,
                aspectRatio: '16 / 9',
                objectFit: 'cover',
              }}
            />
          )}
          <ContentBody html={article.html} lang={text.bodyLang} />
          {item.data.tags.length > 0 && (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, mt: 4 }}
              aria-label={t('news.tags')}
              data-testid="news-item-tags"
            >
              {item.data.tags.map((tag) => (
                <Chip
                  key={tag}
                  label={tag}
                  component={RouterLink}
                  to={`${PATHS.newsList}?tag=${encodeURIComponent(tag)}`}
                  clickable
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
          <Box sx={{ mt: 4 }}>
            <ShareLinks url={window.location.origin + PATHS.news(item.data.code)} title={text.title} />
          </Box>
        </Box>
      )}
      <NeighbourLinks
        previous={previous}
        next={next}
        pathOf={PATHS.news}
        lang={lang}
        labels={{ nav: t('news.neighbours'), previous: t('news.previous'), next: t('news.next') }}
        testIds={{ nav: 'news-neighbours', previous: 'news-previous', next: 'news-next' }}
      />
    </PageContainer>
  );
}
