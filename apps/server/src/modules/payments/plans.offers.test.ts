import type { PlansResponse, PublicConfig } from '@bitdata/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Plan = PlansResponse['data']['plans'][number];

/**
 * A plan sells what this installation offers: the feature lines of a notification channel follow
 * the server's settings (Telegram only with a bot token), the time frames those the feed tracks, and
 * the public configuration tells the web the same, so the landing and the FAQ promise no more.
 */
describe('plans and the public configuration follow the settings', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (env: Record<string, string>) => {
    // no job runs: nothing here reaches Telegram, the settings alone decide
    t = await createTestApp({ MARKET_EXCHANGES: '', ...env }, { startJobs: false });
    const get = async (url: string) =>
      (await t?.app.inject({ method: 'GET', url: `/api/core${url}` }))?.json();
    const plans: Plan[] = (await get('/plans')).data.plans;
    const config: PublicConfig = (await get('/public/config')).data;
    return { plans, config };
  };
  const lines = (plans: Plan[], code: string, lang: 'en' | 'vi') =>
    plans.find((p) => p.code === code)?.features.map((f) => f[lang]) ?? [];
  const everyLine = (plans: Plan[]) => plans.flatMap((p) => p.features.flatMap((f) => [f.en, f.vi]));

  it('sells no Telegram notifications without a bot token, and still sells webhooks', async () => {
    const { plans, config } = await start({});
    expect(everyLine(plans).filter((text) => /telegram/i.test(text))).toEqual([]);
    for (const code of ['middle', 'premium']) {
      expect(lines(plans, code, 'en')).toContain('Webhook notifications');
      expect(lines(plans, code, 'vi')).toContain('Thông báo qua webhook');
    }
    expect(config.offers.notificationChannels).toEqual(['inApp', 'email', 'webPush', 'webhook']);
  });

  it('sells Telegram notifications with the plans that have them once a bot token is set', async () => {
    const { plans, config } = await start({
      TELEGRAM_BOT_TOKEN: '7012345678:TEST',
      TELEGRAM_API_URL: 'http://127.0.0.1:9',
    });
    for (const code of ['middle', 'premium']) {
      const telegram = plans
        .find((p) => p.code === code)
        ?.features.find((f) => f.en === 'Telegram notifications');
      expect(telegram).toEqual({
        en: 'Telegram notifications',
        vi: 'Thông báo qua Telegram',
        isAvailable: true,
      });
    }
    expect(lines(plans, 'basic', 'en')).toContain('Telegram notifications');
    expect(
      plans.find((p) => p.code === 'basic')?.features.find((f) => f.en === 'Telegram notifications'),
    ).toMatchObject({ isAvailable: false });
    expect(config.offers.notificationChannels).toContain('telegram');
  });

  it('promises the time frames and market kinds the feeds are set to, in order', async () => {
    const { plans, config } = await start({ MARKET_INTERVALS: '4h,1h,3m', MARKET_EXCHANGES: 'okx-spot' });
    for (const plan of plans) for (const i of plan.limits.intervals) expect(['3m', '1h', '4h']).toContain(i);
    expect(plans.find((p) => p.code === 'premium')?.limits.intervals).toEqual(['1h', '4h']);
    expect(config.offers).toMatchObject({ marketTypes: ['spot'], intervals: ['3m', '1h', '4h'] });
    const full = await (async () => {
      await t?.close();
      return start({ MARKET_EXCHANGES: 'binance-future,okx-spot' });
    })();
    expect(full.config.offers).toMatchObject({
      marketTypes: ['spot', 'future'],
      intervals: ['3m', '5m', '15m', '1h', '4h', '1d', '1w'],
    });
  });
});
