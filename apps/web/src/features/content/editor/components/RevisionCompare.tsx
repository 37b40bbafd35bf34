import type { ContentItem, ContentRevision } from '@bitdata/contracts/content';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { changed, diffWords, textOfHtml } from '../text-diff';
import { EDITOR_NS } from '../texts';

const FIELDS = ['title', 'summary', 'body'] as const;

/** What changed from a revision to the item now, per field and language, word by word. */
export function RevisionCompare({
  revision,
  current,
  onClose,
}: {
  revision: ContentRevision | null;
  current: ContentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const phone = useMediaQuery('(max-width:600px)');
  const read = (field: (typeof FIELDS)[number], text: string) => (field === 'body' ? textOfHtml(text) : text);
  return (
    <Dialog
      open={revision !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="compare-title"
    >
      <DialogTitle id="compare-title">
        {t('revisions.compareTitle', { number: revision?.number })}
      </DialogTitle>
      <DialogContent dividers data-testid="revision-compare">
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Box component="del" sx={{ bgcolor: 'error.light', color: 'error.contrastText', px: 0.5 }}>
            {t('revisions.removed')}
          </Box>
          <Box
            component="ins"
            sx={{ bgcolor: 'success.light', color: 'success.contrastText', px: 0.5, textDecoration: 'none' }}
          >
            {t('revisions.added')}
          </Box>
        </Stack>
        {revision &&
          FIELDS.flatMap((field) =>
            (['en', 'vi'] as const).map((lang) => {
              const parts = diffWords(
                read(field, revision.content[field][lang]),
                read(field, current[field][lang]),
              );
              return (
                <Box key={`${field}-${lang}`} sx={{ mb: 2 }} data-testid={`compare-${field}-${lang}`}>
                  <Typography variant="subtitle2">
                    {t(`revisions.fields.${field}`)} · {t(`editor.${lang}`)}
                  </Typography>
                  {changed(parts) ? (
                    <Box
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'body2.fontSize' }}
                      lang={lang}
                    >
                      {parts.map((part, i) =>
                        part.kind === 'same' ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in order and never move
                          <span key={i}>{part.text}</span>
                        ) : (
                          <Box
                            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in order and never move
                            key={i}
                            component={part.kind === 'added' ? 'ins' : 'del'}
                            sx={{
                              bgcolor: part.kind === 'added' ? 'success.light' : 'error.light',
                              color: part.kind === 'added' ? 'success.contrastText' : 'error.contrastText',
                              textDecoration: part.kind === 'added' ? 'none' : 'line-through',
                            }}
                          >
                            {part.text}
                          </Box>
                        ),
                      )}
                    </Box>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('revisions.noChange')}
                    </Typography>
                  )}
                </Box>
              );
            }),
          )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('revisions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
