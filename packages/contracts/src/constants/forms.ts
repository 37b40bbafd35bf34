import type { FieldType } from './backoffice';

/**
 * The component kinds a form is laid out from. A kind that edits a value is
 * bound to a field of the form's document and fits only some field types (a date picker a date, a
 * checkbox a boolean); display kinds (label, image, chart, grid) bind to no field or only read one.
 * Publish components are the public site's widgets: the ones the app has are usable in a form, the
 * others are listed with `available: false` so the designer shows them as not yet available rather
 * than leaving them out.
 */

export type FormComponentGroup = 'input' | 'display' | 'data' | 'chart' | 'action' | 'publish';

export interface FormComponentKind {
  kind: string;
  group: FormComponentGroup;
  /** 'required': must be bound to a field; 'optional': may read one; 'none': binds no field. */
  binding: 'required' | 'optional' | 'none';
  /** The field types a bound field may have; empty: any. */
  fieldTypes: readonly FieldType[];
  /** False: named by the spec but not built in this app yet (the designer shows it disabled). */
  available: boolean;
}

const TEXTUAL: readonly FieldType[] = ['string', 'number', 'double', 'float'];
const CHOICE: readonly FieldType[] = ['string', 'number', 'double', 'float', 'boolean'];

const k = (
  kind: string,
  group: FormComponentGroup,
  binding: FormComponentKind['binding'],
  fieldTypes: readonly FieldType[] = [],
  available = true,
): FormComponentKind => ({ kind, group, binding, fieldTypes, available });

export const FORM_COMPONENT_KINDS = [
  k('input', 'input', 'required', TEXTUAL),
  k('select', 'input', 'required', CHOICE),
  k('radio', 'input', 'required', CHOICE),
  k('checkbox', 'input', 'required', ['boolean']),
  k('datePicker', 'input', 'required', ['date', 'datetime', 'time']),
  k('editor', 'input', 'required', ['string']),
  k('attachment', 'input', 'required', ['object']),
  k('dragDrop', 'input', 'required', ['array']),
  k('transferList', 'input', 'required', ['array']),
  k('label', 'display', 'optional'),
  k('hyperlink', 'display', 'optional', ['string']),
  k('image', 'display', 'optional', ['string']),
  k('popup', 'display', 'none'),
  k('buttons', 'action', 'none'),
  k('table', 'data', 'none'),
  k('dataGrid', 'data', 'none'),
  k('excelExport', 'data', 'none'),
  k('pieChart', 'chart', 'none'),
  k('donutChart', 'chart', 'none'),
  k('barChart', 'chart', 'none'),
  // publish components: the site's widgets. The app's own picker, overview, plans and countdown are
  // embeddable; news, trading, the statistic filter, the chart and the documentation are not yet.
  k('newsDetail', 'publish', 'none', [], false),
  k('newsTitles', 'publish', 'none', [], false),
  k('marketPicker', 'publish', 'none'),
  k('btcEthOverview', 'publish', 'none'),
  k('buySell', 'publish', 'none', [], false),
  k('statisticFilter', 'publish', 'none', [], false),
  k('cryptoDetail', 'publish', 'none', [], false),
  k('userDocumentation', 'publish', 'none', [], false),
  k('pricing', 'publish', 'none'),
  k('paymentPackage', 'publish', 'none', [], false),
  // counts down to a bound date (an offer's end)
  k('timer', 'publish', 'optional', ['date', 'datetime']),
] as const satisfies readonly FormComponentKind[];

export type FormComponentKindName = (typeof FORM_COMPONENT_KINDS)[number]['kind'];
export const FORM_KIND_NAMES = FORM_COMPONENT_KINDS.map((c) => c.kind) as [
  FormComponentKindName,
  ...FormComponentKindName[],
];

export const formKindOf = (kind: string): FormComponentKind | undefined =>
  FORM_COMPONENT_KINDS.find((c) => c.kind === kind);

/** The chart kinds and what a chart counts records by. */
export const FORM_CHART_KINDS = ['pieChart', 'donutChart', 'barChart'] as const;

/** The 12-column grid of a form and its breakpoints. */
export const FORM_COLUMNS = 12;
export const FORM_BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;
export type FormBreakpoint = (typeof FORM_BREAKPOINTS)[number];

/** Bounds of a form's layout: what a request may carry (bad input stays a 400). */
export const FORM_LIMITS = {
  components: 200,
  /** Nesting of containers (a popup holds components). */
  depth: 4,
  /** Options of a select or radio given on the component itself. */
  options: 200,
  /** Columns of an Excel export or a grid. */
  columns: 50,
  /** Groups a chart shows (the rest are summed as "other"). */
  chartGroups: 50,
} as const;
