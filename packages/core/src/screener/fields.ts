import { CODE_LABELS, FIELD_LABELS } from '../catalog/field-labels.js';
import { INDICATOR_CATALOG, type IndicatorGroup, type ValueKind } from '../catalog/indicator-catalog.js';
import type { ColumnName } from '../engine/columns.js';
import { GREEN, RED } from '../indicators/candle-stats.js';
import type { Operator } from './operators.js';

export { OPERATORS, type Operator } from './operators.js';

/** Candle fields that are not engine outputs (dollarVolume and color are). */
export const CANDLE_FIELDS = ['open', 'high', 'low', 'close', 'volume'] as const;
export type CandleFieldName = (typeof CANDLE_FIELDS)[number];

/**
 * Binance USD-M top-trader long/short ratios. They come from their own endpoint, not from candles, so the
 * caller supplies them as columns aligned to candles (alignSamples), NaN where the market has none.
 */
export const FUTURES_FIELDS = ['topTraderPositionRatio', 'topTraderAccountRatio'] as const;
export type FuturesFieldName = (typeof FUTURES_FIELDS)[number];

export type FieldName = ColumnName | CandleFieldName | FuturesFieldName;

/**
 * What a condition may do with a field:
 * - number: a measured quantity; compared, crossed, against a number or a field of the same value kind;
 * - count: a whole number of candles; compared, crossed, or in a list;
 * - code: an enumeration (codes below); equal or in a list, by number or by code name;
 * - flag: 0 or 1 (one candle pattern); equal to 0/1 or true/false;
 * - patternSet: the bit set of all patterns; `contains` a pattern named by any alias.
 */
export type FieldKind = 'number' | 'count' | 'code' | 'flag' | 'patternSet';

export type FieldGroup = IndicatorGroup | 'futures';

export interface ScreenerField {
  name: FieldName;
  group: FieldGroup;
  valueKind: ValueKind;
  kind: FieldKind;
  operators: readonly Operator[];
  /** code name -> value, for kind 'code' (e.g. color: green 1, red 2) */
  codes?: Readonly<Record<string, number>>;
  /** code name -> what a trader calls it in each language (green: xanh), for kind 'code' */
  codeLabels?: Readonly<Record<string, { en: string; vi: string }>>;
  name_en: string;
  name_vi: string;
  /** the short name a sentence uses, parameters included ("RSI(14)", "EMA(200)", "Close") */
  label_en: string;
  label_vi: string;
  description_en: string;
  description_vi: string;
  /** candles of NaN at the start of a series */
  warmup: number;
}

const COMPARE: readonly Operator[] = [
  'equals',
  'isNotEquals',
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
];
const CROSS: readonly Operator[] = ['crossesAbove', 'crossesBelow'];
const LIST: readonly Operator[] = ['in', 'notIn'];

/** Operators per field kind: a list on a continuous price would never match, a cross of a code means nothing. */
export const OPERATORS_BY_KIND: Readonly<Record<FieldKind, readonly Operator[]>> = {
  number: [...COMPARE, ...CROSS],
  count: [...COMPARE, ...LIST, ...CROSS],
  code: ['equals', 'isNotEquals', ...LIST],
  flag: ['equals', 'isNotEquals'],
  patternSet: ['contains'],
};

const COLOR_CODES = { green: GREEN, red: RED };
/** Ichimoku cloud and SuperTrend codes as documented in the indicator catalogue. */
const CODES: Partial<Record<FieldName, Record<string, number>>> = {
  color: COLOR_CODES,
  ichimokuCloud: COLOR_CODES,
  superTrendSignal: { up: 1, down: -1 },
};

function kindOf(valueKind: ValueKind): FieldKind {
  switch (valueKind) {
    case 'count':
      return 'count';
    case 'code':
      return 'code';
    case 'flag':
      return 'flag';
    case 'bitset':
      return 'patternSet';
    default:
      return 'number';
  }
}

type Texts = [string, string, string, string];

const LABELS = new Map<string, readonly [string, string]>(Object.entries(FIELD_LABELS));

