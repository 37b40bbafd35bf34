import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CandlestickData, Time } from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import type { ChartColors } from './chart-controller';
import type { ChartModel, LineKey } from './chart-data';
import type { ChartLayers } from './layers';
import { CHART_NS } from './texts';

/**
 * What the chart shows at one candle, TradingView style: OHLC, change and volume of the candle under
 * the crosshair (the newest when there is none), each shown line's value in its colour, the patterns'
 * names; and each indicator pane's title with its values.
 */

interface Item {
  label: string;
  value: number | undefined;
  color: string;
}

export interface LegendFormat {
  price: (v: number) => string;
  oscillator: (v: number) => string;
  volume: (v: number) => string;
  percent: (v: number) => string;
}

const valueAt = (model: ChartModel, key: LineKey, i: number) => {
  const p = model.lines[key][i];
  return p && 'value' in p ? p.value : undefined;
};

function Values({ items, format }: { items: Item[]; format: (v: number) => string }) {
  return (
    <>
      {items.map((it) => (
        <Box component="span" key={it.label} sx={{ whiteSpace: 'nowrap' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {it.label}{' '}
          </Box>
          <Box component="span" sx={{ color: it.color }}>
            {it.value === undefined ? '–' : format(it.value)}
          </Box>
        </Box>
      ))}
    </>
  );
}

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 1.25,
  rowGap: 0.25,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.5,
} as const;

export function PriceLegend({
  model,
  index,
  layers,
  colors,
  format,
  openTimes,
}: {
  model: ChartModel;
  /** candle index under the crosshair, null for the newest */
  index: number | null;
  /** open time (ms) of each candle of the model */
  openTimes: readonly number[];
  layers: ChartLayers;
  colors: ChartColors;
  format: LegendFormat;
}) {
  const { t } = useTranslation(CHART_NS);
  const n = model.candles.length;
  if (n === 0) return null;
  const i = index === null ? n - 1 : Math.min(Math.max(index, 0), n - 1);
  const c = model.candles[i] as CandlestickData<Time>;
  const prev = i > 0 ? (model.candles[i - 1] as CandlestickData<Time>).close : c.open;
  const change = prev ? ((c.close - prev) / prev) * 100 : 0;
  const trend = c.close >= c.open ? colors.up : colors.down;
  const lines: Item[] = [];
  const add = (on: boolean, key: LineKey, color: string) => {
    if (on) lines.push({ label: t(`lines.${key}`), value: valueAt(model, key, i), color });
  };
  add(layers.ema20, 'ema20', colors.ema20);
  add(layers.ema52, 'ema52', colors.ema52);
  add(layers.ema200, 'ema200', colors.ema200);
  add(layers.bollinger, 'bbUpper', colors.bollinger);
  add(layers.bollinger, 'bbMiddle', colors.bollinger);
  add(layers.bollinger, 'bbLower', colors.bollinger);
  if (layers.superTrend) {
    const up = valueAt(model, 'superTrendUp', i);
    lines.push({
      label: t('lines.superTrend'),
      value: up ?? valueAt(model, 'superTrendDown', i),
      color: up === undefined ? colors.down : colors.up,
    });
  }
  if (layers.ichimoku) {
    const cloud = model.cloud[i];
    const a = cloud && 'a' in cloud ? cloud.a : undefined;
    const b = cloud && 'b' in cloud ? cloud.b : undefined;
    const color = a !== undefined && b !== undefined && a < b ? colors.down : colors.up;
    lines.push({ label: t('lines.cloudA'), value: a, color }, { label: t('lines.cloudB'), value: b, color });
  }
  const patterns = layers.patterns ? model.patternNames[i] : '';
  return (
    <Box
      data-testid="chart-legend"
      data-index={i}
      data-time={openTimes[i]}
      aria-label={t('legend.label')}
      sx={{ typography: 'caption', px: 0.5, pb: 0.75 }}
    >
      <Box sx={rowSx} data-testid="chart-legend-ohlc">
        <Values
          format={format.price}
          items={[
            { label: t('legend.open'), value: c.open, color: trend },
            { label: t('legend.high'), value: c.high, color: trend },
            { label: t('legend.low'), value: c.low, color: trend },
            { label: t('legend.close'), value: c.close, color: trend },
          ]}
        />
        <Box component="span" sx={{ color: trend }} dir="ltr">
          {format.percent(change)}
        </Box>
        <Values
          format={format.volume}
          items={[{ label: t('legend.volume'), value: model.volume[i]?.value, color: 'text.primary' }]}
        />
      </Box>
      {lines.length > 0 && (
        <Box sx={rowSx} data-testid="chart-legend-lines">
          <Values items={lines} format={format.price} />
        </Box>
      )}
      {layers.patterns && (
        // the line stays when empty, so the chart below does not jump as the crosshair moves
        <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
          {patterns ? `${t('legend.patterns')}: ${patterns}` : '\u00a0'}
        </Typography>
      )}
    </Box>
  );
}

export type PaneKind = 'rsi' | 'macd' | 'dmi';

/** The indicator panes shown, top to bottom, as the controller adds them. */
export const panesOf = (layers: ChartLayers): PaneKind[] =>
  (['rsi', 'macd', 'dmi'] as const).filter((k) => layers[k]);

/** An indicator pane's title with its values at the candle under the crosshair. */
export function PaneTitle({
  kind,
  model,
  index,
  colors,
  format,
  top,
}: {
  kind: PaneKind;
  model: ChartModel;
  index: number | null;
  colors: ChartColors;
  format: LegendFormat;
  top: number;
}) {
  const { t } = useTranslation(CHART_NS);
  const n = model.candles.length;
  const i = index === null ? n - 1 : Math.min(Math.max(index, 0), n - 1);
  const item = (key: LineKey, color: string): Item => ({
    label: t(`lines.${key}`),
    value: valueAt(model, key, i),
    color,
  });
  const items =
    kind === 'rsi'
      ? [item('rsi', colors.accent), item('rsiMa', colors.signal)]
      : kind === 'macd'
        ? [item('macd', colors.accent), item('macdSignal', colors.signal)]
        : [item('diPlus', colors.up), item('diMinus', colors.down), item('adx', colors.accent)];
  if (kind === 'macd') {
    const h = model.macdHistogram[i];
    const v = h && 'value' in h ? h.value : undefined;
    items.push({
      label: t('lines.macdHistogram'),
      value: v,
      color: v !== undefined && v < 0 ? colors.down : colors.up,
    });
  }
  return (
    <Box
      data-testid={`pane-title-${kind}`}
      sx={{
        ...rowSx,
        position: 'absolute',
        top: top + 4,
        left: 8,
        zIndex: 2,
        pointerEvents: 'none',
        typography: 'caption',
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.8),
        px: 0.5,
        borderRadius: 0.5,
      }}
    >
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t(`panes.${kind}`)}
      </Box>
      <Values items={items} format={format.oscillator} />
    </Box>
  );
}
