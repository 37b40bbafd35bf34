import type { ConditionReading } from './filters';

/**
 * "Why it matched" as a trader writes it: one condition and its values in one short sentence, in
 * English or Vietnamese, for the app, the e-mail, Telegram and the webhook alike:
 * "RSI(14) 33.11 < 35", "Close 71,160.5 > EMA(200) 69,800.2", "Colour: green",
 * "EMA(9) crossed above EMA(21): 69,850.2 > 69,800.1". The sentence is always true of the candle: a
 * condition that did not hold reads with the opposite sign ("RSI(14) 41.5 ≥ 35"). Readings stored
 * before they carried what they compare with read as the field and its value ("RSI(14): 33.11").
 */

/** What the sentence reads of a field: an entry of GET /filters/fields, or core's field, alike. */
export interface ReadingField {
  name: string;
  valueKind: string;
  kind: string;
  codes?: Readonly<Record<string, number>> | null;
  codeLabels?: Readonly<Record<string, { en: string; vi: string }>> | null;
  name_en: string;
  name_vi: string;
  label_en?: string;
  label_vi?: string;
}

type Lang = 'en' | 'vi';

const WORDS = {
  en: {
    noValue: 'no value',
    crossed: { crossesAbove: 'crossed above', crossesBelow: 'crossed below' },
    notCrossed: { crossesAbove: 'did not cross above', crossesBelow: 'did not cross below' },
    oneOf: 'one of',
    noneOf: 'none of',
    not: 'not',
    yes: 'yes',
    no: 'no',
    without: 'no',
  },
  vi: {
    noValue: 'chưa có giá trị',
    crossed: { crossesAbove: 'cắt lên', crossesBelow: 'cắt xuống' },
    notCrossed: { crossesAbove: 'không cắt lên', crossesBelow: 'không cắt xuống' },
    oneOf: 'thuộc',
    noneOf: 'không thuộc',
    not: 'không phải',
    yes: 'có',
    no: 'không',
    without: 'không có',
  },
} as const;

/** The sign of a comparison that held, and the one that is true when it did not. */
const SIGN: Record<string, readonly [held: string, failed: string]> = {
  equals: ['=', '≠'],
  isNotEquals: ['≠', '='],
  isGreaterThan: ['>', '≤'],
  isGreaterThanOrEqual: ['≥', '<'],
  isLessThan: ['<', '≥'],
  isLessThanOrEqual: ['≤', '>'],
};

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', options);
    formats.set(key, f);
  }
  return f;
}

/**
 * A price to the digits a quote shows: about six significant digits above 1 (71,160.5; 3,512.42;
 * 1.2346), four below (0.5234; 0.00001234).
 */
function priceOptions(abs: number): Intl.NumberFormatOptions {
  if (abs < 1) return { maximumSignificantDigits: 4 };
  const whole = Math.floor(Math.log10(abs)) + 1;
  return { maximumFractionDigits: Math.min(4, Math.max(0, 6 - whole)) };
}

/** A value of the field as traders read it: prices by magnitude, indicators to 2 decimals, percentages with %. */
function formatValue(x: number, f: ReadingField | undefined, lang: Lang): string {
  const abs = Math.abs(x);
  switch (f?.valueKind) {
    case 'oscillator':
      return numberFormat(lang, { maximumFractionDigits: 2 }).format(x);
    case 'percent':
      return `${numberFormat(lang, { maximumFractionDigits: 2 }).format(x)}%`;
    case 'ratio':
      return numberFormat(
        lang,
        abs >= 0.1 || abs === 0 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 2 },
      ).format(x);
    case 'volume':
    case 'quoteVolume':
      return numberFormat(lang, { notation: 'compact', maximumFractionDigits: 2 }).format(x);
    case 'count':
      return numberFormat(lang, { maximumFractionDigits: 0 }).format(x);
    default:
      return numberFormat(lang, priceOptions(abs)).format(x);
  }
}

/** A code's value by its name (green, up), a flag as yes/no; other fields as numbers. */
function formatCategory(x: number, f: ReadingField | undefined, lang: Lang): string {
  if (f?.kind === 'flag') return x === 1 ? WORDS[lang].yes : WORDS[lang].no;
  const name = Object.entries(f?.codes ?? {}).find(([, v]) => v === x)?.[0];
  if (name === undefined) return formatValue(x, f, lang);
  return f?.codeLabels?.[name]?.[lang] ?? name;
}

