import {
  CandlestickSeries,
  type CandlestickSeriesOptions,
  createChart,
  createSeriesMarkers,
  type DeepPartial,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  type LineSeriesOptions,
  LineStyle,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { type ChartModel, diffSeries, type LineKey } from './chart-data';
import { CloudSeries } from './cloud-series';
import type { ChartLayers } from './layers';
import { numberFormatter, oscillatorDecimals, volumeFormatter } from './number-format';

export type { ChartLayers } from './layers';

export interface ChartColors {
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  ema20: string;
  ema52: string;
  ema200: string;
  bollinger: string;
  accent: string;
  signal: string;
  guide: string;
  cloudUp: string;
  cloudDown: string;
  fontFamily: string;
}

/** How numbers and times print: the reader's language, the market's tick decimals, the member's zone. */
export interface ChartFormat {
  language: string;
  /** decimals of the market's tick size */
  priceDecimals: number;
  /** chart time (wall-clock seconds of the member's zone, see chart-data) -> crosshair label */
  time: (time: Time) => string;
}

export const PANE_HEIGHT = 130;
/** Stretch factor of the price pane against one indicator pane (the container grows by PANE_HEIGHT a pane). */
export const MAIN_SHARE = 3.2;

type AnySeries = ISeriesApi<SeriesType, Time>;
type Source = (m: ChartModel) => readonly { time: Time }[];

/**
 * Owns one lightweight-charts instance: builds the series for the chosen layers (panes for RSI, MACD
 * and DMI/ADX), and brings them to each new model with `update` when only the tail moved.
 */
export class ChartController {
  readonly chart: IChartApi;
  private series: Array<{ key: string; api: AnySeries; source: Source }> = [];
  private last = new Map<string, readonly { time: Time }[]>();
  private markers: ISeriesMarkersPluginApi<Time> | null = null;
  private candleSeries: ISeriesApi<'Candlestick', Time> | null = null;
  private model: ChartModel | null = null;
  private layers: ChartLayers | null = null;

  constructor(
    container: HTMLElement,
    private colors: ChartColors,
    private format: ChartFormat,
  ) {
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: colors.text,
        fontFamily: colors.fontFamily,
        attributionLogo: false,
        panes: { separatorColor: colors.border, separatorHoverColor: colors.grid },
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border, timeVisible: true, secondsVisible: false, rightOffset: 4 },
      crosshair: { mode: 0 },
      localization: this.localization(),
    });
  }

  private localization() {
    const f = this.format;
    return {
      locale: f.language === 'vi' ? 'vi-VN' : 'en-US',
      timeFormatter: f.time,
      priceFormatter: numberFormatter(f.language, f.priceDecimals),
    };
  }

  /** Price series print with the tick decimals, indicator panes with two (or the price's when finer). */
  private priceFormat(kind: 'price' | 'oscillator') {
    const decimals =
      kind === 'price' ? this.format.priceDecimals : oscillatorDecimals(this.format.priceDecimals);
    return {
      type: 'custom' as const,
      minMove: 10 ** -decimals,
      formatter: numberFormatter(this.format.language, decimals),
    };
  }

  setFormat(format: ChartFormat) {
    const f = this.format;
    if (f.language === format.language && f.priceDecimals === format.priceDecimals && f.time === format.time)
      return;
    this.format = format;
    this.chart.applyOptions({ localization: this.localization() });
    if (this.layers) this.setLayers(this.layers, true);
  }

  setColors(colors: ChartColors) {
    this.colors = colors;
    this.chart.applyOptions({
      layout: {
        textColor: colors.text,
        fontFamily: colors.fontFamily,
        panes: { separatorColor: colors.border },
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    if (this.layers) this.setLayers(this.layers, true);
  }

  setLayers(layers: ChartLayers, force = false) {
    if (!force && this.layers && JSON.stringify(this.layers) === JSON.stringify(layers)) return;
    this.layers = layers;
    const range = this.chart.timeScale().getVisibleLogicalRange();
    for (const s of this.series) this.chart.removeSeries(s.api);
    this.series = [];
    this.last.clear();
    this.markers = null;
    for (let i = this.chart.panes().length - 1; i > 0; i--) this.chart.removePane(i);
    const c = this.colors;

    const candles = this.chart.addSeries(CandlestickSeries, {
      upColor: c.up,
      downColor: c.down,
      borderUpColor: c.up,
      borderDownColor: c.down,
      wickUpColor: c.up,
      wickDownColor: c.down,
      priceLineVisible: true,
      priceFormat: this.priceFormat('price'),
    } satisfies DeepPartial<CandlestickSeriesOptions>);
    this.candleSeries = candles;
    const volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'custom', minMove: 1, formatter: volumeFormatter(this.format.language) },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.22 } });
    this.series.push({ key: 'volume', api: volume, source: (m) => m.volume });
    if (layers.ichimoku) {
      const cloud = this.chart.addCustomSeries(new CloudSeries(), {
        upFill: c.cloudUp,
        downFill: c.cloudDown,
        upLine: c.up,
        downLine: c.down,
        lastValueVisible: false,
        priceLineVisible: false,
      });
      this.series.push({ key: 'cloud', api: cloud as unknown as AnySeries, source: (m) => m.cloud });
    }
    this.series.push({ key: 'candles', api: candles, source: (m) => m.candles });

    const line = (key: LineKey, color: string, pane: number, extra: DeepPartial<LineSeriesOptions> = {}) => {
      const api = this.chart.addSeries(
        LineSeries,
        {
          color,
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
          priceFormat: this.priceFormat(pane === 0 ? 'price' : 'oscillator'),
          ...extra,
        },
        pane,
      );
      this.series.push({ key, api, source: (m) => m.lines[key] });
      return api;
    };
    if (layers.ema20) line('ema20', c.ema20, 0, { lineWidth: 2 });
    if (layers.ema52) line('ema52', c.ema52, 0, { lineWidth: 2 });
    if (layers.ema200) line('ema200', c.ema200, 0, { lineWidth: 2 });
    if (layers.bollinger) {
      line('bbUpper', c.bollinger, 0);
      line('bbMiddle', c.bollinger, 0, { lineStyle: LineStyle.Dashed });
      line('bbLower', c.bollinger, 0);
    }
    if (layers.superTrend) {
      line('superTrendUp', c.up, 0, { lineWidth: 2 });
      line('superTrendDown', c.down, 0, { lineWidth: 2 });
    }

    let pane = 0;
    const guides = (api: AnySeries, levels: number[]) => {
      for (const price of levels)
        api.createPriceLine({
          price,
          color: c.guide,
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: '',
        });
    };
    if (layers.rsi) {
      pane++;
      const rsi = line('rsi', c.accent, pane, { lineWidth: 2, lastValueVisible: true });
      line('rsiMa', c.signal, pane);
      guides(rsi, [30, 70]);
    }
    if (layers.macd) {
      pane++;
      const hist = this.chart.addSeries(
        HistogramSeries,
        { priceLineVisible: false, lastValueVisible: false, priceFormat: this.priceFormat('oscillator') },
        pane,
      );
      this.series.push({ key: 'macdHistogram', api: hist, source: (m) => m.macdHistogram });
      line('macd', c.accent, pane, { lineWidth: 2, lastValueVisible: true });
      line('macdSignal', c.signal, pane);
    }
    if (layers.dmi) {
      pane++;
      line('diPlus', c.up, pane);
      line('diMinus', c.down, pane);
      const adx = line('adx', c.accent, pane, { lineWidth: 2, lastValueVisible: true });
      guides(adx, [20, 25]);
    }
    if (layers.patterns) this.markers = createSeriesMarkers(candles, []);
    // the price pane gets MAIN_SHARE of the height, each indicator pane one share
    const panes = this.chart.panes();
    panes[0].setStretchFactor(MAIN_SHARE);
    for (let i = 1; i < panes.length; i++) panes[i].setStretchFactor(1);
    if (this.model) this.setModel(this.model);
    if (range) this.chart.timeScale().setVisibleLogicalRange(range);
  }

  setModel(model: ChartModel) {
    this.model = model;
    for (const s of this.series) {
      const next = s.source(model);
      const diff = diffSeries(this.last.get(s.key), next);
      if (diff.kind === 'set') s.api.setData(next as never);
      else if (diff.kind === 'update')
        for (let i = diff.from; i < next.length; i++) s.api.update(next[i] as never);
      this.last.set(s.key, next);
    }
    this.markers?.setMarkers(model.markers);
  }

  get paneCount() {
    return this.chart.panes().length;
  }

  /** Top of each pane in px from the chart's top (a one-pixel separator between panes). */
  paneTops(): number[] {
    const tops: number[] = [];
    let y = 0;
    for (const pane of this.chart.panes()) {
      tops.push(y);
      y += pane.getHeight() + 1;
    }
    return tops;
  }

  get candles() {
    return this.candleSeries;
  }

  destroy() {
    this.chart.remove();
  }
}
