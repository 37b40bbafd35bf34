import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plansAnswer, renderScreen, servePayments } from '../../../payments/test/fixtures';
import { PlansTeaser } from './PlansTeaser';

const serve = (answer: ReturnType<typeof plansAnswer> | null) =>
  servePayments((method, path) =>
    method === 'GET' && path === '/plans' && answer
      ? { status: 200, body: { data: answer } }
      : { status: 500, body: { code: 'INTERNAL', message: 'internalError' } },
  );

describe('PlansTeaser (landing page)', () => {
  it("shows the server's plans and monthly prices, each leading to the pricing page", async () => {
    // an operator's prices, not the spec's defaults: the landing page must follow them
    const answer = plansAnswer();
    answer.plans = answer.plans.map((p) => (p.code === 'basic' ? { ...p, monthlyPrice: '4' } : p));
    serve(answer);
    renderScreen(<PlansTeaser />);
    const basic = await screen.findByTestId('plan-basic');
    expect(within(basic).getByTestId('plan-price')).toHaveTextContent('4 USDT/ month');
    expect(within(screen.getByTestId('plan-premium')).getByTestId('plan-price')).toHaveTextContent('10 USDT');
    expect(within(basic).getByRole('heading', { level: 3 })).toHaveTextContent('Basic');
    expect(within(basic).getByTestId('plan-choose')).toHaveAttribute('href', '/pricing');
    expect(
      within(basic)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['5 market filters', 'Telegram alerts']);
    // the free plan is the pricing page's business, not the teaser's
    expect(screen.queryByTestId('plan-member')).not.toBeInTheDocument();
    expect(screen.getByText(/yearly billing saves 10%/)).toBeInTheDocument();
  });

  it('leads to the pricing page when the plans cannot be read', async () => {
    serve(null);
    renderScreen(<PlansTeaser />);
    expect(await screen.findByTestId('plans-see-all')).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('plan-basic')).not.toBeInTheDocument();
  });
});
