import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChartLayers } from '../chart/layers';

const OVERLAYS: (keyof ChartLayers)[] = [
  'ema20',
  'ema52',
  'ema200',
  'bollinger',
  'ichimoku',
  'superTrend',
  'patterns',
];
const PANES: (keyof ChartLayers)[] = ['rsi', 'macd', 'dmi'];

/** Overlay and pane switches of the chart, as pressed/unpressed chips that wrap on phones. */
export function LayerToggles({
  value,
  onChange,
}: {
  value: ChartLayers;
  onChange: (v: ChartLayers) => void;
}) {
  const { t } = useTranslation();
  const row = (label: string, keys: (keyof ChartLayers)[]) => (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      role="group"
      aria-label={label}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 64 }}>
        {label}
      </Typography>
      {keys.map((k) => (
        <Chip
          key={k}
          size="small"
          label={t(`market.layers.${k}`)}
          color={value[k] ? 'primary' : 'default'}
          variant={value[k] ? 'filled' : 'outlined'}
          aria-pressed={value[k]}
          data-testid={`layer-${k}`}
          onClick={() => onChange({ ...value, [k]: !value[k] })}
        />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1}>
      {row(t('market.layers.overlays'), OVERLAYS)}
      {row(t('market.layers.panes'), PANES)}
    </Stack>
  );
}
