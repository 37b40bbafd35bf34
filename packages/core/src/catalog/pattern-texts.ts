import { type PatternColumnName, type PatternId, patternColumn } from '../patterns/catalog.js';

/**
 * Trader-facing name and rule of every candle pattern (the rules of patterns/detect.ts in words).
 * "Average body" and "average range" are over the 10 candles before the pattern; "near" is 20 % and
 * "equal" 5 % of the average range of the 5 candles before. Crypto trades around the clock, so where
 * the textbook asks for a gap the rule accepts "at or beyond" the previous body.
 */
export interface PatternText {
  id: PatternId;
  column: PatternColumnName;
  name_en: string;
  name_vi: string;
  description_en: string;
  description_vi: string;
}

const T: [PatternId, string, string, string, string][] = [
  [
    'doji',
    'Doji',
    'Nến Doji',
    'Indecision: open and close practically equal (body at most 10 % of the average range).',
    'Thị trường lưỡng lự: giá mở cửa và đóng cửa gần như bằng nhau (thân nến không quá 10 % biên độ trung bình).',
  ],
  [
    'bullishEngulfing',
    'Bullish engulfing',
    'Nến nhấn chìm tăng',
    'A green candle whose body covers the whole body of the previous red candle (one edge may be equal).',
    'Nến xanh có thân bao trùm toàn bộ thân nến đỏ liền trước (cho phép trùng một cạnh).',
  ],
  [
    'bearishEngulfing',
    'Bearish engulfing',
    'Nến nhấn chìm giảm',
    'A red candle whose body covers the whole body of the previous green candle (one edge may be equal).',
    'Nến đỏ có thân bao trùm toàn bộ thân nến xanh liền trước (cho phép trùng một cạnh).',
  ],
  [
    'piercingLine',
    'Piercing line',
    'Mô hình xuyên thấu (Piercing line)',
    'A long red candle, then a long green one opening at or below its close and closing above the middle of its body, but below its open.',
    'Một nến đỏ thân dài, tiếp theo là nến xanh thân dài mở cửa bằng hoặc thấp hơn giá đóng cửa của nến đỏ và đóng cửa trên điểm giữa thân nến đỏ nhưng dưới giá mở cửa của nó.',
  ],
  [
    'bullishHarami',
    'Bullish harami',
    'Harami tăng (mẹ bồng con tăng)',
    'A long red candle followed by a short green candle whose body lies inside the red body.',
    'Một nến đỏ thân dài, tiếp theo là nến xanh thân ngắn nằm gọn trong thân nến đỏ.',
  ],
  [
    'hammer',
    'Hammer',
    'Nến búa',
    'Short body at or near the low of the previous candle, lower shadow longer than the body, almost no upper shadow: sellers pushed down and buyers took it back.',
    'Thân nến ngắn nằm sát hoặc thấp hơn đáy nến trước, bóng dưới dài hơn thân, gần như không có bóng trên: bên bán đẩy giá xuống nhưng bên mua đã kéo lên lại.',
  ],
  [
    'invertedHammer',
    'Inverted hammer',
    'Nến búa ngược',
    'After a decline (close of the previous candle below the close 5 candles earlier): short body at the bottom of the previous body, upper shadow longer than the body, almost no lower shadow.',
    'Sau một nhịp giảm (giá đóng cửa nến trước thấp hơn 5 nến trước đó): thân ngắn nằm ở đáy thân nến trước, bóng trên dài hơn thân, gần như không có bóng dưới.',
  ],
  [
    'morningStar',
    'Morning star',
    'Sao mai',
    'Three candles: a long red, a short-bodied star at or below its close, then a green candle closing at least 30 % back into the red body.',
    'Ba nến: một nến đỏ thân dài, một nến "ngôi sao" thân ngắn nằm bằng hoặc thấp hơn giá đóng cửa của nến đỏ, rồi một nến xanh đóng cửa lấn sâu ít nhất 30 % vào thân nến đỏ.',
  ],
  [
    'eveningStar',
    'Evening star',
    'Sao hôm',
    'Three candles: a long green, a short-bodied star at or above its close, then a red candle closing at least 30 % back into the green body.',
    'Ba nến: một nến xanh thân dài, một nến "ngôi sao" thân ngắn nằm bằng hoặc cao hơn giá đóng cửa của nến xanh, rồi một nến đỏ đóng cửa lấn sâu ít nhất 30 % vào thân nến xanh.',
  ],
  [
    'bullishAbandonedBaby',
    'Bullish abandoned baby',
    'Em bé bị bỏ rơi tăng',
    'A long red candle, a doji trading entirely below the middle of the red body with the lowest low of the three, then a green candle closing at least 30 % back into the red body.',
    'Một nến đỏ thân dài, một nến doji nằm hoàn toàn dưới điểm giữa thân nến đỏ và có đáy thấp nhất trong ba nến, rồi một nến xanh đóng cửa lấn sâu ít nhất 30 % vào thân nến đỏ.',
  ],
  [
    'tweezerBottom',
    'Tweezer bottom',
    'Đáy nhíp',
    'After a decline, a red candle then a green candle with equal lows: the same floor held twice.',
    'Sau một nhịp giảm, một nến đỏ rồi một nến xanh có giá thấp nhất bằng nhau: cùng một mức đáy được giữ vững hai lần.',
  ],
  [
    'tweezerTop',
    'Tweezer top',
    'Đỉnh nhíp',
    'After a rise, a green candle then a red candle with equal highs: the same ceiling rejected twice.',
    'Sau một nhịp tăng, một nến xanh rồi một nến đỏ có giá cao nhất bằng nhau: cùng một mức đỉnh bị từ chối hai lần.',
  ],
  [
    'shootingStar',
    'Shooting star',
    'Nến sao băng',
    'After a rise: short body at the top of the previous body, upper shadow longer than the body, almost no lower shadow: buyers pushed up and sellers took it back.',
    'Sau một nhịp tăng: thân ngắn nằm ở đỉnh thân nến trước, bóng trên dài hơn thân, gần như không có bóng dưới: bên mua đẩy giá lên nhưng bên bán đã kéo xuống lại.',
  ],
  [
    'gravestoneDoji',
    'Gravestone doji',
    'Doji bia mộ',
    'A doji with open and close at the low and a real upper shadow.',
    'Nến doji có giá mở cửa và đóng cửa nằm ở đáy nến, kèm bóng trên rõ rệt.',
  ],
  [
    'dragonflyDoji',
    'Dragonfly doji',
    'Doji chuồn chuồn',
    'A doji with open and close at the high and a real lower shadow.',
    'Nến doji có giá mở cửa và đóng cửa nằm ở đỉnh nến, kèm bóng dưới rõ rệt.',
  ],
  [
    'marubozu',
    'Marubozu',
    'Nến Marubozu (nến không bóng)',
    'A long body with almost no shadows (each under 10 % of the average range): one side controlled the whole candle.',
    'Nến thân dài gần như không có bóng (mỗi bóng dưới 10 % biên độ trung bình): một bên kiểm soát hoàn toàn cây nến.',
  ],
];

export const PATTERN_TEXTS: readonly PatternText[] = T.map(
  ([id, name_en, name_vi, description_en, description_vi]) => ({
    id,
    column: patternColumn(id),
    name_en,
    name_vi,
    description_en,
    description_vi,
  }),
);
