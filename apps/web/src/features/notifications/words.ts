import type { ConditionReading, FilterField } from '@bitdata/contracts/filters';
import { formatPrice } from '../market/markets';
import { fieldLabel } from '../screener/components/FieldPicker';
import '../screener/texts';
import './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * "Why it matched", in words: one sentence per condition, with the field's name in the reader's
 * language and the screener's own words for the operator ("RSI 14 is below: 28.4"; for a field
 * against another, both values). The reading has no threshold of its own: the value that matched is
 * what the member reads, the condition itself is on the filter's page.
 */
export function readingText(
  r: ConditionReading,
  t: Translate,
  language: string,
  fields: readonly FilterField[] = [],
): string {
  const field = fieldLabel(
    fields.find((f) => f.name === r.field),
    language,
    r.field,
  );
  const interval = r.interval ? ` (${t(`market.intervals.${r.interval}`)})` : '';
  const operator = t(`screener:operators.${r.operator}`);
  const value = formatPrice(r.left, language);
  return r.right === undefined || r.right === null
    ? t('notifications:reading.value', { field: `${field}${interval}`, operator, value })
    : t('notifications:reading.against', {
        field: `${field}${interval}`,
        operator,
        value,
        other: formatPrice(r.right, language),
      });
}