const CANDLE_TEXTS: Record<CandleFieldName, [ValueKind, ...Texts]> = {
  open: [
    'price',
    'Open price',
    'Giá mở cửa',
    'First traded price of the candle.',
    'Giá giao dịch đầu tiên của nến.',
  ],
  high: [
    'price',
    'High price',
    'Giá cao nhất',
    'Highest traded price of the candle.',
    'Giá giao dịch cao nhất của nến.',
  ],
  low: [
    'price',
    'Low price',
    'Giá thấp nhất',
    'Lowest traded price of the candle.',
    'Giá giao dịch thấp nhất của nến.',
  ],
  close: [
    'price',
    'Close price',
    'Giá đóng cửa',
    'Last traded price of the candle.',
    'Giá giao dịch cuối cùng của nến.',
  ],
  volume: [
    'volume',
    'Volume',
    'Khối lượng',
    'Traded volume of the candle in the base asset.',
    'Khối lượng giao dịch của nến tính theo đồng cơ sở.',
  ],
};

const FUTURES_TEXTS: Record<FuturesFieldName, Texts> = {
  topTraderPositionRatio: [
    'Top traders long/short ratio (positions)',
    'Tỷ lệ long/short của top trader (theo vị thế)',
    'Long positions divided by short positions of the exchange’s top 20 % traders by margin (futures only; empty on spot).',
    'Tổng vị thế long chia cho tổng vị thế short của 20 % trader hàng đầu theo ký quỹ (chỉ thị trường futures; để trống với spot).',
  ],
  topTraderAccountRatio: [
    'Top traders long/short ratio (accounts)',
    'Tỷ lệ long/short của top trader (theo tài khoản)',
    'Accounts net long divided by accounts net short among the exchange’s top 20 % traders (futures only; empty on spot).',
    'Số tài khoản nghiêng về long chia cho số tài khoản nghiêng về short trong 20 % trader hàng đầu (chỉ thị trường futures; để trống với spot).',
  ],
};

function field(
  name: FieldName,
  group: FieldGroup,
  valueKind: ValueKind,
  warmup: number,
  [name_en, name_vi, description_en, description_vi]: Texts,
): ScreenerField {
  const kind = kindOf(valueKind);
  const codes = CODES[name];
  // a pattern's catalogue name is already as short as a sentence wants it
  const [label_en, label_vi] = LABELS.get(name) ?? [name_en, name_vi];
  return Object.freeze({
    name,
    group,
    valueKind,
    kind,
    operators: OPERATORS_BY_KIND[kind],
    ...(codes
      ? {
          codes: Object.freeze(codes),
          codeLabels: Object.freeze(Object.fromEntries(Object.keys(codes).map((c) => [c, CODE_LABELS[c]]))),
        }
      : {}),
    name_en,
    name_vi,
    label_en,
    label_vi,
    description_en,
    description_vi,
    warmup,
  });
}

/** Every field a condition may name: candle fields, the indicator catalogue (with patterns), futures ratios. */
export const SCREENER_FIELDS: readonly ScreenerField[] = Object.freeze([
  ...CANDLE_FIELDS.map((name) => {
    const [valueKind, ...texts] = CANDLE_TEXTS[name];
    return field(name, 'candle', valueKind, 0, texts);
  }),
  ...INDICATOR_CATALOG.map((d) =>
    field(d.name, d.group, d.valueKind, d.warmup, [d.name_en, d.name_vi, d.description_en, d.description_vi]),
  ),
  ...FUTURES_FIELDS.map((name) => field(name, 'futures', 'ratio', 0, FUTURES_TEXTS[name])),
]);

const BY_NAME = new Map<string, ScreenerField>(SCREENER_FIELDS.map((f) => [f.name, f]));
const ID_OF = new Map<string, number>(SCREENER_FIELDS.map((f, id) => [f.name, id]));

/** The field of that exact name, or undefined (names are stored in filters and never renamed). */
export function findField(name: string): ScreenerField | undefined {
  return BY_NAME.get(name);
}

/**
 * Position of a field in SCREENER_FIELDS, which indexes the columns of a series: reading a column by
 * number is what keeps a close over hundreds of markets cheap (a lookup by name costs a hash probe).
 */
export function fieldId(name: FieldName): number {
  return ID_OF.get(name)!;
}
