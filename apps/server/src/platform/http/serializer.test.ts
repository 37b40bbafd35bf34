import {
  candlesResponseSchema,
  marketDetailResponseSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  overviewResponseSchema,
  referenceResponseSchema,
  tickersResponseSchema,
  topVolumeResponseSchema,
} from '@bitdata/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import * as market from '../../modules/market/market.service';
import { compileSerializer } from './serializer';

const zodSerialize = (schema: z.ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/test' });

describe('compiled response serialisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes every market answer byte for byte as the zod serialiser did', async () => {
    const d = t.deps;
    const btc = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT' };
    const cases: Array<{ url: string; schema: z.ZodType; data: unknown }> = [
      {
        url: '/markets?exchange=1&dataType=3&pageSize=25',
        schema: marketsResponseSchema,
        data: await market.listMarkets(
          d,
          marketsQuerySchema.parse({ exchange: '1', dataType: '3', pageSize: '25' }),
        ),
      },
      {
        url: '/markets/1/3/BTCUSDT/candles?interval=1h&limit=500',
        schema: candlesResponseSchema,
        data: { data: await market.getCandles(d, btc, { interval: '1h', limit: 500 }) },
      },
      {
        url: '/markets/1/3/BTCUSDT?interval=1h',
        schema: marketDetailResponseSchema,
        data: { data: await market.getMarketDetail(d, btc, '1h') },
      },
      {
        url: '/markets/tickers?dataType=1',
        schema: tickersResponseSchema,
        data: { data: await market.listTickers(d, { dataType: 1 }) },
      },
      {
        url: '/markets/overview',
        schema: overviewResponseSchema,
        data: { data: await market.getOverview(d) },
      },
      {
        url: '/markets/top-volume',
        schema: topVolumeResponseSchema,
        data: { data: await market.getTopVolume(d, {}) },
      },
      { url: '/market-reference', schema: referenceResponseSchema, data: { data: market.getReference() } },
    ];
    for (const { url, schema, data } of cases) {
      const before = zodSerialize(schema)(data);
      expect(compileSerializer(schema)(data), url).toBe(before);
      const answer = await t.app.inject({ method: 'GET', url: `/api/core${url}` });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(before);
    }
  });

  it('leaves out fields the schema does not declare, at every depth', () => {
    const schema = z.object({
      data: z.array(
        z.object({
          id: z.number(),
          owner: z.object({ name: z.string() }).nullable(),
          scores: z.record(z.string(), z.number().nullable()),
        }),
      ),
    });
    const data = {
      passwordHash: 'top-level secret',
      data: [
        {
          id: 1,
          owner: { name: 'An', email: 'an@example.com' },
          scores: { rsi: 28.4, ema: null },
          token: 'x',
        },
        { id: 2, owner: null, scores: {} },
      ],
    };
    const out = compileSerializer(schema)(data);
    expect(out).toBe(zodSerialize(schema)(data));
    expect(out).not.toMatch(/secret|email|token/);
    expect(JSON.parse(out)).toEqual({
      data: [
        { id: 1, owner: { name: 'An' }, scores: { rsi: 28.4, ema: null } },
        { id: 2, owner: null, scores: {} },
      ],
    });
  });

  it('keeps the zod serialiser where JSON Schema cannot express the schema', () => {
    const schema = z.object({ at: z.date(), n: z.number() });
    const data = { at: new Date(Date.UTC(2024, 0, 2)), n: 3, extra: true };
    expect(compileSerializer(schema)(data)).toBe('{"at":"2024-01-02T00:00:00.000Z","n":3}');
    expect(() => compileSerializer(schema)({ at: 'not a date', n: 3 })).toThrow();
  });
});
