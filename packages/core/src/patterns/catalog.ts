/**
 * The candle-pattern list: one detector per pattern (bit k of the `pattern` column is PATTERN_IDS[k]),
 * the rule in both languages, and every name the product spec uses for it (its two lists disagree:
 * `bullish_engulfing_up` and `bullishengulfing` are the same detector).
 */
export const PATTERN_IDS = [
  'doji',
  'bullishEngulfing',
  'bearishEngulfing',
  'piercingLine',
  'bullishHarami',
  'hammer',
  'invertedHammer',
  'morningStar',
  'eveningStar',
  'bullishAbandonedBaby',
  'tweezerBottom',
  'tweezerTop',
  'shootingStar',
  'gravestoneDoji',
  'dragonflyDoji',
  'marubozu',
] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

/** Column of each pattern: `pattern` + the id with a capital, e.g. `patternHammer` (0 or 1). */
export type PatternColumnName = `pattern${Capitalize<PatternId>}`;

export function patternColumn(id: PatternId): PatternColumnName {
  return `pattern${id[0].toUpperCase()}${id.slice(1)}` as PatternColumnName;
}

export const PATTERN_COLUMNS: readonly PatternColumnName[] = PATTERN_IDS.map(patternColumn);

export interface PatternInfo {
  id: PatternId;
  bit: number;
  column: PatternColumnName;
  /** 1 bullish, -1 bearish, 0 indecision */
  direction: 1 | -1 | 0;
  candles: 1 | 2 | 3;
  /** the names of both product spec lists that resolve to this detector */
  specNames: readonly string[];
}

const SPEC_NAMES: Record<PatternId, readonly string[]> = {
  doji: ['doji'],
  bullishEngulfing: ['bullish_engulfing_up', 'bullishengulfing'],
  bearishEngulfing: ['bearish_engulfing_down', 'bearishengulfing'],
  piercingLine: ['piercing_pattern_up', 'piercingline'],
  bullishHarami: ['bullish_harami'],
  // "hammer down": the long shadow points down
  hammer: ['hammer', 'hammerpattern', 'hammerdown'],
  // "hammer up" / "hammer inverter": the hammer turned upside down, long shadow up
  invertedHammer: ['hammer_inverter', 'hammerup'],
  morningStar: ['morning_star', 'morningstar'],
  eveningStar: ['evening_star', 'eveningstar'],
  bullishAbandonedBaby: ['bullish_abandoned_baby', 'abandonedBaby'],
  tweezerBottom: ['tweezer_bottom', 'tweezerbottom'],
  tweezerTop: ['tweezer_top', 'tweezerTop'],
  shootingStar: ['shooting_star', 'shootingstar'],
  gravestoneDoji: ['gravestone_doji', 'gravestonedoji'],
  dragonflyDoji: ['dragonflydoji'],
  marubozu: ['marubozu'],
};

const DIRECTION: Record<PatternId, 1 | -1 | 0> = {
  doji: 0,
  bullishEngulfing: 1,
  bearishEngulfing: -1,
  piercingLine: 1,
  bullishHarami: 1,
  hammer: 1,
  invertedHammer: 1,
  morningStar: 1,
  eveningStar: -1,
  bullishAbandonedBaby: 1,
  tweezerBottom: 1,
  tweezerTop: -1,
  shootingStar: -1,
  gravestoneDoji: -1,
  dragonflyDoji: 1,
  marubozu: 0,
};

const CANDLES: Record<PatternId, 1 | 2 | 3> = {
  doji: 1,
  bullishEngulfing: 2,
  bearishEngulfing: 2,
  piercingLine: 2,
  bullishHarami: 2,
  hammer: 2,
  invertedHammer: 2,
  morningStar: 3,
  eveningStar: 3,
  bullishAbandonedBaby: 3,
  tweezerBottom: 2,
  tweezerTop: 2,
  shootingStar: 2,
  gravestoneDoji: 1,
  dragonflyDoji: 1,
  marubozu: 1,
};

export const PATTERNS: readonly PatternInfo[] = PATTERN_IDS.map((id, bit) => ({
  id,
  bit,
  column: patternColumn(id),
  direction: DIRECTION[id],
  candles: CANDLES[id],
  specNames: SPEC_NAMES[id],
}));

/** Lower case, letters and digits only: `tweezerTop`, `tweezer_top` and `TweezerTop` meet. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const ALIASES = new Map<string, PatternId>();
for (const p of PATTERNS) {
  ALIASES.set(normalise(p.id), p.id);
  for (const n of p.specNames) ALIASES.set(normalise(n), p.id);
}

/** The detector behind any spec pattern name or pattern id; undefined for an unknown name. */
export function resolvePatternAlias(specName: string): PatternId | undefined {
  return ALIASES.get(normalise(specName));
}
