import type { Activity } from '@bitdata/contracts/backoffice/events';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EVENTS_NS } from '../texts';

/** A value as one short line: text as it is, anything else as JSON; absent as an em dash. */
export const shown = (v: unknown): string =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

export interface DiffLine {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields a write changed: every field of a create or delete, the changed ones of an update. */
export function diffOf(activity: Pick<Activity, 'before' | 'after'>): DiffLine[] {
  const before = activity.before ?? {};
  const after = activity.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** before → after per changed field; removed values struck through, new ones in the success colour. */
export function ActivityDiff({ activity }: { activity: Activity }) {
  const { t } = useTranslation(EVENTS_NS);
  const lines = diffOf(activity);
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('activity.noChange')}
      </Typography>
    );
  return (
    <Box
      component="dl"
      aria-label={t('activity.diffLabel')}
      data-testid="activity-diff"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, rowGap: 0.25 }}
    >
      {lines.map((l) => (
        <Box key={l.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {l.field}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {activity.before !== null && (
              <Box component="del" sx={{ color: 'error.main', mr: 0.5 }}>
                {shown(l.before)}
              </Box>
            )}
            {activity.before !== null && activity.after !== null && <span aria-hidden="true">→ </span>}
            {activity.after !== null && (
              <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none' }}>
                {shown(l.after)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
