import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../../components/PageContainer';
import { PageHero } from '../../../../components/PageHero';
import { formatLongDate } from '../../../../i18n/format';
import { useEveryContent } from '../../api';
import { ContentBody } from '../components/ContentBody';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/States';
import { policyOrder } from '../faq-groups';
import { localized, useContentLanguage } from '../localize';
import { CONTENT_SITE_NS } from '../texts';
import { withHeadingIds } from '../toc';
import { useScrollToHash } from '../useScrollToHash';

/** /policy: the privacy policy, then the terms (and any other policy item), each at its own anchor. */
export function PolicyPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const lang = useContentLanguage();
  const every = useEveryContent('policy', 'full');
  const sections = useMemo(() => {
    const items = policyOrder(every.data ?? []);
    // the sections' own anchors are their codes: a heading inside one never takes them
    const taken = new Set(items.map((i) => i.code));
    return items.map((item) => {
      const text = localized(item, lang);
      const body = withHeadingIds(text.body, item.code, taken);
      for (const entry of body.toc) taken.add(entry.id);
      return { item, text, html: body.html };
    });
  }, [every.data, lang]);
  useScrollToHash(Boolean(every.data));

  return (
    <>
      <PageHero overline={t('policy.overline')} title={t('policy.title')} text={t('policy.text')} />
      <PageContainer maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        {every.isError ? (
          <ContentError error={every.error} onRetry={() => void every.refetch()} lead={t('policy.failed')} />
        ) : !every.data ? (
          <ArticleSkeleton />
        ) : sections.length === 0 ? (
          <ContentEmpty text={t('policy.empty')} />
        ) : (
          <>
            {sections.length > 1 && (
              <Paper variant="outlined" sx={{ p: 2, mb: 5 }}>
                <Stack
                  component="nav"
                  aria-label={t('policy.contents')}
                  spacing={1}
                  data-testid="policy-contents"
                >
                  <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                    {t('policy.contents')}
                  </Typography>
                  {sections.map(({ item, text }) => (
                    <Link key={item.code} href={`#${item.code}`} underline="hover">
                      {text.title}
                    </Link>
                  ))}
                </Stack>
              </Paper>
            )}
            <Stack spacing={8}>
              {sections.map(({ item, text, html }) => (
                <Box
                  component="section"
                  key={item.code}
                  aria-labelledby={item.code}
                  data-testid={`policy-${item.code}`}
                >
                  <Typography variant="h4" component="h2" id={item.code} sx={{ scrollMarginTop: 96, mb: 1 }}>
                    {text.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
                    {t('policy.updated', { date: formatLongDate(item.updatedAt, lang) })}
                  </Typography>
                  <ContentBody html={html} lang={text.bodyLang} />
                </Box>
              ))}
            </Stack>
          </>
        )}
      </PageContainer>
    </>
  );
}
