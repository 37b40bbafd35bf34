import { expect, type Page, test } from '@playwright/test';
import { login, switchLanguageSignedIn, verifiedAccount } from './helpers';

/**
 * What the landing page, the pricing page and the FAQ promise is what this server offers. The test
 * server runs without TELEGRAM_BOT_TOKEN and without LINK_ANDROID (playwright.config.ts): no page may
 * sell Telegram notifications or an Android app, in either language, and the intervals and market
 * kinds they name are the ones its settings announce. A member who meets Telegram in the settings
 * reads that it is not offered here, and why.
 */

interface Offers {
  links: { android: string | null };
  offers: { notificationChannels: string[]; marketTypes: string[]; intervals: string[] };
}

const NAMES = {
  en: {
    '3m': '3 minutes',
    '5m': '5 minutes',
    '15m': '15 minutes',
    '1h': '1 hour',
    '4h': '4 hours',
    '1d': '1 day',
    '1w': '1 week',
  },
  vi: {
    '3m': '3 phút',
    '5m': '5 phút',
    '15m': '15 phút',
    '1h': '1 giờ',
    '4h': '4 giờ',
    '1d': '1 ngày',
    '1w': '1 tuần',
  },
} as const;
const RANGE = {
  en: (a: string, b: string) => `from ${a} to ${b}`,
  vi: (a: string, b: string) => `từ ${a} đến ${b}`,
};
const FUTURES = { en: /futures/i, vi: /hợp đồng tương lai/i };

async function readConfig(page: Page): Promise<Offers> {
  const res = await page.request.get('/api/core/public/config');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Offers }).data;
}

/**
 * The page's own text (the footer's social icons are the site's channels, not a promise; the landing's
 * news titles are what operators wrote about past releases, not an offer of this server).
 */
async function mainText(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeAttached({ timeout: 90_000 });
  return page.locator('main').evaluate((m) => {
    const copy = m.cloneNode(true) as HTMLElement;
    for (const news of copy.querySelectorAll('[data-testid="landing-news"]')) news.remove();
    return copy.textContent ?? '';
  });
}

for (const lang of ['en', 'vi'] as const) {
  test(`the landing and pricing texts promise only what the configuration offers (${lang})`, async ({
    page,
  }) => {
    const config = await readConfig(page);
    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    const landing = await mainText(page, '/', 'plan-middle');
    const pricing = await mainText(page, '/pricing', 'plan-middle');
    for (const [name, text] of Object.entries({ landing, pricing })) {
      if (!config.offers.notificationChannels.includes('telegram'))
        expect(text, `${name} sells Telegram`).not.toMatch(/telegram/i);
      if (!config.links.android) expect(text, `${name} promises an Android app`).not.toMatch(/android/i);
      if (!config.offers.marketTypes.includes('future'))
        expect(text, `${name} promises futures`).not.toMatch(FUTURES[lang]);
    }
    // webhooks are delivered by every server: the plans that have them still say so
    expect(pricing).toMatch(lang === 'en' ? /Webhook notifications/ : /Thông báo qua webhook/);
    const names = config.offers.intervals.map((i) => NAMES[lang][i as keyof (typeof NAMES)['en']]);
    const range = RANGE[lang](names[0] ?? '', names.at(-1) ?? '');
    expect(landing).toContain(range);
  });
}

test('a member meets Telegram in the notification settings as not offered here, in both languages', async ({
  page,
}) => {
  const config = await readConfig(page);
  // the e2e server runs without a Telegram bot (the server's own tests cover one with a bot)
  expect(config.offers.notificationChannels).not.toContain('telegram');
  const email = await verifiedAccount(page, 'offers');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  await page.goto('/core/notification/settings');
  const telegram = page.getByTestId('channel-telegram');
  await expect(telegram).toHaveAttribute('data-offered', 'false');
  await expect(telegram.getByRole('switch')).toBeDisabled();
  await expect(telegram).toContainText('Not offered here');
  await expect(page.getByTestId('channel-telegram-not-offered')).toContainText(
    'Telegram is not offered on this site',
  );
  await expect(page.getByTestId('channel-webhook')).toHaveAttribute('data-offered', 'true');

  await switchLanguageSignedIn(page, 'vi');
  await page.goto('/core/notification/settings');
  await expect(telegram).toContainText('Không cung cấp tại đây');
  await expect(page.getByTestId('channel-telegram-not-offered')).toContainText(
    'Trang này không cung cấp kênh Telegram',
  );
});
