import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageContainer } from '../../../../components/PageContainer';
import { PageHero } from '../../../../components/PageHero';
import { useEveryContent } from '../../api';
import { ContentBody } from '../components/ContentBody';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/States';
import { groupFaqs } from '../faq-groups';
import { localized, useContentLanguage } from '../localize';
import { CONTENT_SITE_NS } from '../texts';
import { withHeadingIds } from '../toc';
import { useScrollToHash } from '../useScrollToHash';

/**
 * /faqs: the questions by group (each item's first tag), each its own anchor (#code) which opens it;
 * a question opens and closes by its title, from the keyboard too.
 */
export function FaqsPage() {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const lang = useContentLanguage();
  const { hash } = useLocation();
  const every = useEveryContent('faq', 'full');
  const groups = useMemo(() => groupFaqs(every.data ?? []), [every.data]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const anchored = hash ? decodeURIComponentSafe(hash.slice(1)) : '';

  // the question the address names is opened
  useEffect(() => {
    if (anchored) setOpen((current) => new Set([...current, anchored]));
  }, [anchored]);
  useScrollToHash(Boolean(every.data));

  const toggle = (code: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(code);
      else next.delete(code);
      return next;
    });

  return (
    <>
      <PageHero overline={t('faqs.overline')} title={t('faqs.title')} text={t('faqs.text')} />
      <PageContainer maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        {every.isError ? (
          <ContentError error={every.error} onRetry={() => void every.refetch()} lead={t('faqs.failed')} />
        ) : !every.data ? (
          <ArticleSkeleton />
        ) : groups.length === 0 ? (
          <ContentEmpty text={t('faqs.empty')} />
        ) : (
          <Stack spacing={6}>
            {groups.map(({ group, items }) => (
              <Box
                component="section"
                key={group}
                aria-labelledby={`faq-group-${group}`}
                data-testid={`faq-group-${group}`}
              >
                <Typography variant="h5" component="h2" id={`faq-group-${group}`} sx={{ mb: 2 }}>
                  {t(`faqs.groups.${group}`)}
                </Typography>
                <Stack spacing={1.5}>
                  {items.map((item) => {
                    const text = localized(item, lang);
                    const body = text.body.trim() ? withHeadingIds(text.body, item.code).html : '';
                    return (
                      <Accordion
                        key={item.code}
                        id={item.code}
                        expanded={open.has(item.code)}
                        onChange={(_, expanded) => toggle(item.code, expanded)}
                        disableGutters
                        sx={{ borderRadius: 2, scrollMarginTop: 96, '&::before': { display: 'none' } }}
                        data-testid={`faq-${item.code}`}
                      >
                        <AccordionSummary
                          expandIcon={<ExpandMoreIcon />}
                          aria-controls={`faq-${item.code}-answer`}
                          id={`faq-${item.code}-question`}
                        >
                          {/* the accordion's own heading (an h3) holds the question */}
                          <Typography variant="subtitle1" component="span">
                            {text.title}
                          </Typography>
                        </AccordionSummary>
                        <AccordionDetails
                          id={`faq-${item.code}-answer`}
                          data-testid={`faq-${item.code}-answer`}
                        >
                          {body ? (
                            <ContentBody html={body} lang={text.bodyLang} />
                          ) : (
                            <Typography sx={{ color: 'text.secondary' }}>{text.summary}</Typography>
                          )}
                          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                            <IconButton size="small" href={`#${item.code}`} aria-label={t('faqs.link')}>
                              <LinkIcon fontSize="small" />
                            </IconButton>
                          </Stack>
                        </AccordionDetails>
                      </Accordion>
                    );
                  })}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </PageContainer>
    </>
  );
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
