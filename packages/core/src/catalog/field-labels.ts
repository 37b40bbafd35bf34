import type { IndicatorColumnName } from '../engine/columns.js';

/**
 * The short names traders write on a chart legend or in a signal ("RSI(14)", "EMA(200)", "Close"),
 * parameters included, in English and Vietnamese: what "why it matched" puts before a value. The long
 * names of the catalogue describe a field in the builder; these name it in a sentence. Patterns keep
 * their catalogue names, which are already short.
 */
type Label = readonly [en: string, vi: string];

const same = (label: string): Label => [label, label];

/** The candle fields, every column but the pattern flags, and the futures ratios. */
type Labelled =
  | 'open'
  | 'high'
  | 'low'
  | 'close'
  | 'volume'
  | IndicatorColumnName
  | 'topTraderPositionRatio'
  | 'topTraderAccountRatio';

/** Typed by name, so that a new column cannot go without its label. */
export const FIELD_LABELS: Readonly<Record<Labelled, Label>> = {
  open: ['Open', 'Giá mở'],
  high: ['High', 'Giá cao'],
  low: ['Low', 'Giá thấp'],
  close: ['Close', 'Giá đóng'],
  volume: ['Volume', 'Khối lượng'],
  rsi: same('RSI(14)'),
  rsiMa: ['RSI MA(14)', 'TB RSI(14)'],
  macd: same('MACD(12,26)'),
  macdSignal: ['MACD signal(9)', 'Tín hiệu MACD(9)'],
  macdHistogram: ['MACD histogram', 'Histogram MACD'],
  sma9: same('SMA(9)'),
  sma20: same('SMA(20)'),
  sma52: same('SMA(52)'),
  ema9: same('EMA(9)'),
  ema12: same('EMA(12)'),
  ema20: same('EMA(20)'),
  ema26: same('EMA(26)'),
  ema52: same('EMA(52)'),
  ema100: same('EMA(100)'),
  ema200: same('EMA(200)'),
  bbUpper: ['BB upper(20,2)', 'BB trên(20,2)'],
  bbMiddle: ['BB middle(20)', 'BB giữa(20)'],
  bbLower: ['BB lower(20,2)', 'BB dưới(20,2)'],
  bbWidth: ['BB width(20,2)', 'Độ rộng BB(20,2)'],
  bbPercent: same('%B(20,2)'),
  ichimokuConversion: same('Tenkan(9)'),
  ichimokuBase: same('Kijun(26)'),
  ichimokuSpanA: same('Senkou A'),
  ichimokuSpanB: same('Senkou B'),
  ichimokuCloud: ['Ichimoku cloud', 'Mây Ichimoku'],
  diPlus: same('DI+(14)'),
  diMinus: same('DI-(14)'),
  adx: same('ADX(14)'),
  vwap: same('VWAP'),
  superTrend: same('SuperTrend(10,3)'),
  superTrendSignal: ['SuperTrend(10,3) direction', 'Xu hướng SuperTrend(10,3)'],
  volumeSma9: ['Volume MA(9)', 'Khối lượng TB(9)'],
  volumeSma20: ['Volume MA(20)', 'Khối lượng TB(20)'],
  volumeChange: ['Volume vs previous', 'Khối lượng so với nến trước'],
  dollarVolume: ['Dollar volume', 'Khối lượng USD'],
  color: ['Colour', 'Màu nến'],
  consecutiveUp: ['Up candles in a row', 'Nến tăng liên tiếp'],
  consecutiveDown: ['Down candles in a row', 'Nến giảm liên tiếp'],
  consecutiveAboveEma20: ['Closes above EMA(20) in a row', 'Nến đóng trên EMA(20) liên tiếp'],
  consecutiveBelowEma20: ['Closes below EMA(20) in a row', 'Nến đóng dưới EMA(20) liên tiếp'],
  consecutiveAboveEma200: ['Closes above EMA(200) in a row', 'Nến đóng trên EMA(200) liên tiếp'],
  consecutiveBelowEma200: ['Closes below EMA(200) in a row', 'Nến đóng dưới EMA(200) liên tiếp'],
  supportPrice: ['Support', 'Hỗ trợ'],
  resistancePrice: ['Resistance', 'Kháng cự'],
  supportDistance: ['Distance to support', 'Khoảng cách tới hỗ trợ'],
  resistanceDistance: ['Distance to resistance', 'Khoảng cách tới kháng cự'],
  pattern: ['Patterns', 'Mô hình nến'],
  topTraderPositionRatio: ['Top traders L/S (positions)', 'L/S top trader (vị thế)'],
  topTraderAccountRatio: ['Top traders L/S (accounts)', 'L/S top trader (tài khoản)'],
};

/** What a code's value is called (candle colour and Ichimoku cloud green/red, SuperTrend up/down). */
export const CODE_LABELS: Readonly<Record<string, { en: string; vi: string }>> = {
  green: { en: 'green', vi: 'xanh' },
  red: { en: 'red', vi: 'đỏ' },
  up: { en: 'up', vi: 'tăng' },
  down: { en: 'down', vi: 'giảm' },
};
