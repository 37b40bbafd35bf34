/**
 * The members' HTTP traffic, in a process of its own (as browsers are): a paced generator sending the
 * issue's member mix at a fixed rate, whatever the answers take (open loop), through the balancer.
 * Started by the bench with fork(); gets one `run` message, answers one `result`.
 */
import {
  FILTER_ENDPOINTS,
  MARKET_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  pathOf,
  STATISTIC_ENDPOINTS,
} from '@bitdata/contracts';
import { createBalancer, send } from './balancer';
import type { HttpLoadRequest, HttpLoadResult, KindFigures } from './messages';
import type { Member, MemberFilter } from './population';

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token: string;
  body?: unknown;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

function mix(members: Member[], symbols: string[]) {
  let edits = 0;
  let statisticTurn = 0;
  const ownFilter = (): [Member, MemberFilter] => {
    const m = pick(members);
    return [m, pick(m.filters)];
  };
  // the member mix of the issue, by share of the requests
  return [
    {
      name: 'market list',
      weight: 30,
      call: (): Call => ({
        method: 'GET',
        path: `${MARKET_ENDPOINTS.list.path}?exchange=1&dataType=3&pageSize=25`,
        token: pick(members).token,
      }),
    },
    {
      name: 'candles',
      weight: 25,
      call: (): Call => ({
        method: 'GET',
        path: `${pathOf(MARKET_ENDPOINTS.candles, { exchangeId: 1, dataType: 3, symbol: pick(symbols) })}?interval=1h&limit=300`,
        token: pick(members).token,
      }),
    },
    {
      name: 'filter matches',
      weight: 15,
      call: (): Call => {
        const [m, f] = ownFilter();
        return { method: 'GET', path: pathOf(FILTER_ENDPOINTS.matches, { filterId: f.id }), token: m.token };
      },
    },
    {
      name: 'notifications list',
      weight: 20,
      call: (): Call => ({
        method: 'GET',
        path: `${NOTIFICATION_ENDPOINTS.list.path}?page=1&pageSize=20`,
        token: pick(members).token,
      }),
    },
    {
      // a rename: the conditions (and so what notifies) stay as they are
      name: 'filter edit',
      weight: 9,
      call: (): Call => {
        const [m, f] = ownFilter();
        return {
          method: 'PUT',
          path: pathOf(FILTER_ENDPOINTS.update, { filterId: f.id }),
          token: m.token,
          body: {
            name: `${f.name} (${++edits})`,
            conditionList: f.conditionList,
            exchangeId: 1,
            dataType: 3,
            interval: '1h',
            active: true,
            notify: true,
          },
        };
      },
    },
    {
      // each member starts at most one in the run: a second while the first is busy would be refused
      name: 'statistic start',
      weight: 1,
      call: (): Call => {
        const m = members[statisticTurn++ % members.length];
        return {
          method: 'POST',
          path: STATISTIC_ENDPOINTS.start.path,
          token: m.token,
          body: { filterId: m.filters[0].id, intervals: ['1h'], symbols: [pick(symbols)] },
        };
      },
    },
  ];
}

/** The kind whose share of the total weight `r` falls in. */
function byWeight<K extends { weight: number }>(kinds: readonly K[], r: number): K {
  let left = r;
  for (const k of kinds) {
    left -= k.weight;
    if (left < 0) return k;
  }
  return kinds[kinds.length - 1];
}

async function run(req: HttpLoadRequest): Promise<HttpLoadResult> {
  const balancer = createBalancer(req.instances);
  const kinds = mix(req.members, req.symbols)
    .map((k) => ({ ...k, weight: req.weights[k.name] ?? k.weight }))
    .filter((k) => k.weight > 0);
  const totalWeight = kinds.reduce((s, k) => s + k.weight, 0);
  const figures = new Map<string, KindFigures>(
    kinds.map((k) => [k.name, { name: k.name, sent: 0, ok: 0, latencies: [] }]),
  );
  const result: HttpLoadResult = {
    type: 'result',
    kinds: [...figures.values()],
    badStatuses: [],
    badStatusCount: 0,
    failures: [],
    retried: 0,
    perInstance: {},
    maxLagMs: 0,
    timeline: [],
  };
  const pending = new Set<Promise<void>>();
  let start = performance.now();
  const fire = () => {
    const kind = byWeight(kinds, Math.random() * totalWeight);
    const call = kind.call();
    const fig = figures.get(kind.name) as KindFigures;
    fig.sent++;
    const at = Math.round(performance.now() - start);
    const p = send(balancer, call.method, call.path, call.token, call.body).then((out) => {
      if (out.kind === 'failed') {
        result.failures.push({ ...out, request: kind.name });
        return;
      }
      result.perInstance[out.instance] = (result.perInstance[out.instance] ?? 0) + 1;
      if (out.retried) result.retried++;
      if (out.status < 400) {
        fig.ok++;
        fig.latencies.push(out.ms);
        result.timeline.push([at, out.ms]);
      } else {
        result.badStatusCount++;
        if (result.badStatuses.length < 20)
          result.badStatuses.push({
            kind: kind.name,
            status: out.status,
            instance: out.instance,
            body: JSON.stringify(out.body).slice(0, 300),
          });
      }
    });
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  start = performance.now();
  const total = Math.round(req.rps * req.seconds);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * req.rps));
      if (due > sent + 1) result.maxLagMs = Math.max(result.maxLagMs, ((due - sent - 1) / req.rps) * 1000);
      while (sent < due) {
        sent++;
        fire();
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all([...pending]);
  balancer.stop();
  return result;
}

process.on('message', (msg: HttpLoadRequest) => {
  if (msg.type !== 'run') return;
  run(msg).then(
    (result) => process.send?.(result),
    (err: Error) => process.send?.({ type: 'error', message: err.stack ?? err.message }),
  );
});
