import { type Failure, lostWithKill } from './balancer';
import type { HttpLoadResult, WsMemberReceipts } from './messages';
import type { Incarnation } from './processes';

/** What the raw records of a run add up to; report.ts prints them against the goals. */

export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export interface Kill {
  name: string;
  at: number;
  /** when its successor answered ready */
  backAt?: number;
}

/** The p99 along the run is given per slice of this length. */
export const SLICE_MS = 5_000;

function slices(timeline: ReadonlyArray<[number, number]>, ms: number): number[][] {
  const last = timeline.reduce((m, [at]) => Math.max(m, at), 0);
  const out: number[][] = Array.from({ length: Math.floor(last / ms) + 1 }, () => []);
  for (const [at, latency] of timeline) out[Math.floor(at / ms)].push(latency);
  return out;
}

export function httpFigures(r: HttpLoadResult, kills: readonly Kill[]) {
  const latencies = r.kinds.flatMap((k) => k.latencies);
  const lost: Array<Failure & { request: string }> = [];
  const failed: Array<Failure & { request: string }> = [];
  for (const f of r.failures) (lostWithKill(f, kills) ? lost : failed).push(f);
  return {
    sent: r.kinds.reduce((s, k) => s + k.sent, 0),
    ok: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    perKind: r.kinds.map((k) => ({
      name: k.name,
      sent: k.sent,
      ok: k.ok,
      p50: percentile(k.latencies, 50),
      p99: percentile(k.latencies, 99),
    })),
    /** 4xx/5xx answers and network failures other than in flight on a killed instance */
    errors: r.badStatusCount + failed.length,
    badStatuses: r.badStatuses,
    networkErrors: failed,
    lostWithKilled: lost,
    retried: r.retried,
    perInstance: r.perInstance,
    maxLagMs: r.maxLagMs,
    p99Along: slices(r.timeline, SLICE_MS).map((xs) => percentile(xs, 99)),
  };
}

/**
 * Every stored notification of a member must have reached that member once: pushed to its socket, or
 * read from its list on the reconnect after a drop. Pushed twice is a duplicate; pushed but never
 * stored is unexpected.
 */
export function deliveryFigures(
  stored: ReadonlyArray<{ id: string; user_id: string }>,
  receipts: readonly WsMemberReceipts[],
) {
  const byMember = new Map(receipts.map((r) => [r.id, r]));
  const storedIds = new Set(stored.map((n) => n.id));
  let pushed = 0;
  let caughtUp = 0;
  const missing: Array<{ id: string; member: string }> = [];
  for (const n of stored) {
    const r = byMember.get(n.user_id);
    if (r && n.id in r.pushed) pushed++;
    else if (r?.caughtUp.includes(n.id)) caughtUp++;
    else missing.push({ id: n.id, member: n.user_id });
  }
  let duplicates = 0;
  let unexpected = 0;
  for (const r of receipts) {
    for (const [id, times] of Object.entries(r.pushed)) {
      if (times > 1) duplicates += times - 1;
      if (!storedIds.has(id)) unexpected++;
    }
  }
  return {
    expected: stored.length,
    pushed,
    caughtUp,
    missing,
    duplicates,
    unexpected,
    notConnectedAtEnd: receipts.filter((r) => !r.connected).length,
  };
}

export interface MemoryRow {
  name: string;
  pid: number;
  startBytes: number;
  endBytes: number;
  /** the growth over the judged window, and that window's length */
  growth: number;
  windowS: number;
  /** false when the process was (re)started inside the window (its growth includes its warm-up) or killed */
  judged: boolean;
  /** killed before the load ended: its end is its last sample before the kill */
  killed: boolean;
}

/**
 * Resident memory of each process life: at the load's start (or its own start, for a restarted one) and
 * at the load's end (or its kill), and the growth over the last `windowS` seconds of the load.
 */
export function memoryRows(
  roles: ReadonlyArray<{ name: string; lives: readonly Incarnation[] }>,
  loadStart: number,
  loadEnd: number,
  windowS: number,
): MemoryRow[] {
  const rows: MemoryRow[] = [];
  const windowStart = loadEnd - windowS * 1000;
  for (const role of roles) {
    for (const life of role.lives) {
      const samples = life.rss.filter(([t]) => t <= loadEnd);
      if (samples.length === 0) continue;
      const killed = life.endedAt !== undefined && life.endedAt < loadEnd;
      const startSample = samples.find(([t]) => t >= loadStart) ?? samples[0];
      const end = samples[samples.length - 1];
      const judged = !killed && (life.readyAt ?? life.startedAt) <= windowStart;
      const from = samples.find(([t]) => t >= windowStart) ?? samples[0];
      rows.push({
        name: role.name,
        pid: life.pid,
        startBytes: startSample[1],
        endBytes: end[1],
        growth: end[1] / from[1] - 1,
        windowS: (end[0] - from[0]) / 1000,
        judged,
        killed,
      });
    }
  }
  return rows;
}
