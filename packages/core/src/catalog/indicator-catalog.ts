import type { ColumnName } from '../engine/columns.js';
import { PATTERN_TEXTS } from './pattern-texts.js';

/** How a column's number reads, so screens can format it and filters can offer sensible operators. */
export type ValueKind =
  | 'price' // quote-currency price
  | 'oscillator' // bounded 0..100
  | 'percent' // percent, unbounded
  | 'ratio' // plain ratio
  | 'volume' // base-asset volume
  | 'quoteVolume' // quote-asset (dollar) volume
  | 'count' // whole number of candles
  | 'code' // enumeration, see the description
  | 'flag' // 0 or 1
  | 'bitset'; // bit k = PATTERNS[k]

export type IndicatorGroup = 'momentum' | 'trend' | 'volatility' | 'volume' | 'candle' | 'levels' | 'pattern';

/** Spec's indicator definition (name_vn is spelled name_vi here, as the app's language code). */
export interface IndicatorDefinition {
  /** column name, stable: filters store it */
  name: ColumnName;
  name_en: string;
  name_vi: string;
  description_en: string;
  description_vi: string;
  group: IndicatorGroup;
  valueKind: ValueKind;
  /** candles with NaN at the start of a series (index of the first value); levels may stay NaN longer */
  warmup: number;
}

type Row = [ColumnName, IndicatorGroup, ValueKind, number, string, string, string, string];

const sma = (n: number, w: number): Row => [
  `sma${n}` as ColumnName,
  'trend',
  'price',
  w,
  `Simple moving average ${n} (SMA ${n})`,
  `Đường trung bình động đơn giản ${n} (SMA ${n})`,
  `Average of the last ${n} closes, each with the same weight.`,
  `Trung bình cộng giá đóng cửa của ${n} nến gần nhất, mỗi nến có trọng số như nhau.`,
];

const ema = (n: number): Row => [
  `ema${n}` as ColumnName,
  'trend',
  'price',
  n - 1,
  `Exponential moving average ${n} (EMA ${n})`,
  `Đường trung bình động hàm mũ ${n} (EMA ${n})`,
  `Average of the closes that weighs recent candles more (factor 2/${n + 1}), started from the simple average of the first ${n} closes as in TA-Lib.`,
  `Trung bình giá đóng cửa, nến càng gần càng có trọng số lớn (hệ số 2/${n + 1}); khởi tạo bằng trung bình cộng ${n} giá đóng cửa đầu tiên như TA-Lib.`,
];

const runs = (side: 'Above' | 'Below', n: number): Row => [
  `consecutive${side}Ema${n}` as ColumnName,
  'trend',
  'count',
  n - 1,
  `Closes in a row ${side === 'Above' ? 'above' : 'below'} EMA ${n}`,
  `Số nến liên tiếp đóng cửa ${side === 'Above' ? 'trên' : 'dưới'} EMA ${n}`,
  `How many candles in a row, up to this one, closed strictly ${side === 'Above' ? 'above' : 'below'} the EMA ${n}; 0 when this one did not.`,
  `Số nến liên tiếp tính đến nến hiện tại có giá đóng cửa ${side === 'Above' ? 'cao hơn' : 'thấp hơn'} hẳn EMA ${n}; bằng 0 nếu nến hiện tại không thỏa.`,
];

