/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for tests: every line must be a
 * HELP or TYPE comment, a sample of the family its TYPE line declared, or blank; anything else
 * throws, as would a family declared twice (two registries clashing), a bad label or value, or a
 * histogram whose buckets do not add up.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** A float as Go's ParseFloat reads it (Prometheus's own parser): NaN and Inf in any case. */
function parseValue(text: string, line: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  if (lower === 'nan') return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

/** `{a="x",b="y\"z"}` from position `at` (the `{`); returns the labels and the position after `}`. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    if (line[i] === '}') return { labels, end: i + 1 };
    const eq = line.indexOf('=', i);
    if (eq < 0) throw new Error(`bad labels in: ${line}`);
    const name = line.slice(i, eq);
    if (!LABEL.test(name) || name in labels) throw new Error(`bad label "${name}" in: ${line}`);
    if (line[eq + 1] !== '"') throw new Error(`unquoted label value in: ${line}`);
    let value = '';
    let j = eq + 2;
    for (; j < line.length && line[j] !== '"'; j++) {
      if (line[j] !== '\\') {
        value += line[j];
        continue;
      }
      const next = line[++j];
      if (next === 'n') value += '\n';
      else if (next === '\\' || next === '"') value += next;
      else throw new Error(`bad escape in: ${line}`);
    }
    if (j >= line.length) throw new Error(`unterminated label value in: ${line}`);
    labels[name] = value;
    i = j + 1;
    if (line[i] === ',') i++;
    else if (line[i] !== '}') throw new Error(`bad labels in: ${line}`);
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!m) continue; // a plain comment
      const [, kind, name, rest] = m;
      if (!NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
      if (kind === 'HELP') {
        if (helps.has(name)) throw new Error(`HELP of ${name} given twice`);
        helps.set(name, rest);
        continue;
      }
      if (!TYPES.includes(rest)) throw new Error(`bad type in: ${line}`);
      if (families.has(name)) throw new Error(`family ${name} declared twice`);
      current = { name, type: rest as Family['type'], help: helps.get(name) ?? '', samples: [] };
      families.set(name, current);
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`bad sample: ${line}`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
    let labels: Record<string, string> = {};
    let rest = nameEnd;
    if (line[nameEnd] === '{') ({ labels, end: rest } = parseLabels(line, nameEnd));
    const fields = line.slice(rest).trim().split(/\s+/);
    if (fields.length < 1 || fields.length > 2 || fields[0] === '') throw new Error(`bad sample: ${line}`);
    if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`bad timestamp in: ${line}`);
    const family = current;
    if (!family || !SUFFIXES[family.type].some((suffix) => `${family.name}${suffix}` === name))
      throw new Error(`sample ${name} outside its family (after ${family?.name ?? 'nothing'})`);
    family.samples.push({ name, labels, value: parseValue(fields[0], line) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** Per label set: cumulative buckets ending in +Inf, which equals _count. */
function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: Sample[]; count?: number }>();
  for (const s of family.samples) {
    const { le, ...rest } = s.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (s.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: bucket without le`);
      entry.buckets.push(s);
    } else if (s.name.endsWith('_count')) entry.count = s.value;
  }
  for (const [key, { buckets, count }] of series) {
    const bounds = buckets.map((b) => parseValue(b.labels.le, b.labels.le));
    const sortedBounds = bounds.every((b, i) => i === 0 || b > bounds[i - 1]);
    const cumulative = buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1].value);
    const last = buckets[buckets.length - 1];
    if (!sortedBounds || !cumulative || last?.labels.le !== '+Inf' || last.value !== count)
      throw new Error(`${family.name} ${key}: buckets do not add up`);
  }
}

/** The samples of `name` (a family or one of its _bucket/_sum/_count series) whose labels include `labels`. */
export function samplesOf(
  families: Map<string, Family>,
  family: string,
  name = family,
  labels: Record<string, string> = {},
): Sample[] {
  return (families.get(family)?.samples ?? []).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}
