import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { formatLongDate } from '../../../../i18n/format';
import { pickText, useContentList } from '../../../content';
import { SectionHeading } from './SectionHeading';

const NEWEST = { page: 1, pageSize: 3, view: 'summary' } as const;

/**
 * The spec's news titles list: the three newest posts with their dates (in the reader's zone), the
 * way to all news and to the documentation. Loaded after the landing's first paint, in a chunk of its
 * own, through the app's one API client: the landing's first download does not grow.
 */
export function LatestNews() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'vi' ? 'vi' : 'en';
  const news = useContentList('news', NEWEST);
  const items = news.data?.data ?? [];
  if (news.isError) return null;

  return (
    <Box
      component="section"
      sx={{ pb: { xs: 8, md: 12 } }}
      aria-labelledby="landing-news-title"
      data-testid="landing-news"
    >
      <PageContainer>
        <SectionHeading
          id="landing-news-title"
          overline={t('landing.news.overline')}
          title={t('landing.news.title')}
        />
        {!news.data ? (
          <Grid container spacing={3} aria-busy="true">
            {[1, 2, 3].map((n) => (
              <Grid key={n} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={112} />
              </Grid>
            ))}
          </Grid>
        ) : items.length === 0 ? (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {t('landing.news.empty')}
          </Typography>
        ) : (
          <Grid container spacing={3}>
            {items.map((item) => {
              const when = item.publishedAt ?? item.createdAt;
              return (
                <Grid key={item.id} size={{ xs: 12, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={RouterLink}
                      to={PATHS.news(item.code)}
                      sx={{ p: 3, height: '100%', alignItems: 'flex-start' }}
                      data-testid="landing-news-item"
                    >
                      <Typography
                        variant="caption"
                        component="time"
                        dateTime={new Date(when).toISOString()}
                        sx={{ color: 'text.secondary' }}
                      >
                        {formatLongDate(when, lang)}
                      </Typography>
                      <Typography variant="h6" component="h3" sx={{ mt: 0.5 }}>
                        {pickText(item.title, lang)}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 5 }}>
          <Button
            component={RouterLink}
            to={PATHS.newsList}
            variant="outlined"
            endIcon={<ArrowForwardIcon />}
            data-testid="landing-news-all"
          >
            {t('landing.news.allNews')}
          </Button>
          <Button component={RouterLink} to={PATHS.documentation} color="inherit" data-testid="landing-docs">
            {t('landing.news.documentation')}
          </Button>
        </Stack>
      </PageContainer>
    </Box>
  );
}
