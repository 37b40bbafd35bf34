import type { ContentListItem } from '@bitdata/contracts/content';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { formatLongDate } from '../../../../i18n/format';
import { localized, useContentLanguage } from '../localize';
import { contentFileUrl } from '../paths';

/** When a news post went out, or when it was written if it never was (an editor's preview). */
export const newsDate = (item: Pick<ContentListItem, 'publishedAt' | 'createdAt'>) =>
  item.publishedAt ?? item.createdAt;

/** One post in the news list: cover, date in the reader's zone, title and summary, all one link. */
export function NewsCard({ item }: { item: ContentListItem }) {
  const lang = useContentLanguage();
  const text = localized(item, lang);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="news-card">
      <CardActionArea
        component={RouterLink}
        to={PATHS.news(item.code)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        {item.cover && (
          <CardMedia
            component="img"
            image={contentFileUrl(item.cover)}
            alt=""
            loading="lazy"
            sx={{ aspectRatio: '16 / 9' }}
          />
        )}
        <CardContent>
          <Typography
            variant="caption"
            component="time"
            dateTime={new Date(newsDate(item)).toISOString()}
            sx={{ color: 'text.secondary' }}
          >
            {formatLongDate(newsDate(item), lang)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
            {text.title}
          </Typography>
          {text.summary && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {text.summary}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
