import type { CandleDto, IntervalCode } from '@bitdata/contracts/market';
import { columnsFromRows, computeIndicators, INDICATOR_CATALOG_BY_NAME } from '@bitdata/core';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEventParams, Time } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../markets';
import { type LegendFormat, PaneTitle, PriceLegend, panesOf } from './ChartLegend';
import { markCandle } from './candle-marker';
import {
  type ChartColors,
  ChartController,
  type ChartFormat,
  MAIN_SHARE,
  PANE_HEIGHT,
} from './chart-controller';
import { candleRows, mapChartData } from './chart-data';
import type { ChartLayers } from './layers';
import { numberFormatter, oscillatorDecimals, tickDecimals, volumeFormatter } from './number-format';
import './texts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Chart times are the member's wall-clock (chart-data): printed with UTC getters, dd/MM/yyyy HH:mm. */
function chartTimeLabel(time: Time, withClock: boolean): string {
  const d = new Date((time as number) * 1000);
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  return withClock ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day;
}

export interface MarketChartProps {
  closed: CandleDto[];
  forming: CandleDto | null;
  interval: IntervalCode;
  layers: ChartLayers;
  /** open time (ms) of a closed candle to mark (a screener match) */
  at?: number | null;
  /** open time (ms) of a trade's deciding candle, marked beside `at` (its entry) */
  exit?: number | null;
}

/** The candle chart of the detail page: candles, volume, overlays, panes and pattern markers. */
export function MarketChart({ closed, forming, interval, layers, at = null, exit = null }: MarketChartProps) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<ChartController | null>(null);
  const vi = i18n.language === 'vi';
  const language = i18n.language;
  // candle index under the crosshair (null: none, the legend shows the newest)
  const [hover, setHover] = useState<number | null>(null);
  const [paneTops, setPaneTops] = useState<number[]>([]);

  const priceDecimals = useMemo(() => tickDecimals(closed), [closed]);
  const daily = interval === '1d' || interval === '1w';
  const format = useMemo<ChartFormat>(
    () => ({ language, priceDecimals, time: (time) => chartTimeLabel(time, !daily) }),
    [language, priceDecimals, daily],
  );
  const legendFormat = useMemo<LegendFormat>(
    () => ({
      price: numberFormatter(language, priceDecimals),
      oscillator: numberFormatter(language, oscillatorDecimals(priceDecimals)),
      volume: volumeFormatter(language),
      percent: (v) => formatPercent(v, language),
    }),
    [language, priceDecimals],
  );

  const colors = useMemo<ChartColors>(() => {
    const dark = theme.palette.mode === 'dark';
    const up = theme.palette.success.main;
    const down = theme.palette.error.main;
    return {
      text: theme.palette.text.secondary,
      grid: alpha(theme.palette.divider, dark ? 0.35 : 0.5),
      border: theme.palette.divider,
      up,
      down,
      ema20: theme.palette.warning.main,
      ema52: theme.palette.info.main,
      ema200: dark ? '#c084fc' : '#7c3aed',
      bollinger: theme.palette.info.light,
      accent: theme.palette.primary.main,
      signal: theme.palette.warning.main,
      guide: theme.palette.text.disabled,
      cloudUp: alpha(up, 0.16),
      cloudDown: alpha(down, 0.16),
      fontFamily: String(theme.typography.fontFamily),
    };
  }, [theme]);

  // Indicators on closed candles only, with the engine the server uses.
  const columns = useMemo(
    () => (closed.length ? computeIndicators(columnsFromRows(candleRows(closed)), { interval }) : {}),
    [closed, interval],
  );
  const model = useMemo(
    () =>
      mapChartData(closed, columns, forming, {
        palette: {
          up: colors.up,
          down: colors.down,
          neutral: colors.text,
          upVolume: alpha(colors.up, 0.45),
          downVolume: alpha(colors.down, 0.45),
        },
        patternName: (p) => {
          const def = INDICATOR_CATALOG_BY_NAME[p.column];
          return def ? (vi ? def.name_vi : def.name_en) : p.id;
        },
      }),
    [closed, columns, forming, colors, vi],
  );

  const openTimes = useMemo(
    () =>
      (forming && model.candles.length > closed.length ? [...closed, forming] : closed).map((c) => c.time),
    [closed, forming, model],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is made once; colours are applied below
  useEffect(() => {
    if (!host.current) return;
    const c = new ChartController(host.current, colors, format);
    controller.current = c;
    const onMove = (p: MouseEventParams<Time>) =>
      setHover(p.point === undefined || p.logical === undefined ? null : Math.round(p.logical));
    c.chart.subscribeCrosshairMove(onMove);
    // pane titles follow the panes' heights (layers switched, window resized)
    const observer = new ResizeObserver(() => requestAnimationFrame(() => setPaneTops(c.paneTops())));
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      c.chart.unsubscribeCrosshairMove(onMove);
      c.destroy();
      controller.current = null;
    };
  }, []);
  useEffect(() => controller.current?.setColors(colors), [colors]);
  useEffect(() => controller.current?.setFormat(format), [format]);
  useEffect(() => {
    const c = controller.current;
    if (!c) return;
    c.setLayers(layers);
    const frame = requestAnimationFrame(() => setPaneTops(c.paneTops()));
    return () => cancelAnimationFrame(frame);
  }, [layers]);
  useEffect(() => controller.current?.setModel(model), [model]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new layers mean a new candle series, marked again (this runs after the layers effect)
  useEffect(() => {
    const c = controller.current;
    if (!c || at === null) return;
    return markCandle(
      c,
      model,
      closed.map((k) => k.time),
      at,
      theme.palette.warning.main,
      exit === null ? undefined : { time: exit, color: theme.palette.info.main },
    );
  }, [at, exit, model, closed, layers, theme]);

  const shownPanes = panesOf(layers);
  const paneHeight = small ? 96 : PANE_HEIGHT;
  const main = Math.round(paneHeight * MAIN_SHARE);
  return (
    <Box>
      <PriceLegend
        model={model}
        index={hover}
        layers={layers}
        colors={colors}
        format={legendFormat}
        openTimes={openTimes}
      />
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={host}
          dir="ltr"
          data-testid="market-chart"
          sx={{ height: main + shownPanes.length * paneHeight, width: 1, '& a': { display: 'none' } }}
        />
        {shownPanes.map((kind, k) =>
          paneTops[k + 1] === undefined ? null : (
            <PaneTitle
              key={kind}
              kind={kind}
              model={model}
              index={hover}
              colors={colors}
              format={legendFormat}
              top={paneTops[k + 1]}
            />
          ),
        )}
      </Box>
    </Box>
  );
}