const ROWS: Row[] = [
  [
    'rsi',
    'momentum',
    'oscillator',
    14,
    'Relative Strength Index (RSI 14)',
    'Chỉ số sức mạnh tương đối (RSI 14)',
    'Strength of gains against losses over 14 candles with Wilder smoothing, from 0 to 100. Above 70 is usually read as overbought, below 30 as oversold.',
    'Đo sức mạnh của các phiên tăng so với các phiên giảm trong 14 nến, làm mượt theo Wilder, giá trị từ 0 đến 100. Trên 70 thường được xem là quá mua, dưới 30 là quá bán.',
  ],
  [
    'rsiMa',
    'momentum',
    'oscillator',
    27,
    'RSI moving average (SMA 14 of RSI)',
    'Đường trung bình của RSI (SMA 14)',
    'Average of the last 14 RSI values. RSI crossing above its average hints at strengthening momentum, crossing below at weakening.',
    'Trung bình cộng của 14 giá trị RSI gần nhất. RSI cắt lên đường này cho thấy động lượng mạnh lên, cắt xuống cho thấy động lượng yếu đi.',
  ],
  [
    'macd',
    'momentum',
    'price',
    25,
    'MACD line (12, 26)',
    'Đường MACD (12, 26)',
    'EMA 12 minus EMA 26 of the close, seeded as TA-Lib. Positive when the short-term trend runs above the longer one.',
    'EMA 12 trừ EMA 26 của giá đóng cửa, khởi tạo như TA-Lib. Dương khi xu hướng ngắn hạn đang ở trên xu hướng dài hơn.',
  ],
  [
    'macdSignal',
    'momentum',
    'price',
    33,
    'MACD signal line (9)',
    'Đường tín hiệu MACD (9)',
    'EMA 9 of the MACD line. The MACD line crossing above it is a classic buy signal, crossing below a sell signal.',
    'EMA 9 của đường MACD. Đường MACD cắt lên đường tín hiệu là tín hiệu mua kinh điển, cắt xuống là tín hiệu bán.',
  ],
  [
    'macdHistogram',
    'momentum',
    'price',
    33,
    'MACD histogram',
    'Biểu đồ cột MACD (histogram)',
    'MACD line minus signal line. It changes sign when the two lines cross; growing bars show accelerating momentum.',
    'Đường MACD trừ đường tín hiệu. Cột đổi dấu khi hai đường cắt nhau; cột ngày càng cao cho thấy động lượng đang tăng tốc.',
  ],
  sma(9, 8),
  sma(20, 19),
  sma(52, 51),
  ema(9),
  ema(12),
  ema(20),
  ema(26),
  ema(52),
  ema(100),
  ema(200),
  [
    'bbUpper',
    'volatility',
    'price',
    19,
    'Bollinger upper band (20, 2)',
    'Dải Bollinger trên (20, 2)',
    'Middle band plus 2 population standard deviations of the last 20 closes.',
    'Dải giữa cộng 2 lần độ lệch chuẩn (tổng thể) của 20 giá đóng cửa gần nhất.',
  ],
  [
    'bbMiddle',
    'volatility',
    'price',
    19,
    'Bollinger middle band (SMA 20)',
    'Dải Bollinger giữa (SMA 20)',
    'Simple average of the last 20 closes, the centre of the Bollinger Bands.',
    'Trung bình cộng 20 giá đóng cửa gần nhất, là đường trung tâm của dải Bollinger.',
  ],
  [
    'bbLower',
    'volatility',
    'price',
    19,
    'Bollinger lower band (20, 2)',
    'Dải Bollinger dưới (20, 2)',
    'Middle band minus 2 population standard deviations of the last 20 closes.',
    'Dải giữa trừ 2 lần độ lệch chuẩn (tổng thể) của 20 giá đóng cửa gần nhất.',
  ],
  [
    'bbWidth',
    'volatility',
    'ratio',
    19,
    'Bollinger band width',
    'Độ rộng dải Bollinger',
    '(Upper - lower) / middle. A narrow band (squeeze) marks low volatility, which often comes before a breakout.',
    '(Dải trên − dải dưới) / dải giữa. Dải co hẹp cho thấy biến động thấp, thường xuất hiện trước một đợt bứt phá.',
  ],
  [
    'bbPercent',
    'volatility',
    'ratio',
    19,
    'Bollinger %B',
    'Chỉ số %B Bollinger',
    'Where the close sits in the bands: 0 on the lower band, 1 on the upper band, below 0 or above 1 outside them (0.5 if the bands collapse).',
    'Vị trí của giá đóng cửa trong dải: 0 ở dải dưới, 1 ở dải trên, nhỏ hơn 0 hoặc lớn hơn 1 khi giá nằm ngoài dải (0,5 nếu dải co về một đường).',
  ],
  [
    'ichimokuConversion',
    'trend',
    'price',
    8,
    'Ichimoku conversion line (Tenkan-sen, 9)',
    'Đường chuyển đổi Ichimoku (Tenkan-sen, 9)',
    'Midpoint of the highest high and lowest low of the last 9 candles.',
    'Điểm giữa của giá cao nhất và giá thấp nhất trong 9 nến gần nhất.',
  ],
  [
    'ichimokuBase',
    'trend',
    'price',
    25,
    'Ichimoku base line (Kijun-sen, 26)',
    'Đường cơ sở Ichimoku (Kijun-sen, 26)',
    'Midpoint of the highest high and lowest low of the last 26 candles.',
    'Điểm giữa của giá cao nhất và giá thấp nhất trong 26 nến gần nhất.',
  ],
  [
    'ichimokuSpanA',
    'trend',
    'price',
    51,
    'Ichimoku leading span A (Senkou A)',
    'Đường dẫn A Ichimoku (Senkou Span A)',
    'Edge of the cloud under this candle: the average of the conversion and base lines computed 26 candles earlier.',
    'Cạnh của mây Ichimoku tại nến hiện tại: trung bình của đường chuyển đổi và đường cơ sở được tính từ 26 nến trước.',
  ],
  [
    'ichimokuSpanB',
    'trend',
    'price',
    77,
    'Ichimoku leading span B (Senkou B)',
    'Đường dẫn B Ichimoku (Senkou Span B)',
    'Other edge of the cloud under this candle: the midpoint of the 52-candle range computed 26 candles earlier.',
    'Cạnh còn lại của mây tại nến hiện tại: điểm giữa vùng giá 52 nến, được tính từ 26 nến trước.',
  ],
  [
    'ichimokuCloud',
    'trend',
    'code',
    77,
    'Ichimoku cloud colour',
    'Màu mây Ichimoku',
    '1 green (span A at or above span B, bullish cloud), 2 red (span A below span B, bearish cloud).',
    '1 là mây xanh (đường dẫn A cao hơn hoặc bằng đường dẫn B, mây tăng), 2 là mây đỏ (đường dẫn A thấp hơn B, mây giảm).',
  ],
  [
    'diPlus',
    'trend',
    'oscillator',
    14,
    'Plus directional indicator (DI+ 14)',
    'Chỉ báo hướng dương (DI+ 14)',
    'Share of the average true range made by upward moves, Wilder-smoothed over 14 candles (0-100). DI+ above DI- favours buyers.',
    'Tỷ lệ của biên độ thực trung bình do các nhịp tăng tạo ra, làm mượt Wilder 14 nến (0–100). DI+ nằm trên DI− cho thấy bên mua chiếm ưu thế.',
  ],
  [
    'diMinus',
    'trend',
    'oscillator',
    14,
    'Minus directional indicator (DI- 14)',
    'Chỉ báo hướng âm (DI− 14)',
    'Share of the average true range made by downward moves, Wilder-smoothed over 14 candles (0-100). DI- above DI+ favours sellers.',
    'Tỷ lệ của biên độ thực trung bình do các nhịp giảm tạo ra, làm mượt Wilder 14 nến (0–100). DI− nằm trên DI+ cho thấy bên bán chiếm ưu thế.',
  ],
  [
    'adx',
    'trend',
    'oscillator',
    27,
    'Average directional index (ADX 14)',
    'Chỉ số định hướng trung bình (ADX 14)',
    'Strength of the trend, up or down, from 0 to 100. Above 20 to 25 a real trend is under way; below it the market ranges.',
    'Độ mạnh của xu hướng, dù tăng hay giảm, từ 0 đến 100. Trên 20–25 là thị trường đang có xu hướng rõ; thấp hơn là thị trường đi ngang.',
  ],
  [
    'vwap',
    'volume',
    'price',
    0,
    'Volume-weighted average price (VWAP)',
    'Giá trung bình theo khối lượng (VWAP)',
    'Average of the typical price (high + low + close) / 3 weighted by volume since the session start: each UTC day on intraday charts, each week on the daily chart, each month on the weekly chart.',
    'Giá điển hình (cao + thấp + đóng cửa) / 3 bình quân theo khối lượng từ đầu phiên: mỗi ngày (giờ UTC) với khung trong ngày, mỗi tuần với khung ngày, mỗi tháng với khung tuần.',
  ],
  [
    'superTrend',
    'trend',
    'price',
    9,
    'SuperTrend line (10, 3)',
    'Đường SuperTrend (10, 3)',
    'Trailing line 3 ATR(10) away from the candle midpoint, below price in an up trend and above it in a down trend (TradingView algorithm).',
    'Đường bám theo giá, cách điểm giữa nến 3 lần ATR(10): nằm dưới giá khi xu hướng tăng và trên giá khi xu hướng giảm (thuật toán của TradingView).',
  ],
  [
    'superTrendSignal',
    'trend',
    'code',
    9,
    'SuperTrend direction',
    'Tín hiệu SuperTrend',
    '1 up trend (close above the SuperTrend line), -1 down trend. A change of sign is a buy or sell signal.',
    '1 là xu hướng tăng (giá đóng cửa trên đường SuperTrend), −1 là xu hướng giảm. Khi đổi dấu là tín hiệu mua hoặc bán.',
  ],
  [
    'volumeSma9',
    'volume',
    'volume',
    8,
    'Average volume 9',
    'Khối lượng trung bình 9 nến',
    'Average base-asset volume of the last 9 candles.',
    'Khối lượng trung bình (tính theo đồng cơ sở) của 9 nến gần nhất.',
  ],
  [
    'volumeSma20',
    'volume',
    'volume',
    19,
    'Average volume 20',
    'Khối lượng trung bình 20 nến',
    'Average base-asset volume of the last 20 candles.',
    'Khối lượng trung bình (tính theo đồng cơ sở) của 20 nến gần nhất.',
  ],
  [
    'volumeChange',
    'volume',
    'percent',
    1,
    'Volume vs previous candle (%)',
    'Khối lượng so với nến trước (%)',
    "This candle's volume as a percent of the previous candle's: 150 means one and a half times as much.",
    'Khối lượng của nến hiện tại tính theo phần trăm khối lượng nến trước: 150 nghĩa là gấp rưỡi.',
  ],
  [
    'dollarVolume',
    'volume',
    'quoteVolume',
    0,
    'Dollar volume',
    'Khối lượng giao dịch quy đổi USD',
    'Traded value of the candle in the quote currency (USDT); volume × close when the exchange does not report it.',
    'Giá trị giao dịch của nến tính bằng đồng định giá (USDT); lấy khối lượng × giá đóng cửa khi sàn không cung cấp.',
  ],
  [
    'color',
    'candle',
    'code',
    0,
    'Candle colour',
    'Màu nến',
    '1 green (close at or above open), 2 red (close below open).',
    '1 là nến xanh (giá đóng cửa cao hơn hoặc bằng giá mở cửa), 2 là nến đỏ (giá đóng cửa thấp hơn giá mở cửa).',
  ],
  [
    'consecutiveUp',
    'candle',
    'count',
    0,
    'Up candles in a row',
    'Số nến tăng liên tiếp',
    'How many candles in a row, up to this one, closed above their open; 0 when this one did not.',
    'Số nến liên tiếp tính đến nến hiện tại có giá đóng cửa cao hơn giá mở cửa; bằng 0 nếu nến hiện tại không tăng.',
  ],
  [
    'consecutiveDown',
    'candle',
    'count',
    0,
    'Down candles in a row',
    'Số nến giảm liên tiếp',
    'How many candles in a row, up to this one, closed below their open; 0 when this one did not.',
    'Số nến liên tiếp tính đến nến hiện tại có giá đóng cửa thấp hơn giá mở cửa; bằng 0 nếu nến hiện tại không giảm.',
  ],
  runs('Above', 20),
  runs('Below', 20),
  runs('Above', 200),
  runs('Below', 200),
  [
    'supportPrice',
    'levels',
    'price',
    10,
    'Support price',
    'Giá hỗ trợ',
    'Nearest level below the close among the last 10 confirmed swing highs and 10 swing lows (a swing needs 5 lower candles on each side, so it is known 5 candles later). Empty when no level lies below.',
    'Mức giá gần nhất bên dưới giá đóng cửa, chọn trong 10 đỉnh và 10 đáy sóng đã xác nhận gần nhất (mỗi đỉnh hoặc đáy cần 5 nến mỗi bên, nên chỉ được biết sau 5 nến). Để trống khi không có mức nào bên dưới.',
  ],
  [
    'resistancePrice',
    'levels',
    'price',
    10,
    'Resistance price',
    'Giá kháng cự',
    'Nearest level above the close among the last 10 confirmed swing highs and 10 swing lows. Empty when no level lies above, e.g. at a new high.',
    'Mức giá gần nhất bên trên giá đóng cửa, chọn trong 10 đỉnh và 10 đáy sóng đã xác nhận gần nhất. Để trống khi không có mức nào bên trên, ví dụ khi giá lập đỉnh mới.',
  ],
  [
    'supportDistance',
    'levels',
    'percent',
    10,
    'Distance to support (%)',
    'Khoảng cách tới hỗ trợ (%)',
    'How far the close is above the support price, in percent of the close.',
    'Giá đóng cửa đang cao hơn giá hỗ trợ bao nhiêu, tính theo phần trăm giá đóng cửa.',
  ],
  [
    'resistanceDistance',
    'levels',
    'percent',
    10,
    'Distance to resistance (%)',
    'Khoảng cách tới kháng cự (%)',
    'How far the resistance price is above the close, in percent of the close.',
    'Giá kháng cự đang cao hơn giá đóng cửa bao nhiêu, tính theo phần trăm giá đóng cửa.',
  ],
  [
    'pattern',
    'pattern',
    'bitset',
    12,
    'Candle patterns (bit set)',
    'Mô hình nến (tập bit)',
    'All candle patterns found on this candle as one number: bit k set means pattern k of the pattern list.',
    'Tất cả mô hình nến xuất hiện ở nến này gộp thành một số: bit thứ k bằng 1 nghĩa là có mô hình thứ k trong danh sách mô hình.',
  ],
];

/** One entry per output column, in column order: texts shown to traders in English and Vietnamese. */
export const INDICATOR_CATALOG: readonly IndicatorDefinition[] = Object.freeze(
  [
    ...ROWS,
    ...PATTERN_TEXTS.map(
      (p): Row => [p.column, 'pattern', 'flag', 12, p.name_en, p.name_vi, p.description_en, p.description_vi],
    ),
  ].map(([name, group, valueKind, warmup, name_en, name_vi, description_en, description_vi]) =>
    Object.freeze({ name, name_en, name_vi, description_en, description_vi, group, valueKind, warmup }),
  ),
);

export const INDICATOR_CATALOG_BY_NAME: Readonly<Record<ColumnName, IndicatorDefinition>> = Object.freeze(
  Object.fromEntries(INDICATOR_CATALOG.map((d) => [d.name, d])) as Record<ColumnName, IndicatorDefinition>,
);
