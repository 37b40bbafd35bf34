import type { PublicConfig } from '@bitdata/contracts/public';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderWithApp, testConfig } from '../../test/render';
import { plansAnswer, servePayments } from '../payments/test/fixtures';
import { Features } from './components/landing/Features';
import { HowItWorks } from './components/landing/HowItWorks';

/**
 * The landing page promises what this site's settings offer: the Android app only with its link, and
 * the market kinds and intervals of its feeds, in English and in Vietnamese. (The FAQ is written by
 * operators in the back office now: its words are content, not settings.)
 */
const BARE = testConfig();
const FULL = testConfig({
  links: { ...BARE.links, android: 'https://play.example.test/bitdata' },
  offers: { ...BARE.offers, marketTypes: ['spot'], intervals: ['1h', '4h'] },
});

function show(config: PublicConfig, language: 'en' | 'vi') {
  const answer = plansAnswer();
  answer.plans = answer.plans.map((p) =>
    p.code === 'premium' ? { ...p, limits: { ...p.limits, deviceLimit: null, intervals: ['1h', '4h'] } } : p,
  );
  servePayments(
    (method, path) =>
      method === 'GET' && path === '/plans'
        ? { status: 200, body: { data: answer } }
        : { status: 404, body: {} },
    { language },
  );
  return renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Features />
      <HowItWorks />
    </QueryClientProvider>,
    { config },
  );
}

describe('the public pages read their promises from the configuration', { timeout: 30_000 }, () => {
  afterEach(() => changeLanguage('en'));

  it('promises no Android app without its link, and the feeds and plans of a default site (English)', async () => {
    show(BARE, 'en');
    expect(screen.queryByTestId('landing-feature-mobile')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/android/i);
    expect(screen.getByTestId('landing-feature-statistics')).toHaveTextContent(
      'across spot and futures markets',
    );
    expect(
      screen.getByText(/a base currency and an interval from 3 minutes to 1 week, then/),
    ).toBeInTheDocument();
  });

  it('shows the Android app with its link where the site has one, and only the feeds it runs (English)', async () => {
    show(FULL, 'en');
    const mobile = screen.getByTestId('landing-feature-mobile');
    expect(mobile).toHaveTextContent('Android app');
    expect(screen.getByRole('link', { name: 'Get the Android app' })).toHaveAttribute(
      'href',
      'https://play.example.test/bitdata',
    );
    expect(screen.getByTestId('landing-feature-statistics')).toHaveTextContent('across spot markets,');
    expect(document.body.textContent).not.toMatch(/futures|3 minutes|1 week/);
    expect(screen.getByText(/an interval from 1 hour to 4 hours, then/)).toBeInTheDocument();
  });

  it('says the same in Vietnamese', async () => {
    show(FULL, 'vi');
    await changeLanguage('vi');
    expect(await screen.findByRole('link', { name: 'Tải ứng dụng Android' })).toHaveAttribute(
      'href',
      'https://play.example.test/bitdata',
    );
    expect(screen.getByTestId('landing-feature-statistics')).toHaveTextContent('trên thị trường giao ngay,');
    expect(document.body.textContent).not.toMatch(/hợp đồng tương lai|3 phút|1 tuần/);
    expect(screen.getByText(/khung thời gian từ 1 giờ đến 4 giờ, rồi/)).toBeInTheDocument();
  });

  it('says in Vietnamese that there is no Android app to promise on a default site', async () => {
    show(BARE, 'vi');
    await changeLanguage('vi');
    expect(await screen.findByText(/khung thời gian từ 3 phút đến 1 tuần, rồi/)).toBeInTheDocument();
    expect(screen.queryByTestId('landing-feature-mobile')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/android/i);
  });
});
