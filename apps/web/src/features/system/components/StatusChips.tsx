import type { SystemComponent, SystemSnapshot } from '@bitdata/contracts/system';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import '../texts';

const COLOR = { ok: 'success', down: 'error', off: 'default' } as const;

function StatusChip({ label, part, testId }: { label: string; part: SystemComponent; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={part.detail ?? ''}>
      <Chip
        color={COLOR[part.status]}
        variant={part.status === 'off' ? 'outlined' : 'filled'}
        label={`${label}: ${t(`system:status.${part.status}`)}`}
        data-testid={testId}
        data-status={part.status}
      />
    </Tooltip>
  );
}

/** Database, Redis and the job queue at a glance, and whether the screen follows the server live. */
export function StatusChips({ snapshot, live }: { snapshot: SystemSnapshot; live: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip label={t('system:status.database')} part={snapshot.database} testId="system-database" />
      <StatusChip label={t('system:status.redis')} part={snapshot.redis} testId="system-redis" />
      <StatusChip
        label={`${t('system:status.jobs')} (${t(`system:status.provider.${snapshot.jobs.provider}`)})`}
        part={snapshot.jobs}
        testId="system-jobs"
      />
      <Chip
        variant="outlined"
        color={live ? 'success' : 'default'}
        label={t(live ? 'system:live.on' : 'system:live.off')}
        data-testid="system-live"
        data-live={live}
      />
    </Stack>
  );
}
