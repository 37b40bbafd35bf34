import { describe, expect, it } from 'vitest';
import { loadKlines, REAL_SERIES } from '../../test-support/data.js';
import { computeIndicators } from '../engine/batch.js';
import { columnsFromRows } from '../series/columns.js';
import { PATTERN_COLUMNS, PATTERN_IDS, PATTERNS, type PatternId, resolvePatternAlias } from './catalog.js';

type OHLC = [number, number, number, number];

/** 12 candles of body 1 and range 2 falling (close 119 -> 108) or rising (close 101 -> 112). */
function context(trend: 'down' | 'up'): OHLC[] {
  return Array.from({ length: 12 }, (_, k): OHLC => {
    const [o, c] = trend === 'down' ? [120 - k, 119 - k] : [100 + k, 101 + k];
    return [o, Math.max(o, c) + 0.5, Math.min(o, c) - 0.5, c];
  });
}

/** Patterns found on the last candle of `trend` context followed by `tail` (open, high, low, close). */
function found(trend: 'down' | 'up', tail: OHLC[]): PatternId[] {
  const all = [...context(trend), ...tail];
  const out = computeIndicators(
    columnsFromRows(all.map(([o, h, l, c], i) => [i * 3_600_000, o, h, l, c, 1, 100])),
  );
  const last = all.length - 1;
  return PATTERN_IDS.filter((_, k) => out[PATTERN_COLUMNS[k]][last] === 1);
}

const CASES: { id: PatternId; trend: 'down' | 'up'; tail: OHLC[]; miss: OHLC[]; why: string }[] = [
  {
    id: 'doji',
    trend: 'down',
    tail: [[108, 109, 107, 108.05]],
    miss: [[108, 109, 107, 108.5]],
    why: 'body of a quarter range',
  },
  {
    id: 'gravestoneDoji',
    trend: 'down',
    tail: [[108, 110, 108, 108.05]],
    miss: [[108, 110, 107, 108.05]],
    why: 'a lower shadow',
  },
  {
    id: 'dragonflyDoji',
    trend: 'down',
    tail: [[108, 108.05, 106, 108]],
    miss: [[108, 109, 106, 108]],
    why: 'an upper shadow',
  },
  {
    id: 'marubozu',
    trend: 'down',
    tail: [[108, 110.05, 107.95, 110]],
    miss: [[108, 110.8, 107.95, 110]],
    why: 'an upper shadow',
  },
  {
    id: 'bullishEngulfing',
    trend: 'down',
    tail: [[108, 109.6, 107.9, 109.5]],
    miss: [[108, 109.6, 107.9, 108.9]],
    why: 'a close inside the previous body',
  },
  {
    id: 'bearishEngulfing',
    trend: 'up',
    tail: [[112, 112.1, 110.4, 110.5]],
    miss: [[112, 112.1, 110.4, 111.5]],
    why: 'a close inside the previous body',
  },
  {
    id: 'piercingLine',
    trend: 'down',
    tail: [
      [108, 108.1, 104.9, 105],
      [105, 107.1, 104.9, 107],
    ],
    miss: [
      [108, 108.1, 104.9, 105],
      [105, 106.4, 104.9, 106.3],
    ],
    why: 'a close below the middle of the red body',
  },
  {
    id: 'bullishHarami',
    trend: 'down',
    tail: [
      [108, 108.1, 104.9, 105],
      [105.5, 106.3, 105.4, 106.2],
    ],
    miss: [
      [108, 108.1, 104.9, 105],
      [105.5, 108.3, 105.4, 108.2],
    ],
    why: 'a body leaving the red body',
  },
  {
    id: 'hammer',
    trend: 'down',
    tail: [[107.7, 108.05, 106.5, 108]],
    miss: [[107.7, 108.6, 106.5, 108]],
    why: 'an upper shadow',
  },
  {
    id: 'invertedHammer',
    trend: 'down',
    tail: [[108, 109.5, 107.65, 107.7]],
    miss: [[108, 109.5, 106.9, 107.7]],
    why: 'a lower shadow',
  },
  {
    id: 'shootingStar',
    trend: 'up',
    tail: [[112, 113.5, 111.95, 112.3]],
    miss: [[112, 112.3, 111.95, 112.3]],
    why: 'no upper shadow',
  },
  {
    id: 'morningStar',
    trend: 'down',
    tail: [
      [108, 108.1, 104.9, 105],
      [105, 105.1, 104.5, 104.7],
      [104.7, 106.6, 104.6, 106.5],
    ],
    miss: [
      [108, 108.1, 104.9, 105],
      [105, 105.1, 104.5, 104.7],
      [104.7, 105.4, 104.6, 105.3],
    ],
    why: 'a third candle closing only 10 % into the first body',
  },
  {
    id: 'eveningStar',
    trend: 'up',
    tail: [
      [112, 115.1, 111.9, 115],
      [115, 115.5, 114.9, 115.3],
      [115.3, 115.4, 113.4, 113.5],
    ],
    miss: [
      [112, 115.1, 111.9, 115],
      [115, 115.5, 114.9, 115.3],
      [115.3, 115.4, 114.6, 114.7],
    ],
    why: 'a third candle closing only 10 % into the first body',
  },
  {
    id: 'bullishAbandonedBaby',
    trend: 'down',
    tail: [
      [108, 108.1, 104.9, 105],
      [105, 105.2, 104.3, 104.95],
      [104.95, 106.6, 104.8, 106.5],
    ],
    miss: [
      [108, 108.1, 104.9, 105],
      [105, 105.2, 105, 104.95],
      [104.95, 106.6, 104.8, 106.5],
    ],
    why: 'a star whose low is not below the first candle',
  },
  {
    id: 'tweezerBottom',
    trend: 'down',
    tail: [
      [108, 108.2, 106.5, 107],
      [107, 108.1, 106.52, 108],
    ],
    miss: [
      [108, 108.2, 106.5, 107],
      [107, 108.1, 106.8, 108],
    ],
    why: 'lows 0.3 apart',
  },
  {
    id: 'tweezerTop',
    trend: 'up',
    tail: [
      [112, 113.5, 111.9, 113],
      [113, 113.52, 111.8, 112],
    ],
    miss: [
      [112, 113.5, 111.9, 113],
      [113, 113.9, 111.8, 112],
    ],
    why: 'highs 0.4 apart',
  },
];

