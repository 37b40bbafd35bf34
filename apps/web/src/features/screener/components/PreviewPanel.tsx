import type { FilterField, FilterPreviewInput } from '@bitdata/contracts/filters';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { useDebounced, useFilterPreview } from '../hooks';
import { MatchesTable } from './MatchesTable';
import { NoHistoryNotice, nothingMatches } from './NoHistoryNotice';
import '../texts';

/** Typing pauses this long before the server evaluates the draft. */
export const PREVIEW_DELAY_MS = 500;

/** Live preview while editing: the markets the unsaved filter matches on their latest closed candle. */
export function PreviewPanel({
  body,
  fields,
}: {
  body: FilterPreviewInput | null;
  fields: readonly FilterField[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settled = useDebounced(body, PREVIEW_DELAY_MS);
  const preview = useFilterPreview(settled);
  const count = preview.data?.markets.length ?? 0;
  return (
    <Card sx={{ p: 2 }} data-testid="filter-preview" aria-live="polite">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('screener:preview.title')}
        </Typography>
        {settled === null ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('screener:preview.incomplete')}</Typography>
        ) : preview.isError ? (
          <Alert severity="warning">{errorText(preview.error)}</Alert>
        ) : preview.isPending ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : (
          <Stack spacing={1}>
            {preview.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            <NoHistoryNotice matches={preview.data} />
            {(count > 0 || nothingMatches(preview.data)) && (
              <Typography data-testid="preview-count">
                {count === 0
                  ? t('screener:preview.none')
                  : t('screener:preview.count', {
                      count,
                      interval: t(`market.intervals.${preview.data.interval}`),
                    })}
              </Typography>
            )}
            {count > 0 && <MatchesTable matches={preview.data} fields={fields} testId="preview-table" />}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
