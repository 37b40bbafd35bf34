import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binanceFuturesExchangeInfo,
  binanceSpotExchangeInfo,
  type FixtureServer,
  fixture,
  okxInstruments,
  startFixtureServer,
} from '../fixtures/fixture-server';
import { createCcxtAdapter } from './ccxt-adapter';
import { EXCHANGE_SPECS } from './exchange-specs';

const spec = (key: string) => EXCHANGE_SPECS.find((s) => s.key === key)!;
const okx = (name: string) => (fixture(name) as { httpResponse: unknown }).httpResponse;

describe('ccxt adapters against recorded exchange responses', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer({
      '/api/v3/exchangeInfo': () => binanceSpotExchangeInfo([['BTC', 'USDT']]),
      '/api/v3/klines': () => fixture('spot-klines.recorded-ccxt.json'),
      '/api/v3/ticker/24hr': () => [fixture('spot-ticker-24hr.recorded-ccxt.json')],
      '/fapi/v1/exchangeInfo': () => binanceFuturesExchangeInfo(['BTC']),
      '/fapi/v1/klines': () => fixture('futures-klines.recorded-ccxt.json'),
      '/fapi/v1/ticker/24hr': () => [fixture('futures-ticker-24hr.docs-example.json')],
      '/futures/data/topLongShortPositionRatio': () =>
        fixture('futures-topLongShortPositionRatio.docs-example.json'),
      '/futures/data/topLongShortAccountRatio': () =>
        fixture('futures-topLongShortAccountRatio.docs-example.json'),
      '/api/v5/public/instruments': (url) =>
        okxInstruments(url.searchParams.get('instType') === 'SWAP' ? 'SWAP' : 'SPOT', ['BTC']),
      '/api/v5/market/candles': () => okx('okx-fetchOHLCV.recorded.json'),
      '/api/v5/market/history-candles': () => okx('okx-fetchOHLCV.recorded.json'),
      '/api/v5/market/tickers': () => okx('okx-fetchTicker.recorded.json'),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads Binance spot klines with their dollar volume and treats all three as closed', async () => {
    const a = await createCcxtAdapter(spec('binance-spot'), {
      restOrigin: server.origin,
      now: () => 1_706_700_000_000,
    });
    const markets = await a.listMarkets();
    expect(markets.map((m) => m.symbol)).toEqual(['BTCUSDT']);
    const { closed, live } = await a.fetchCandles('BTCUSDT', '1h', 1_706_628_191_000, 3);
    expect(closed.map((c) => c.time)).toEqual([1_706_630_400_000, 1_706_634_000_000, 1_706_637_600_000]);
    expect(closed[0]).toMatchObject({
      open: 43519.34,
      high: 43936,
      low: 43171,
      close: 43488.71,
      volume: 20.55495,
      quoteVolume: 891428.4285807,
    });
    expect(live).toBeNull();
    expect(
      server.requests.some(
        (r) => r.startsWith('/api/v3/klines?') && r.includes('symbol=BTCUSDT') && r.includes('interval=1h'),
      ),
    ).toBe(true);
  });

  it('keeps a candle whose hour is not over as the live candle, never as closed', async () => {
    const a = await createCcxtAdapter(spec('binance-spot'), {
      restOrigin: server.origin,
      now: () => 1_706_639_000_000,
    });
    const { closed, live } = await a.fetchCandles('BTCUSDT', '1h');
    expect(closed).toHaveLength(2);
    expect(live?.time).toBe(1_706_637_600_000);
  });

  it('maps Binance spot 24 h tickers to price, change and quote volume', async () => {
    const a = await createCcxtAdapter(spec('binance-spot'), { restOrigin: server.origin });
    const [t] = await a.fetchTickers();
    expect(t).toMatchObject({
      symbol: 'BTCUSDT',
      price: 73369.84,
      changePercent: 1.647,
      quoteVolume: 5167027510.687287,
      source: 'exchange',
    });
  });

  it('reads Binance USD-M futures klines and top-trader long/short ratios aligned to the period', async () => {
    const a = await createCcxtAdapter(spec('binance-future'), {
      restOrigin: server.origin,
      now: () => 1_712_740_000_000,
    });
    expect((await a.listMarkets()).map((m) => [m.symbol, m.exchangeSymbol])).toEqual([
      ['BTCUSDT', 'BTC/USDT:USDT'],
    ]);
    const { closed } = await a.fetchCandles('BTCUSDT', '3m');
    expect(closed[0]).toMatchObject({
      time: 1_712_738_460_000,
      close: 71481.9,
      volume: 0.002,
      quoteVolume: 142.9638,
    });
    const ratios = await a.fetchLongShort!('BTCUSDT', '5m');
    expect(ratios).toEqual([
      {
        exchangeId: 1,
        dataType: 3,
        symbol: 'BTCUSDT',
        period: '5m',
        time: 1_583_139_600_000,
        positionRatio: 1.4342,
        accountRatio: 1.8105,
      },
      {
        exchangeId: 1,
        dataType: 3,
        symbol: 'BTCUSDT',
        period: '5m',
        time: 1_583_139_900_000,
        positionRatio: 1.4337,
        accountRatio: 0.5576,
      },
    ]);
  });

  it('reads OKX spot candles newest-first into ascending closed candles with volCcyQuote as dollar volume', async () => {
    const a = await createCcxtAdapter(spec('okx-spot'), {
      restOrigin: server.origin,
      now: () => 1_706_700_000_000,
    });
    expect((await a.listMarkets()).map((m) => m.exchangeMarketId)).toEqual(['BTC-USDT']);
    const { closed } = await a.fetchCandles('BTCUSDT', '1h', 1_706_628_191_000, 3);
    expect(closed.map((c) => c.time)).toEqual([1_706_630_400_000, 1_706_634_000_000, 1_706_637_600_000]);
    expect(closed[2]).toMatchObject({ open: 43398.6, close: 43373.9, quoteVolume: 220057933.23368764 });
  });

  it('reads the OKX spot ticker', async () => {
    const a = await createCcxtAdapter(spec('okx-spot'), { restOrigin: server.origin });
    const [t] = await a.fetchTickers();
    expect(t).toMatchObject({ symbol: 'BTCUSDT', price: 73384.8, open: 72166.8, high: 73625.6, low: 68600 });
    expect(t.quoteVolume).toBeCloseTo(1519926359.6, 0);
  });

  it('lists OKX USDT perpetual swaps by their instrument id', async () => {
    const a = await createCcxtAdapter(spec('okx-future'), { restOrigin: server.origin });
    const markets = await a.listMarkets();
    expect(markets).toEqual([
      expect.objectContaining({
        symbol: 'BTCUSDT',
        exchangeMarketId: 'BTC-USDT-SWAP',
        exchangeSymbol: 'BTC/USDT:USDT',
      }),
    ]);
  });
});
