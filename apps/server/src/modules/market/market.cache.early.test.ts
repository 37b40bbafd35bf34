import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps';
import { answerOf, createMarketAnswers } from './market.cache';

/**
 * The early answer of the market reads (market.cache.ts): a URL served through the whole route is
 * answered again before the request's later hooks (the transport protocol's decoding, validation),
 * only with the protocol off, only while its answer is kept, never for a URL carrying the protocol's
 * parameters. A preValidation hook stands for everything the early answer skips.
 */
describe('market answers before validation', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  async function start(transport: { encrypt: boolean; zip: boolean }) {
    let computed = 0;
    let validated = 0;
    const deps = {
      market: { store: { get: () => undefined } },
      realtime: { subscribe: () => () => {} },
      clock: { now: () => Date.now() },
      config: { transport: { ...transport, verifyKey: 'verify' } },
    } as unknown as Parameters<typeof createMarketAnswers>[0] & Pick<AppDeps, 'clock'>;
    const answers = createMarketAnswers(deps);
    app = Fastify();
    app.addHook('preValidation', async () => {
      validated++;
    });
    app.get('/markets', { onRequest: answers.early }, async (req, reply) =>
      answers.serve(reply, answerOf.list(req.query as object), async () => ({ data: { n: ++computed } })),
    );
    await app.ready();
    const get = async (url: string) => {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      return r.json().data.n as number;
    };
    return { answers, get, counts: () => ({ computed, validated }) };
  }

  it('answers a URL served before without its later hooks, until its answer changes', async () => {
    const { answers, get, counts } = await start({ encrypt: false, zip: false });
    expect(await get('/markets?exchange=1')).toBe(1);
    expect(await get('/markets?exchange=1')).toBe(1);
    expect(await get('/markets?exchange=1')).toBe(1);
    expect(counts()).toEqual({ computed: 1, validated: 1 });
    // the same query written otherwise goes through the route once, then is known too
    expect(await get('/markets?exchange=1&')).toBe(1);
    expect(await get('/markets?exchange=1&')).toBe(1);
    expect(counts()).toEqual({ computed: 1, validated: 2 });
    // the feed's answers change: the next request computes again, through the whole route
    answers.changed({ exchangeId: 1, dataType: 3, symbol: 'BTCUSDT' });
    expect(await get('/markets?exchange=1')).toBe(2);
    expect(counts()).toEqual({ computed: 2, validated: 3 });
  });

  it("never for a URL carrying the protocol's parameters, nor with the protocol on", async () => {
    const plain = await start({ encrypt: false, zip: false });
    const stamped = `/markets?exchange=1&timestamp=${Date.now()}`;
    await plain.get(stamped);
    await plain.get(stamped);
    await plain.get('/markets?exchange=1&verify=x');
    await plain.get('/markets?exchange=1&verify=x');
    expect(plain.counts().validated).toBe(4);
    await app.close();

    const sealed = await start({ encrypt: true, zip: true });
    await sealed.get('/markets?exchange=1');
    await sealed.get('/markets?exchange=1');
    expect(sealed.counts()).toEqual({ computed: 1, validated: 2 });
  });
});
