/**
 * Serialised answers kept in memory, for reads whose answer changes only at known moments (a candle
 * closes, tickers are refreshed). Bounded (least recently used first out, by count and by bytes) and
 * invalidated by scope: every entry names the scopes it depends on and remembers their generation when
 * its computation started, so an invalidation during a computation keeps its stale result out.
 *
 * The signal of a change may arrive before the change is readable (a closed candle is announced before
 * the flush that writes it to SQL): after an invalidation a scope stays "settling" for `settleMs`, and an
 * answer computed meanwhile is kept only until the scope has settled, then computed again. `ttlMs` caps
 * every entry, for changes no signal announces (tickers written by another instance).
 */
export interface AnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  settleMs: number;
  now?: () => number;
}

/** An answer as text, or as the bytes sent (a hit then costs no UTF-8 encoding on the socket). */
export type AnswerBody = string | Uint8Array;

interface Entry<B extends AnswerBody> {
  body: B;
  bytes: number;
  scopes: readonly string[];
  generations: number[];
  /** what else the answer depends on that the caller checks cheaply (e.g. the forming candle) */
  stamp: string;
  expiresAt: number;
}

interface ScopeState {
  generation: number;
  settledAt: number;
}

/** Generations of an answer's scopes when its computation started. */
export type ScopeSnapshot = { readonly generations: number[]; readonly at: number };

export class AnswerCache<B extends AnswerBody = string> {
  private readonly entries = new Map<string, Entry<B>>();
  private readonly scopes = new Map<string, ScopeState>();
  private readonly inflight = new Map<string, Promise<B>>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The cached body of `key` if it is still valid for `stamp`; refreshes its recency. */
  get(key: string, stamp = ''): B | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp || entry.expiresAt <= this.now() || !this.current(entry)) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  snapshot(scopes: readonly string[]): ScopeSnapshot {
    return { generations: scopes.map((s) => this.scopes.get(s)?.generation ?? 0), at: this.now() };
  }

  /** Keeps `body` unless a scope changed since `taken`; until a settling scope settles at most. */
  set(key: string, body: B, scopes: readonly string[], taken: ScopeSnapshot, stamp = ''): void {
    let expiresAt = taken.at + this.options.ttlMs;
    for (let i = 0; i < scopes.length; i++) {
      const state = this.scopes.get(scopes[i]);
      if ((state?.generation ?? 0) !== taken.generations[i]) return;
      if (state && state.settledAt > taken.at) expiresAt = Math.min(expiresAt, state.settledAt);
    }
    const bytes = typeof body === 'string' ? body.length * 2 : body.byteLength;
    if (bytes > this.options.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { body, bytes, scopes, generations: taken.generations, stamp, expiresAt });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  /**
   * The cached body, or else the one `compute` gives, kept for the next callers. Concurrent misses of
   * one key share one computation (100 clients after an invalidation cause one query, not 100).
   */
  async through(
    key: string,
    scopes: readonly string[],
    stamp: string,
    compute: () => Promise<B>,
  ): Promise<B> {
    const hit = this.get(key, stamp);
    if (hit !== undefined) {
      this.hits++;
      return hit;
    }
    this.misses++;
    const flightKey = `${key}\u0000${stamp}`;
    const running = this.inflight.get(flightKey);
    if (running) return running;
    const taken = this.snapshot(scopes);
    const promise = compute()
      .then((body) => {
        this.set(key, body, scopes, taken, stamp);
        return body;
      })
      .finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, promise);
    return promise;
  }

  /** Every answer depending on `scope` is recomputed; those computed in the next `settleMs` live until then. */
  invalidate(scope: string): void {
    const state = this.scopes.get(scope);
    const settledAt = this.now() + this.options.settleMs;
    if (state) {
      state.generation++;
      state.settledAt = settledAt;
    } else this.scopes.set(scope, { generation: 1, settledAt });
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private current(entry: Entry<B>): boolean {
    for (let i = 0; i < entry.scopes.length; i++) {
      if ((this.scopes.get(entry.scopes[i])?.generation ?? 0) !== entry.generations[i]) return false;
    }
    return true;
  }

  private remove(key: string, entry: Entry<B>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
