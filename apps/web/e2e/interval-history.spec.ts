import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';
import { clientOf } from './session-client';

/**
 * An interval without candles says so wherever a member meets it. The bundled history has no 15m
 * candles: a 15m filter's matches say that no 15m history is stored (not "no market matches"), the
 * builder's interval picker marks 15m "no history yet" and leaves Week (built from daily candles)
 * unmarked. In English and in Vietnamese, each language with its own member.
 */
const TEXTS = {
  en: {
    notice: 'No 15m history is stored yet for Binance Future: this filter cannot match until there is.',
    empty: 'No market matches right now',
    noHistory: 'no history yet',
  },
  vi: {
    notice: 'Chưa có dữ liệu lịch sử khung 15 phút cho Binance Hợp đồng tương lai',
    empty: 'Hiện không có thị trường nào khớp',
    noHistory: 'chưa có dữ liệu',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`a 15m filter says its interval has no history yet (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const email = await verifiedAccount(page, `no-history-${language}`, language);
    await page.goto('/core/auth/login');
    await login(page, email);
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const made = await (await clientOf(page, baseURL as string)).request('POST', '/filters', {
      body: {
        name: 'Fifteen',
        exchangeId: 1,
        dataType: 3,
        interval: '15m',
        conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 100 }],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { filterId } = (made.body as { data: { filterId: string } }).data;

    await page.goto(`/core/filter/${filterId}`);
    const notice = page.getByTestId('no-history-notice').first();
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(notice).toContainText(TEXTS[language].notice);
    await expect(page.getByText(TEXTS[language].empty)).toHaveCount(0);

    // the filter's own interval picker: 15m marked, still chosen; Week (built from daily) unmarked
    await expect(page.getByTestId('interval-15m').first()).toContainText(TEXTS[language].noHistory);
    await expect(page.getByTestId('interval-15m').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('interval-1w').first()).toBeVisible();
    await expect(page.getByTestId('interval-1w').first()).not.toContainText(TEXTS[language].noHistory);
  });
}