const known = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

function labelOf(fields: readonly ReadingField[], name: string, interval: string | undefined, lang: Lang) {
  const f = fields.find((x) => x.name === name);
  const label = f
    ? ((lang === 'vi' ? f.label_vi : f.label_en) ?? (lang === 'vi' ? f.name_vi : f.name_en))
    : name;
  return { field: f, label: interval ? `${label} (${interval})` : label };
}

/** A price as a quote shows it, in the reader's language ('vi', else English): 71,160.5 or 71.160,5. */
export const priceText = (x: number, language: string): string =>
  formatValue(x, undefined, language === 'vi' ? 'vi' : 'en');

/** The sentence of one reading in the reader's language ('vi', else English). */
export function readingText(r: ConditionReading, fields: readonly ReadingField[], language: string): string {
  const lang: Lang = language === 'vi' ? 'vi' : 'en';
  const w = WORDS[lang];
  const { field, label } = labelOf(fields, r.field, r.interval, lang);
  if (!known(r.left)) return `${label}: ${w.noValue}`;
  const left = r.left;

  if (field?.kind === 'code' || field?.kind === 'flag') {
    const now = `${label}: ${formatCategory(left, field, lang)}`;
    const wanted = typeof r.value === 'number' ? [r.value] : r.value;
    // "not red" says what the candle avoided, or what it missed; a flag's yes or no says it all
    const missed = (r.operator === 'isNotEquals' || r.operator === 'notIn') === r.matched;
    if (field.kind === 'flag' || !missed || !wanted || wanted.length === 0) return now;
    const names = wanted.map((v) => formatCategory(v, field, lang)).join(', ');
    return `${now}, ${wanted.length === 1 ? w.not : w.noneOf} ${names}`;
  }

  if (field?.kind === 'patternSet') {
    if (!r.pattern) return `${label}: ${r.matched ? w.yes : w.no}`;
    const pattern = labelOf(fields, r.pattern, undefined, lang).label;
    return `${label}: ${r.matched ? pattern : `${w.without} ${pattern}`}`;
  }

  const value = (x: number) => formatValue(x, field, lang);
  if (r.operator === 'in' || r.operator === 'notIn') {
    if (!Array.isArray(r.value)) return `${label}: ${value(left)}`;
    const inList = (r.operator === 'in') === r.matched;
    return `${label} ${value(left)}, ${inList ? w.oneOf : w.noneOf} ${r.value.map(value).join(', ')}`;
  }

  // the other side: a constant, another field (named when the reading says which), or nothing known
  const other = r.rightField ? labelOf(fields, r.rightField, r.rightInterval, lang) : undefined;
  const rightValue = (x: number) => formatValue(x, other?.field ?? field, lang);
  const right = known(r.right) ? r.right : undefined;
  const constant = typeof r.value === 'number' ? r.value : undefined;

  if (r.operator === 'crossesAbove' || r.operator === 'crossesBelow') {
    const verb = (r.matched ? w.crossed : w.notCrossed)[r.operator];
    if (constant !== undefined) return `${label} ${verb} ${value(constant)}: ${value(left)}`;
    const named = other ? `${label} ${verb} ${other.label}` : `${label} ${verb}`;
    if (right === undefined) {
      return other ? `${named}: ${value(left)}, ${other.label}: ${w.noValue}` : `${named}: ${value(left)}`;
    }
    const sign = left > right ? '>' : left < right ? '<' : '=';
    return `${named}: ${value(left)} ${sign} ${rightValue(right)}`;
  }

  const sign = SIGN[r.operator]?.[r.matched ? 0 : 1];
  if (!sign) return `${label}: ${value(left)}`;
  if (constant !== undefined) return `${label} ${value(left)} ${sign} ${value(constant)}`;
  if (other && right === undefined) return `${label} ${value(left)}, ${other.label}: ${w.noValue}`;
  if (right === undefined) return `${label}: ${value(left)}`;
  return `${label} ${value(left)} ${sign} ${other ? `${other.label} ` : ''}${rightValue(right)}`;
}
