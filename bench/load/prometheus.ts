/** Reading what a process's GET /metrics says (Prometheus text format): one histogram's buckets. */

/** Cumulative counts by upper bound (`le`), summed over the series of one family the filter keeps. */
export type Buckets = Map<number, number>;

export function histogramBuckets(
  text: string,
  family: string,
  keep: (labels: string) => boolean = () => true,
): Buckets {
  const out: Buckets = new Map();
  const prefix = `${family}_bucket{`;
  for (const line of text.split('\n')) {
    if (!line.startsWith(prefix)) continue;
    const close = line.lastIndexOf('}');
    const labels = line.slice(prefix.length, close);
    if (!keep(labels)) continue;
    const le = /le="([^"]+)"/.exec(labels)?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    out.set(bound, (out.get(bound) ?? 0) + Number(line.slice(close + 1).trim()));
  }
  return out;
}

/** The label values of one label across a histogram's series (the queues of job_wait_seconds). */
export function labelValues(text: string, family: string, label: string): string[] {
  const found = new Set<string>();
  const re = new RegExp(`^${family}_bucket\\{[^}]*${label}="([^"]+)"`);
  for (const line of text.split('\n')) {
    const m = re.exec(line);
    if (m) found.add(m[1]);
  }
  return [...found];
}

export function addBuckets(into: Buckets, more: Buckets): Buckets {
  for (const [le, n] of more) into.set(le, (into.get(le) ?? 0) + n);
  return into;
}

export const countOf = (b: Buckets): number => b.get(Number.POSITIVE_INFINITY) ?? 0;

/**
 * The quantile's upper bound: the smallest bucket bound holding at least that share of observations
 * (what can be said from buckets without guessing inside one). Infinity when it lies past the last.
 */
export function quantileBound(b: Buckets, q: number): number | undefined {
  const total = countOf(b);
  if (total === 0) return undefined;
  for (const le of [...b.keys()].sort((x, y) => x - y)) if ((b.get(le) ?? 0) >= q * total) return le;
  return Number.POSITIVE_INFINITY;
}
