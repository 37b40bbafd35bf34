/** Candle intervals of the product (id, name, code, index). */
export interface IntervalInfo {
  id: IntervalId;
  /** label shown to traders */
  name: string;
  /** exchange code, also the key used everywhere else */
  code: IntervalCode;
  /** sort order, shortest first */
  index: number;
  /** length of one candle in milliseconds */
  durationMs: number;
}

export type IntervalId = 'M3' | 'M5' | 'M15' | 'H1' | 'H4' | 'Day' | 'Week';
export type IntervalCode = '3m' | '5m' | '15m' | '1h' | '4h' | '1d' | '1w';

const MINUTE = 60_000;

export const INTERVALS: readonly IntervalInfo[] = Object.freeze([
  { id: 'M3', name: '3m', code: '3m', index: 0, durationMs: 3 * MINUTE },
  { id: 'M5', name: '5m', code: '5m', index: 1, durationMs: 5 * MINUTE },
  { id: 'M15', name: '15m', code: '15m', index: 2, durationMs: 15 * MINUTE },
  { id: 'H1', name: '1h', code: '1h', index: 3, durationMs: 60 * MINUTE },
  { id: 'H4', name: '4h', code: '4h', index: 4, durationMs: 240 * MINUTE },
  { id: 'Day', name: 'Day', code: '1d', index: 5, durationMs: 1440 * MINUTE },
  { id: 'Week', name: 'Week', code: '1w', index: 6, durationMs: 7 * 1440 * MINUTE },
] as const satisfies IntervalInfo[]);

// by code and by id: intervals are looked up on every candle and every screened market
const BY_KEY: ReadonlyMap<string, IntervalInfo> = new Map(
  INTERVALS.flatMap((it) => [[it.code, it] as const, [it.id, it] as const]),
);

/** Looks an interval up by its code ('1h') or id ('H1'); undefined when unknown. */
export function findInterval(codeOrId: string): IntervalInfo | undefined {
  return BY_KEY.get(codeOrId);
}
