import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../../components/PageContainer';
import { PageHero } from '../../../../components/PageHero';
import { isNotFound, useContentItem } from '../../api';
import { ContentBody } from '../components/ContentBody';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/States';
import { localized, useContentLanguage } from '../localize';
import { contentFileUrl } from '../paths';
import { CONTENT_SITE_NS } from '../texts';
import { useArticle } from '../useArticle';
import { useDocumentTitle } from '../useDocumentTitle';

/** The about page's one item. */
export const ABOUT_CODE = 'about';

/** /about: the about item written in the back office. */
export function AboutPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const lang = useContentLanguage();
  const item = useContentItem('about', ABOUT_CODE);
  const text = item.data ? localized(item.data, lang) : null;
  const article = useArticle(text?.body);
  useDocumentTitle(text?.title);
  const missing = item.isError && isNotFound(item.error);

  return (
    <>
      <PageHero
        overline={t('about.overline')}
        title={text?.title ?? t('titles.about')}
        text={text?.summary || undefined}
      />
      <PageContainer maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        {missing ? (
          <ContentEmpty text={t('about.empty')} />
        ) : item.isError ? (
          <ContentError error={item.error} onRetry={() => void item.refetch()} lead={t('about.failed')} />
        ) : !item.data || !text ? (
          <ArticleSkeleton />
        ) : (
          <Box component="article" data-testid="about-article">
            {item.data.cover && (
              <Box
                component="img"
                src={contentFileUrl(item.data.cover)}
                alt=""
                sx={{ width: '100%', height: 'auto', borderRadius: 2, mb: 4 }}
              />
            )}
            <ContentBody html={article.html} lang={text.bodyLang} />
          </Box>
        )}
      </PageContainer>
    </>
  );
}
