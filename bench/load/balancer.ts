/**
 * What a load balancer in front of the API instances does, on the client side: a health check of each
 * instance every 100 ms (its readiness), round robin over the ready ones, and a request that could not
 * reach an instance tried on the next one. Requests carry the time they were sent, so a failure can be
 * told apart: in flight on an instance that was killed (lost with it), or a real error.
 */
export interface Instance {
  name: string;
  /** http://127.0.0.1:<port>/api/<prefix> */
  base: string;
  ready: boolean;
}

const PROBE_EVERY_MS = 100;

export interface Balancer {
  instances: Instance[];
  /** The next instance by round robin among the ready ones (all of them when none answers). */
  pick(skip?: ReadonlySet<string>): Instance | undefined;
  stop(): void;
}

export function createBalancer(list: ReadonlyArray<{ name: string; base: string }>): Balancer {
  const instances: Instance[] = list.map((i) => ({ ...i, ready: true }));
  let turn = 0;
  let probing = true;
  const probe = async () => {
    while (probing) {
      await Promise.all(
        instances.map(async (i) => {
          const res = await fetch(`${i.base}/health/ready`, { signal: AbortSignal.timeout(1000) }).catch(
            () => null,
          );
          await res?.arrayBuffer().catch(() => undefined);
          i.ready = res?.status === 200;
        }),
      );
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  };
  void probe();
  return {
    instances,
    pick(skip) {
      const open = instances.filter((i) => !skip?.has(i.name));
      const ready = open.filter((i) => i.ready);
      const from = ready.length > 0 ? ready : open;
      if (from.length === 0) return undefined;
      return from[turn++ % from.length];
    },
    stop() {
      probing = false;
    },
  };
}

/** The connection was refused: nothing reached the instance, any request may go elsewhere. */
export const notSent = (err: unknown): boolean => codeOf(err) === 'ECONNREFUSED';

export function codeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err as Error)?.name ?? String(err);
}

export interface Failure {
  kind: 'failed';
  instance: string;
  code: string;
  /** wall clock: when it was sent to that instance, and when it failed */
  sentAt: number;
  failedAt: number;
  ms: number;
}

export type Outcome =
  | { kind: 'answer'; status: number; body: unknown; instance: string; ms: number; retried: boolean }
  | Failure;

/**
 * A network failure lost with a killed instance: in flight when the kill came, or sent within two
 * probe periods of it (before the health check could take the instance out of rotation). Judged once
 * the kill times are known: the kill reaches the client's socket before the bench's word of it.
 */
export function lostWithKill(f: Failure, kills: ReadonlyArray<{ name: string; at: number }>): boolean {
  return kills.some(
    (k) => k.name === f.instance && f.sentAt <= k.at + 2 * PROBE_EVERY_MS && f.failedAt >= k.at,
  );
}

/**
 * Sends one request through the balancer. GETs are retried on the next instance after any network
 * failure (idempotent, as a proxy's "next upstream" does); other methods only when the connection was
 * refused. A failure that is not retried is returned with its times, for lostWithKill to judge.
 */
export async function send(
  balancer: Balancer,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Outcome> {
  const started = performance.now();
  const tried = new Set<string>();
  const codes: string[] = [];
  let retried = false;
  for (;;) {
    const target = balancer.pick(tried);
    if (!target) {
      const now = Date.now();
      return { kind: 'failed', instance: 'none', code: 'no instance', sentAt: now, failedAt: now, ms: 0 };
    }
    tried.add(target.name);
    const sentAt = Date.now();
    try {
      const res = await fetch(`${target.base}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text for the error report
      }
      return {
        kind: 'answer',
        status: res.status,
        body: parsed,
        instance: target.name,
        ms: performance.now() - started,
        retried,
      };
    } catch (err) {
      codes.push(`${codeOf(err)} on ${target.name}`);
      const canRetry = method === 'GET' || notSent(err);
      if (canRetry && tried.size < balancer.instances.length) {
        retried = true;
        continue;
      }
      return {
        kind: 'failed',
        instance: target.name,
        code: codes.join(', then '),
        sentAt,
        failedAt: Date.now(),
        ms: performance.now() - started,
      };
    }
  }
}
