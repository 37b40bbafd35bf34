import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentBody } from '../../site/components/ContentBody';
import type { Lang } from '../content-form';
import { contentFileUrl } from '../paths';
import { EDITOR_NS } from '../texts';

interface Texts {
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
}

/**
 * The item as a visitor reads it, in both languages side by side (one above the other on a phone),
 * each falling back to English where the translation is pending, as the public pages do. `saved`: the
 * texts are the server's answer (cleaned, code highlighted), not what is being typed.
 */
export function ContentPreview({
  texts,
  cover,
  saved,
}: {
  texts: Texts;
  cover: string | null;
  saved: boolean;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const pick = (field: keyof Texts, lang: Lang) =>
    lang === 'vi' && texts[field].vi.trim() ? texts[field].vi : texts[field].en;
  return (
    <Stack spacing={1} data-testid="content-preview">
      <Typography variant="h6" component="h2">
        {t('preview.title')}
      </Typography>
      <Alert severity={saved ? 'success' : 'info'} data-testid={saved ? 'preview-saved' : 'preview-unsaved'}>
        {saved ? t('preview.saved') : t('preview.unsaved')}
      </Alert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {(['en', 'vi'] as const).map((lang) => (
          <Card
            key={lang}
            variant="outlined"
            sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2 } }}
            lang={lang}
          >
            <Typography variant="overline" color="text.secondary">
              {t(`editor.${lang}`)}
            </Typography>
            {pick('title', lang) || pick('body', lang) ? (
              <Box data-testid={`preview-${lang}`}>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {pick('title', lang)}
                </Typography>
                {pick('summary', lang) && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {pick('summary', lang)}
                  </Typography>
                )}
                {cover && (
                  <Box
                    component="img"
                    src={contentFileUrl(cover)}
                    alt=""
                    sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 2 }}
                  />
                )}
                <ContentBody html={pick('body', lang)} lang={lang} testId={`preview-body-${lang}`} />
              </Box>
            ) : (
              <Typography color="text.secondary">{t('preview.empty')}</Typography>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
