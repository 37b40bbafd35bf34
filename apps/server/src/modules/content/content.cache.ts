import crypto from 'node:crypto';
import { QUERY_ENCRYPT_PARAM, TIMESTAMP_PARAM, ZIP_FIELD } from '@bitdata/transport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { AnswerCache } from '../../platform/cache/answer-cache';
import { sendKeptBytes } from '../../platform/http/kept-answer-encoding';
import type { RealtimeHub } from '../../platform/ports';
import { nextPublishAt } from './site/site.repository';

/**
 * What the public reads of content (lists, items, page heads, sitemap, feeds) answer, kept in memory
 * as the bytes sent: the site's pages ask for the same few answers again and again, and they change
 * only when an editor saves, deletes or restores an item, or when a scheduled item's time comes.
 *
 * Freshness:
 * - a write, on any instance: it publishes CONTENT_CHANNEL after its commit (the realtime hub, over
 *   Redis across instances) and every instance drops every answer on receipt. The content is small
 *   and written rarely, so one scope covers it all. An instance that starts publishes it too: its seed
 *   may have added the shipped items a newer version brings.
 * - a scheduled item: every answer computed also learns the earliest publishing time still to come,
 *   and no answer outlives it, so an item scheduled for 10:00 is shown at 10:00 without any write.
 * - `ttlMs` caps every answer for an event that never arrived (a Redis connection lost meanwhile).
 * Editors' reads never pass through here: they see drafts, and their answers are their own.
 */
export const CONTENT_CHANNEL = 'internal:content';
const CHANGED = 'content.changed';
const SCOPE = 'content';

export const CONTENT_ANSWER_LIMITS = {
  maxEntries: 2000,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 60_000,
  // the event is published after the commit: an answer computed after it already reads the change
  settleMs: 0,
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** Tells every instance that the public content changed; `from` names the instance that says so. */
export async function publishContentChanged(hub: Pick<RealtimeHub, 'publish'>, from: string): Promise<void> {
  await hub.publish({ channel: CONTENT_CHANNEL, type: CHANGED, data: { from } });
}

type CacheDeps = Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'config' | 'logger'>;

export interface ContentAnswers {
  readonly cache: AnswerCache<Buffer>;
  /** The kept bytes of `key`, or those `compute` gives, kept for the next callers. */
  through(key: string, compute: () => Promise<Buffer | string>): Promise<Buffer>;
  /** A value kept as JSON (a page's head): computed once, read again until the content changes. */
  value<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * A route's onRequest hook: an anonymous request whose URL was answered before, and whose answer is
   * still kept, is answered at once, before its query is decoded and validated (plain transport only;
   * see the market's answers, which do the same).
   */
  early(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Sends the kept JSON answer of `key`, or computes it with the route's serialiser, keeps and sends it. */
  serve(reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * The content changed here (a write committed, or this instance's seed ran): this instance's answers
   * are dropped at once, and every other instance is told.
   */
  changed(): Promise<void>;
}

function createContentAnswers(deps: CacheDeps, limits: Partial<typeof CONTENT_ANSWER_LIMITS> = {}) {
  const now = () => deps.clock.now();
  const cache = new AnswerCache<Buffer>({ ...CONTENT_ANSWER_LIMITS, ...limits, now });
  // the earliest publishing time still to come that an answer kept now was computed before
  let nextAt = Number.POSITIVE_INFINITY;
  const invalidate = () => {
    nextAt = Number.POSITIVE_INFINITY;
    cache.invalidate(SCOPE);
  };
  const scheduleReached = () => {
    if (now() >= nextAt) invalidate();
  };
  // this instance hears its own announcements too, after it already dropped its answers: once is enough
  // (a second drop would throw away what was computed from the change meanwhile)
  const self = crypto.randomUUID();
  deps.realtime.subscribe(CONTENT_CHANNEL, (event) => {
    if (event.type === CHANGED && (event.data as { from?: unknown } | null)?.from !== self) invalidate();
  });

  const through = (key: string, compute: () => Promise<Buffer | string>): Promise<Buffer> => {
    scheduleReached();
    return cache.through(key, [SCOPE], '', async () => {
      const at = now();
      const [body, next] = await Promise.all([compute(), nextPublishAt(deps.db, at)]);
      if (next !== null) nextAt = Math.min(nextAt, next);
      return typeof body === 'string' ? Buffer.from(body) : body;
    });
  };

  const { encrypt, zip } = deps.config.transport;
  const plain = !encrypt && !zip;
  // URL as sent -> its answer's key, remembered once served (validated) through the whole route
  const byUrl = new Map<string, string>();
  const protocolParams = [deps.config.transport.verifyKey, TIMESTAMP_PARAM, ZIP_FIELD, QUERY_ENCRYPT_PARAM];
  const remember = (url: string, key: string) => {
    if (!plain || byUrl.has(url)) return;
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
    // a URL with the protocol's own parameters always goes through its checks
    if (protocolParams.some((p) => query.has(p))) return;
    byUrl.set(url, key);
    if (byUrl.size > CONTENT_ANSWER_LIMITS.maxEntries) byUrl.delete(byUrl.keys().next().value as string);
  };

  const answers: ContentAnswers = {
    cache,
    through,
    async value<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const bytes = await through(key, async () => JSON.stringify(await compute()));
      return JSON.parse(bytes.toString('utf8')) as T;
    },
    async early(request, reply) {
      if (!plain || request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
      const key = byUrl.get(request.url);
      if (key === undefined) return undefined;
      scheduleReached();
      const body = cache.get(key);
      if (body === undefined) return undefined;
      cache.hits++;
      return sendKeptBytes(request, reply.type(JSON_TYPE), body);
    },
    async serve(reply, key, compute) {
      const body = await through(key, async () => reply.serialize(await compute()) as string);
      remember(reply.request.url, key);
      reply.type(JSON_TYPE);
      // the transport's own protocol zips and seals its answers: only plain JSON is compressed here
      return plain ? sendKeptBytes(reply.request, reply, body) : reply.send(body);
    },
    async changed() {
      invalidate();
      await publishContentChanged(deps.realtime, self).catch((err) =>
        deps.logger.warn(
          { err },
          'content: a change was not announced; other instances catch up within a minute',
        ),
      );
    },
  };
  return answers;
}

const byDeps = new WeakMap<object, ContentAnswers>();

/**
 * The answers of one application instance (one deps): made on first use, listening to the writes of
 * every instance from then on.
 */
export function contentAnswersOf(deps: CacheDeps): ContentAnswers {
  let answers = byDeps.get(deps);
  if (!answers) {
    answers = createContentAnswers(deps);
    byDeps.set(deps, answers);
  }
  return answers;
}
