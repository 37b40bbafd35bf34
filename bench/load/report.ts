import os from 'node:os';
import { type deliveryFigures, type httpFigures, type Kill, type MemoryRow, SLICE_MS } from './figures';
import type { WsReport } from './messages';
import { GOALS } from './settings';

/** The figure table at the end of a run, with PASS/FAIL per goal of the issue. */
export interface RunFigures {
  setup: { members: number; filters: number; rps: number; seconds: number; replaySpeed: number };
  http: ReturnType<typeof httpFigures>;
  ws: Omit<WsReport, 'type' | 'receipts'>;
  delivery: ReturnType<typeof deliveryFigures>;
  closes: { count: number; perCloseMax: number; perCloseMedian: number };
  queueWait: {
    p99BoundS: number | undefined;
    jobs: number;
    /** each life of the worker: the one killed, and its successor (which starts with the backlog) */
    lives: Array<{ pid: number; jobs: number; p99BoundS: number | undefined }>;
    perQueue: Array<{ queue: string; jobs: number; p99BoundS: number | undefined }>;
  };
  memory: MemoryRow[];
  kills: Kill[];
  loadAvg: number[];
}

const ms = (x: number) => (Number.isNaN(x) ? 'n/a' : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
const seconds = (s: number | undefined) =>
  s === undefined ? 'no jobs' : s === Number.POSITIVE_INFINITY ? '> last bucket' : `<= ${s} s`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export function printReport(f: RunFigures, t0: number): boolean {
  const { http, delivery } = f;
  const lines: string[] = [];
  const add = (s = '') => lines.push(s);
  add(
    `load: ${f.setup.members} members with a websocket each, ${f.setup.filters} notifying filters, ` +
      `${f.setup.rps} req/s for ${f.setup.seconds} s; PostgreSQL + Redis, 2 api + worker + ingest ` +
      `(replay x${f.setup.replaySpeed}: a 1h close every ${(3600 / f.setup.replaySpeed).toFixed(1)} s)`,
  );
  add(
    `kills (kill -9, s into the load -> back ready): ${f.kills
      .map(
        (k) =>
          `${k.name} ${((k.at - t0) / 1000).toFixed(1)} s -> ${k.backAt ? `${((k.backAt - t0) / 1000).toFixed(1)} s` : 'not back'}`,
      )
      .join(', ')}`,
  );
  add();
  add('HTTP (through the balancer; latency includes a retry on the other instance)');
  add(
    `  sent ${http.sent}, answered 2xx ${http.ok}, p50 ${ms(http.p50)}, p99 ${ms(http.p99)}, max ${ms(http.max)}`,
  );
  add(
    `  p99 per ${SLICE_MS / 1000} s: ${http.p99Along.map((x, i) => `${i * (SLICE_MS / 1000)}s ${ms(x)}`).join(', ')}`,
  );
  for (const k of http.perKind)
    add(
      `    ${k.name.padEnd(20)} ${String(k.sent).padStart(6)} sent  ${String(k.ok).padStart(6)} ok  p50 ${ms(k.p50).padStart(7)}  p99 ${ms(k.p99).padStart(7)}`,
    );
  add(
    `  errors ${http.errors} (4xx/5xx ${http.errors - http.networkErrors.length}, network ${http.networkErrors.length}); ` +
      `lost in flight with a killed instance ${http.lostWithKilled.length}; retried on the other instance ${http.retried}; ` +
      `per instance ${JSON.stringify(http.perInstance)}; generator lag max ${ms(http.maxLagMs)}`,
  );
  for (const b of http.badStatuses.slice(0, 5)) add(`    ${b.kind} ${b.status} on ${b.instance}: ${b.body}`);
  const byCause = new Map<string, number>();
  for (const n of http.networkErrors)
    byCause.set(`${n.request}: ${n.code}`, (byCause.get(`${n.request}: ${n.code}`) ?? 0) + 1);
  for (const [cause, n] of [...byCause].sort((a, b) => b[1] - a[1]).slice(0, 8)) add(`    ${n} x ${cause}`);
  add();
  add('Websockets');
  add(
    `  disconnects ${f.ws.disconnects}, reconnects ${f.ws.reconnects}, refused attempts ${f.ws.failedAttempts}, ` +
      `catch-up reads ${f.ws.catchUpRequests} (errors ${f.ws.catchUpErrors}), connections per instance ${JSON.stringify(f.ws.connectsPerInstance)}`,
  );
  add(
    `  notifications stored ${delivery.expected} over ${f.closes.count} closes (per close: median ${f.closes.perCloseMedian}, max ${f.closes.perCloseMax}); ` +
      `pushed ${delivery.pushed}, caught up after a reconnect ${delivery.caughtUp}, missing ${delivery.missing.length}, ` +
      `pushed twice ${delivery.duplicates}, pushed but not stored ${delivery.unexpected}, members not connected at the end ${delivery.notConnectedAtEnd}`,
  );
  for (const m of delivery.missing.slice(0, 5)) add(`    missing ${m.id} of member ${m.member}`);
  add();
  add(
    `Job queue wait (worker /metrics, every life of it): ${f.queueWait.jobs} jobs, p99 ${seconds(f.queueWait.p99BoundS)} ` +
      `(${f.queueWait.perQueue.map((q) => `${q.queue} ${q.jobs} ${seconds(q.p99BoundS)}`).join(', ')})`,
  );
  add(
    `  per life of the worker: ${f.queueWait.lives.map((l) => `pid ${l.pid} ${l.jobs} jobs p99 ${seconds(l.p99BoundS)}`).join(', ')}`,
  );
  add();
  add(
    `Resident memory (start of the load or of the process -> end of the load or the kill; growth over the last ${GOALS.memoryWindowS} s)`,
  );
  for (const m of f.memory)
    add(
      `  ${m.name.padEnd(7)} pid ${String(m.pid).padEnd(8)} ${mib(m.startBytes).padStart(8)} -> ${mib(m.endBytes).padStart(8)}  ` +
        (m.killed
          ? 'killed'
          : `${pct(m.growth)} over ${m.windowS.toFixed(0)} s${m.judged ? '' : ' (restarted inside the window: not judged)'}`),
    );
  add();

  const judged = f.memory.filter((m) => m.judged);
  const goals = [
    {
      goal: '0 HTTP errors outside the killed instance in-flight requests',
      ok: http.errors === 0,
      seen: `${http.errors}`,
    },
    { goal: `HTTP p99 < ${GOALS.httpP99Ms} ms`, ok: http.p99 < GOALS.httpP99Ms, seen: ms(http.p99) },
    {
      goal: 'every stored in-app notification delivered exactly once to its member',
      ok:
        delivery.missing.length === 0 &&
        delivery.duplicates === 0 &&
        delivery.unexpected === 0 &&
        delivery.notConnectedAtEnd === 0,
      seen: `${delivery.expected - delivery.missing.length}/${delivery.expected}, ${delivery.duplicates} twice`,
    },
    {
      goal: `queue wait p99 < ${GOALS.queueWaitP99S} s`,
      ok: f.queueWait.p99BoundS === undefined || f.queueWait.p99BoundS <= GOALS.queueWaitP99S,
      seen: seconds(f.queueWait.p99BoundS),
    },
    {
      goal: `no process memory growing > ${GOALS.memoryGrowth * 100} % over the last ${GOALS.memoryWindowS} s`,
      ok: judged.length > 0 && judged.every((m) => m.growth <= GOALS.memoryGrowth),
      seen: judged.map((m) => `${m.name} ${pct(m.growth)}`).join(', ') || 'none judged',
    },
  ];
  add('Goals');
  for (const g of goals) add(`  ${verdict(g.ok)}  ${g.goal.padEnd(72)} ${g.seen}`);
  add(`load average ${f.loadAvg.map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(lines.join('\n'));
  return goals.every((g) => g.ok);
}
