import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plansAnswer, renderScreen, servePayments } from '../test/fixtures';
import { PlansPage } from './PlansPage';

const plans = (answer = plansAnswer()) =>
  servePayments((method, path) =>
    method === 'GET' && path === '/plans'
      ? { status: 200, body: { data: answer } }
      : { status: 404, body: {} },
  );

describe('PlansPage', () => {
  it("shows three plans with their prices and features, 'choose …' on each, and the free plan as the member's", async () => {
    plans();
    renderScreen(<PlansPage />);
    const basic = await screen.findByTestId('plan-basic');
    expect(within(basic).getByTestId('plan-price')).toHaveTextContent('3 USDT/ month');
    expect(within(screen.getByTestId('plan-middle')).getByTestId('plan-price')).toHaveTextContent('5 USDT');
    expect(within(screen.getByTestId('plan-premium')).getByTestId('plan-price')).toHaveTextContent('10 USDT');
    // the action label comes from the plans answer (labelAction) and links to user/payment/{role}/{time}
    expect(within(screen.getByTestId('plan-middle')).getByTestId('plan-choose')).toHaveTextContent(
      'Choose middle',
    );
    expect(within(screen.getByTestId('plan-middle')).getByTestId('plan-choose')).toHaveAttribute(
      'href',
      '/core/user/payment/midium/1',
    );
    // features with check marks; an unavailable one is marked as such
    const lines = within(basic).getAllByRole('listitem');
    expect(lines.map((l) => [l.textContent, l.getAttribute('data-available')])).toEqual([
      ['5 market filters', 'true'],
      ['Telegram alerts', 'false'],
    ]);
    expect(within(screen.getByTestId('plan-member')).getByTestId('plan-current')).toHaveTextContent(
      'Current plan',
    );
    expect(screen.getByTestId('plan-member')).toHaveTextContent(
      'Every account starts on the free member plan: 1 market filter, no notifications, time frames 15m, 1h.',
    );
    expect(screen.getByTestId('plans-tax')).toHaveTextContent('No tax is added to these prices');
    expect(screen.queryByTestId('payments-not-set-up')).not.toBeInTheDocument();
  });

  it('switches to yearly prices with the saving caption, and links the yearly period', async () => {
    plans(plansAnswer({ taxRate: '0.08' }));
    renderScreen(<PlansPage />);
    await screen.findByTestId('plan-basic');
    expect(screen.getByTestId('billing-saving')).toHaveTextContent('Save 10% with yearly billing');
    await userEvent.click(screen.getByTestId('billing-yearly'));
    const premium = screen.getByTestId('plan-premium');
    expect(within(premium).getByTestId('plan-price')).toHaveTextContent('108 USDT/ year');
    expect(premium).toHaveTextContent('Save 10 % with yearly billing');
    expect(within(premium).getByTestId('plan-choose')).toHaveAttribute(
      'href',
      '/core/user/payment/premium/12',
    );
    expect(screen.getByTestId('plans-tax')).toHaveTextContent('Plus taxes (8%)');
  });

  it("marks the member's paid plan as current and says until when it runs", async () => {
    plans(
      plansAnswer({
        currentPlan: {
          code: 'middle',
          role: 'midium',
          endsAt: Date.UTC(2026, 11, 24, 12),
          lowerPlans: ['basic'],
        },
      }),
    );
    renderScreen(<PlansPage />);
    const middle = await screen.findByTestId('plan-middle');
    expect(within(middle).getByTestId('plan-current')).toHaveTextContent('Current plan');
    expect(within(middle).queryByTestId('plan-choose')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-premium')).getByTestId('plan-choose')).toBeInTheDocument();
    expect(screen.getByTestId('plans-current-end')).toHaveTextContent(
      'Your Middle plan runs until 24/12/2026.',
    );
    // basic is lower: the server would refuse it, so it is not offered, and the card says when it can be
    const basic = screen.getByTestId('plan-basic');
    expect(within(basic).queryByTestId('plan-choose')).not.toBeInTheDocument();
    expect(within(basic).getByTestId('plan-unavailable')).toBeDisabled();
    expect(within(basic).getByTestId('plan-unavailable-note')).toHaveTextContent(
      'Your Middle plan runs until 24/12/2026: a lower plan can be bought once it ends.',
    );
    expect(
      within(screen.getByTestId('plan-premium')).queryByTestId('plan-unavailable'),
    ).not.toBeInTheDocument();
  });

  it('says in Vietnamese why a lower plan is not offered', async () => {
    servePayments(
      (method, path) =>
        method === 'GET' && path === '/plans'
          ? {
              status: 200,
              body: {
                data: plansAnswer({
                  currentPlan: {
                    code: 'premium',
                    role: 'premium',
                    endsAt: Date.UTC(2026, 11, 24, 12),
                    lowerPlans: ['basic', 'middle'],
                  },
                }),
              },
            }
          : { status: 404, body: {} },
      { language: 'vi' },
    );
    renderScreen(<PlansPage />);
    const middle = await screen.findByTestId('plan-middle');
    expect(await within(middle).findByTestId('plan-unavailable-note')).toHaveTextContent(
      'Gói Cao cấp của bạn có hiệu lực đến 24/12/2026: chỉ có thể mua gói thấp hơn sau khi gói này kết thúc.',
    );
    expect(within(screen.getByTestId('plan-basic')).queryByTestId('plan-choose')).not.toBeInTheDocument();
  });

  it('says payments are not set up, and which settings set them, when the server offers no network', async () => {
    plans(plansAnswer({ networks: [] }));
    renderScreen(<PlansPage />);
    const notice = await screen.findByTestId('payments-not-set-up');
    expect(notice).toHaveTextContent('Payments are not set up yet');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CHAIN_BSC_RPC_URL', 'PAY_TO_BSC', 'PAY_TO_TRON']);
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    servePayments(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    renderScreen(<PlansPage />);
    expect(await screen.findByTestId('plans-error')).toHaveTextContent('The plans could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
