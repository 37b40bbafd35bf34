import type { FilterField, FilterOperator, Language } from '@bitdata/contracts';
import { escapeHtml } from '../../../platform/html';
import { listFields } from '../../screener';

/**
 * Blocks a body may name instead of holding their words: `<div data-content-block="filter-fields">`
 * stands where the documentation lists the fields a filter can use, and each read puts there the
 * list GET /filters/fields answers, so the page never drifts from the catalogue. The block stays
 * wrapped in its marker: an editor who saves the page saves the marker again, and the next read
 * replaces what it held with the catalogue of that day.
 */

const MARKER = 'data-content-block';
/** The marker and whatever an earlier read put inside it (a table: no div of its own). */
const FILTER_FIELDS_BLOCK = /<div\s+data-content-block\s*=\s*(["'])filter-fields\1\s*>[\s\S]*?<\/div>/g;

/** The words around the list, as the builder's screen says them. */
const TEXTS = {
  en: {
    caption: 'Fields a filter condition can use',
    field: 'Field',
    name: 'Name',
    group: 'Group',
    operators: 'Operators',
    description: 'Description',
    groups: {
      candle: 'Candles',
      momentum: 'Momentum',
      trend: 'Trend',
      volatility: 'Volatility',
      volume: 'Volume',
      levels: 'Support and resistance',
      pattern: 'Candle patterns',
      futures: 'Futures',
    },
    operatorNames: {
      equals: 'equals',
      isNotEquals: 'is not',
      isGreaterThan: 'is above',
      isGreaterThanOrEqual: 'is at or above',
      isLessThan: 'is below',
      isLessThanOrEqual: 'is at or below',
      in: 'is one of',
      notIn: 'is none of',
      contains: 'contains pattern',
      crossesAbove: 'crosses above',
      crossesBelow: 'crosses below',
    },
  },
  vi: {
    caption: 'Các trường mà điều kiện của bộ lọc có thể dùng',
    field: 'Trường',
    name: 'Tên',
    group: 'Nhóm',
    operators: 'Toán tử',
    description: 'Mô tả',
    groups: {
      candle: 'Nến',
      momentum: 'Động lượng',
      trend: 'Xu hướng',
      volatility: 'Biến động',
      volume: 'Khối lượng',
      levels: 'Hỗ trợ và kháng cự',
      pattern: 'Mô hình nến',
      futures: 'Hợp đồng tương lai',
    },
    operatorNames: {
      equals: 'bằng',
      isNotEquals: 'khác',
      isGreaterThan: 'lớn hơn',
      isGreaterThanOrEqual: 'lớn hơn hoặc bằng',
      isLessThan: 'nhỏ hơn',
      isLessThanOrEqual: 'nhỏ hơn hoặc bằng',
      in: 'là một trong',
      notIn: 'không thuộc',
      contains: 'có mô hình',
      crossesAbove: 'cắt lên trên',
      crossesBelow: 'cắt xuống dưới',
    },
  },
} satisfies Record<
  Language,
  {
    groups: Record<string, string>;
    operatorNames: Record<FilterOperator, string>;
    [text: string]: unknown;
  }
>;

const cell = (tag: 'th' | 'td', html: string) => `<${tag}>${html}</${tag}>`;

/** The catalogue as a table in one language; every text from the catalogue is escaped. */
export function filterFieldsTable(fields: readonly FilterField[], lang: Language): string {
  const t = TEXTS[lang];
  const groups: Record<string, string> = t.groups;
  const head = [t.field, t.name, t.group, t.operators, t.description].map((h) => cell('th', escapeHtml(h)));
  const rows = fields.map((f) => {
    const name = lang === 'vi' ? f.name_vi : f.name_en;
    const label = lang === 'vi' ? f.label_vi : f.label_en;
    const description = lang === 'vi' ? f.description_vi : f.description_en;
    // the operator's code is what the API takes; its words are what the builder shows
    const operators = f.operators
      .map((op) => `<code>${escapeHtml(op)}</code> (${escapeHtml(t.operatorNames[op] ?? op)})`)
      .join(', ');
    const named = label && label !== name ? `${escapeHtml(name)} (${escapeHtml(label)})` : escapeHtml(name);
    return `<tr>${[
      cell('td', `<code>${escapeHtml(f.name)}</code>`),
      cell('td', named),
      cell('td', escapeHtml(groups[f.group] ?? f.group)),
      cell('td', operators),
      cell('td', escapeHtml(description)),
    ].join('')}</tr>`;
  });
  return `<table><caption>${escapeHtml(t.caption)}</caption><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

// The catalogue is fixed for the life of the process: its tables are built once per language.
let catalogue: FilterField[] | undefined;
const rendered = new WeakMap<readonly FilterField[], Partial<Record<Language, string>>>();

function tableOf(fields: readonly FilterField[], lang: Language): string {
  let byLang = rendered.get(fields);
  if (!byLang) {
    byLang = {};
    rendered.set(fields, byLang);
  }
  byLang[lang] ??= filterFieldsTable(fields, lang);
  return byLang[lang];
}

/**
 * A stored body as a reader gets it: each block marker filled with what it stands for, in the
 * body's language. `fields` is the catalogue (GET /filters/fields) unless a test gives another.
 */
export function expandContentBlocks(html: string, lang: Language, fields?: readonly FilterField[]): string {
  if (!html.includes(MARKER)) return html;
  return html.replace(FILTER_FIELDS_BLOCK, () => {
    catalogue ??= listFields();
    const table = tableOf(fields ?? catalogue, lang);
    return `<div ${MARKER}="filter-fields">${table}</div>`;
  });
}
