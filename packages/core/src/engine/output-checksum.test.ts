import { describe, expect, it } from 'vitest';
import { loadKlines, REAL_SERIES } from '../../test-support/data.js';
import { computeIndicators } from './batch.js';
import { COLUMN_NAMES } from './columns.js';

/**
 * Pins every output column, bit for bit, on the four real series: a speed change must not change a single
 * value. Each column's hash is FNV-1a over the IEEE-754 bits of its values on all series in turn (every NaN
 * hashed as the same NaN). After a deliberate change of a rule, print the new table with
 * `PRINT_CHECKSUMS=1 npx vitest run packages/core/src/engine/output-checksum.test.ts` and paste it below.
 */
function columnHashes(): Record<string, string> {
  const h = new Map<string, number>(COLUMN_NAMES.map((n) => [n, 0x811c9dc5]));
  const f = new Float64Array(1);
  const w = new Uint32Array(f.buffer);
  for (const s of REAL_SERIES) {
    const out = computeIndicators(loadKlines(s.klines), { interval: s.interval });
    for (const name of COLUMN_NAMES) {
      let x = h.get(name) as number;
      for (const v of out[name]) {
        f[0] = Number.isNaN(v) ? Number.NaN : v;
        for (let k = 0; k < 2; k++) {
          let word = w[k];
          for (let b = 0; b < 4; b++) {
            x = Math.imul(x ^ (word & 0xff), 0x01000193) >>> 0;
            word >>>= 8;
          }
        }
      }
      h.set(name, x);
    }
  }
  return Object.fromEntries([...h].map(([k, v]) => [k, v.toString(16).padStart(8, '0')]));
}

const PINNED: Record<string, string> = {
  rsi: '6f2a30f2',
  rsiMa: '0b050670',
  macd: '0a056e7c',
  macdSignal: '4a89226c',
  macdHistogram: '778d1766',
  sma9: '76988ead',
  sma20: 'f633a011',
  sma52: 'c992efad',
  ema9: '1cc96d1f',
  ema12: '6fd0d7c2',
  ema20: '0d6c3305',
  ema26: 'ad826b7e',
  ema52: 'de8d47ac',
  ema100: '3cab320d',
  ema200: '4186fe84',
  bbUpper: 'd3d8d8d9',
  bbMiddle: 'f633a011',
  bbLower: 'c661fcbb',
  bbWidth: 'e0e57637',
  bbPercent: '8ac33609',
  ichimokuConversion: 'cfe4b587',
  ichimokuBase: 'cba75d84',
  ichimokuSpanA: '3549fdae',
  ichimokuSpanB: '61d3b113',
  ichimokuCloud: '33ad8b88',
  diPlus: '7fbbd22d',
  diMinus: 'b8a74acb',
  adx: '25de4112',
  vwap: '590e535f',
  superTrend: '61f8ccc6',
  superTrendSignal: 'd0a9dd28',
  volumeSma9: 'bbb5cc35',
  volumeSma20: '381fb2f9',
  volumeChange: 'c624d277',
  dollarVolume: 'e5962619',
  color: 'a48be9a5',
  consecutiveUp: 'bb0cafce',
  consecutiveDown: '94e1cb68',
  consecutiveAboveEma20: '8f35fde0',
  consecutiveBelowEma20: '5042d970',
  consecutiveAboveEma200: '1c686f9a',
  consecutiveBelowEma200: 'f5f28bd6',
  supportPrice: '2357b754',
  resistancePrice: 'c2b26bca',
  supportDistance: 'a8c9c5b5',
  resistanceDistance: '779cd536',
  pattern: 'abe59377',
  patternDoji: '3eb39605',
  patternBullishEngulfing: 'd8fa0e65',
  patternBearishEngulfing: '0b356045',
  patternPiercingLine: '042f5865',
  patternBullishHarami: '4119cdb8',
  patternHammer: 'e85c5f18',
  patternInvertedHammer: '6379a438',
  patternMorningStar: '71996665',
  patternEveningStar: '0df50b65',
  patternBullishAbandonedBaby: '2d110a18',
  patternTweezerBottom: 'c130f638',
  patternTweezerTop: '573f1c58',
  patternShootingStar: '26499eb8',
  patternGravestoneDoji: '3d017738',
  patternDragonflyDoji: 'd9843538',
  patternMarubozu: '3b1ea2f8',
};

describe('output checksums on the real series', () => {
  it('gives every column exactly the pinned values', () => {
    const got = columnHashes();
    if (process.env.PRINT_CHECKSUMS) console.log(JSON.stringify(got, null, 2));
    expect(got).toEqual(PINNED);
  });
});