describe('candle patterns on hand-built candles', () => {
  it('covers every pattern with a hand-built case', () => {
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(PATTERN_IDS));
  });

  it.each(CASES)('detects $id', ({ id, trend, tail }) => {
    expect(found(trend, tail)).toContain(id);
  });

  it.each(CASES)('rejects $id with $why', ({ id, trend, miss }) => {
    expect(found(trend, miss)).not.toContain(id);
  });

  it('finds no pattern on an ordinary candle of a steady trend', () => {
    expect(found('down', [[108, 108.5, 106.5, 107]])).toEqual([]);
  });

  it('sets the pattern bit set to the sum of the 0/1 columns', () => {
    const c = loadKlines('BTCUSDT-1h-2025-01.csv');
    const out = computeIndicators(c);
    for (let i = 12; i < c.close.length; i++) {
      let bits = 0;
      PATTERN_COLUMNS.forEach((name, k) => {
        bits += out[name][i] * 2 ** k;
      });
      expect(out.pattern[i]).toBe(bits);
    }
  });
});

describe('candle patterns on real candles', () => {
  const perSeries = REAL_SERIES.map((series) => {
    const c = loadKlines(series.klines);
    const out = computeIndicators(c, { interval: series.interval });
    const counts = PATTERN_COLUMNS.map((name) => out[name].reduce((s, x) => s + (x === 1 ? 1 : 0), 0));
    return { name: series.name, candles: c.close.length, counts };
  });

  it.each(perSeries)(
    'finds no pattern on more than a third of the candles of $name',
    ({ candles, counts }) => {
      for (const n of counts) expect(n).toBeLessThan(candles / 3);
    },
  );

  it('finds every pattern on the real series (rare ones at least once overall)', () => {
    PATTERN_COLUMNS.forEach((name, k) => {
      const total = perSeries.reduce((s, p) => s + p.counts[k], 0);
      expect(total, name).toBeGreaterThan(0);
    });
  });

  it('finds the common patterns on each real series', () => {
    const rare = new Set([
      'patternBullishAbandonedBaby',
      'patternMorningStar',
      'patternEveningStar',
      'patternPiercingLine',
    ]);
    for (const p of perSeries)
      PATTERN_COLUMNS.forEach((name, k) => {
        if (!rare.has(name)) expect(p.counts[k], `${name} on ${p.name}`).toBeGreaterThan(0);
      });
  });
});

describe('pattern aliases', () => {
  const FIRST_LIST = [
    'doji',
    'bullish_engulfing_up',
    'piercing_pattern_up',
    'bullish_harami',
    'hammer',
    'morning_star',
    'bullish_abandoned_baby',
    'tweezer_bottom',
    'bearish_engulfing_down',
    'shooting_star',
    'evening_star',
    'gravestone_doji',
    'tweezer_top',
    'hammer_inverter',
    'marubozu',
  ];
  const SECOND_LIST = [
    'bullish_harami',
    'abandonedBaby',
    'bearishengulfing',
    'bullishengulfing',
    'marubozu',
    'doji',
    'dragonflydoji',
    'eveningstar',
    'gravestonedoji',
    'hammerpattern',
    'hammerup',
    'hammerdown',
    'morningstar',
    'piercingline',
    'shootingstar',
    'tweezerbottom',
    'tweezerTop',
  ];

  it.each([...FIRST_LIST, ...SECOND_LIST])('resolves spec name %s to a tested detector', (name) => {
    const id = resolvePatternAlias(name);
    expect(id).toBeDefined();
    expect(CASES.some((c) => c.id === id)).toBe(true);
  });

  it('maps both spec lists onto the same detectors', () => {
    expect(resolvePatternAlias('bullish_engulfing_up')).toBe(resolvePatternAlias('bullishengulfing'));
    expect(resolvePatternAlias('hammer_inverter')).toBe('invertedHammer');
    expect(resolvePatternAlias('hammerup')).toBe('invertedHammer');
    expect(resolvePatternAlias('hammerdown')).toBe('hammer');
    expect(resolvePatternAlias('abandonedBaby')).toBe('bullishAbandonedBaby');
  });

  it('lists every spec name in the pattern catalogue', () => {
    const listed = new Set(PATTERNS.flatMap((p) => p.specNames));
    for (const name of [...FIRST_LIST, ...SECOND_LIST]) expect(listed.has(name), name).toBe(true);
  });

  it('returns undefined for an unknown name', () => {
    expect(resolvePatternAlias('three_white_soldiers')).toBeUndefined();
  });
});
