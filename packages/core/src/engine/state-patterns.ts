import { PATTERN_COLUMNS } from '../patterns/catalog.js';
import { patternsAtRing } from '../patterns/compute.js';
import type { IndicatorValues } from './columns.js';
import { H, PAT_AVG, R_CLOSE, R_HIGH, R_LOW, R_OPEN } from './state-layout.js';

/**
 * Candle patterns of candle i (already in the rings) from the shared candle history, with the pattern
 * averages kept at PAT_AVG: the bit set in v.pattern and one 0/1 column per pattern (NaN while warming up).
 */
export function patternsStep(d: number[], i: number, v: IndicatorValues): void {
  const bits = patternsAtRing(d, R_OPEN, R_HIGH, R_LOW, R_CLOSE, PAT_AVG, H, i);
  v.pattern = bits;
  // named stores: a keyed store over 16 different names is megamorphic and costs more than the detection
  if (Number.isNaN(bits)) {
    for (let k = 0; k < PATTERN_COLUMNS.length; k++) v[PATTERN_COLUMNS[k]] = Number.NaN;
    return;
  }
  v.patternDoji = bits & 1;
  v.patternBullishEngulfing = (bits >>> 1) & 1;
  v.patternBearishEngulfing = (bits >>> 2) & 1;
  v.patternPiercingLine = (bits >>> 3) & 1;
  v.patternBullishHarami = (bits >>> 4) & 1;
  v.patternHammer = (bits >>> 5) & 1;
  v.patternInvertedHammer = (bits >>> 6) & 1;
  v.patternMorningStar = (bits >>> 7) & 1;
  v.patternEveningStar = (bits >>> 8) & 1;
  v.patternBullishAbandonedBaby = (bits >>> 9) & 1;
  v.patternTweezerBottom = (bits >>> 10) & 1;
  v.patternTweezerTop = (bits >>> 11) & 1;
  v.patternShootingStar = (bits >>> 12) & 1;
  v.patternGravestoneDoji = (bits >>> 13) & 1;
  v.patternDragonflyDoji = (bits >>> 14) & 1;
  v.patternMarubozu = (bits >>> 15) & 1;
}
