/** Lengths and thresholds of the catalogue (moving averages over 9, 12, 20, 26, 52, 100 and 200 candles). */
export const RSI_PERIOD = 14;
export const RSI_MA_PERIOD = 14;
export const MACD_FAST = 12;
export const MACD_SLOW = 26;
export const MACD_SIGNAL = 9;
export const SMA_PERIODS = [9, 20, 52] as const;
export const EMA_PERIODS = [9, 12, 20, 26, 52, 100, 200] as const;
export const BB_PERIOD = 20;
export const BB_DEVIATIONS = 2;
export const DMI_PERIOD = 14;
export const SUPERTREND_PERIOD = 10;
export const SUPERTREND_FACTOR = 3;
export const VOLUME_SMA_PERIODS = [9, 20] as const;
