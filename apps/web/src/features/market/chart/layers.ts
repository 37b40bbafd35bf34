/** What the user switched on: overlays on the price pane and the extra panes below it. */
export interface ChartLayers {
  ema20: boolean;
  ema52: boolean;
  ema200: boolean;
  bollinger: boolean;
  ichimoku: boolean;
  superTrend: boolean;
  patterns: boolean;
  rsi: boolean;
  macd: boolean;
  dmi: boolean;
}

export const DEFAULT_LAYERS: ChartLayers = {
  ema20: true,
  ema52: false,
  ema200: true,
  bollinger: false,
  ichimoku: false,
  superTrend: false,
  patterns: true,
  rsi: true,
  macd: false,
  dmi: false,
};
