import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { PaymentPage } from '../pages/PaymentPage';
import { PaymentReviewPage } from '../pages/PaymentReviewPage';
import { PlansPage } from '../pages/PlansPage';
import {
  OPERATOR,
  PAYMENT_ID,
  paymentDetail,
  plansAnswer,
  renderScreen,
  servePayments,
} from '../test/fixtures';
import { PaymentHistory } from './PaymentHistory';

/**
 * Money in the reader's writing: Vietnamese reads "10.006" as ten thousand and six, so 10.006 USDT is
 * written "10,006 USDT" there; the amount a wallet takes stays "10.006", to copy.
 */
const ROUTE = '/core/user/payment/:role/:time';
const invoice = paymentDetail({ amount: '10.006' });
const { audit: _audit, ...listed } = paymentDetail({ amount: '5.009', status: 'completed' });

function serve(language: 'en' | 'vi') {
  return servePayments(
    (method, path) => {
      if (method === 'GET' && path === `/payments/${PAYMENT_ID}`)
        return { status: 200, body: { data: invoice } };
      if (method === 'GET' && path === '/payments')
        return { status: 200, body: { data: [listed], total: 1, page: 1, pageSize: 25 } };
      if (method === 'GET' && path === '/payments/review')
        return {
          status: 200,
          body: {
            data: [{ ...listed, username: 'ann@example.test', receivedAmount: '1234.5' }],
            total: 1,
            page: 1,
            pageSize: 25,
          },
        };
      if (method === 'GET' && path === '/plans')
        return {
          status: 200,
          body: {
            data: plansAnswer({
              plans: plansAnswer().plans.map((p) =>
                p.code === 'premium' ? { ...p, monthlyPrice: '1250.5' } : p,
              ),
              taxRate: '0.075',
            }),
          },
        };
      return { status: 404, body: {} };
    },
    { language, grants: OPERATOR },
  );
}

afterEach(() => changeLanguage('en'));

describe.each([
  {
    language: 'en',
    invoice: '10.006 USDT',
    row: '5.009 USDT',
    price: '1,250.5 USDT',
    received: '1,234.5 USDT',
    tax: '7.5%',
  },
  {
    language: 'vi',
    invoice: '10,006 USDT',
    row: '5,009 USDT',
    price: '1.250,5 USDT',
    received: '1.234,5 USDT',
    tax: '7,5%',
  },
] as const)('money in $language', (expected) => {
  it('shows the invoice amount in the reader’s writing beside the exact amount to copy, token and network named', async () => {
    await changeLanguage(expected.language);
    serve(expected.language);
    const user = userEvent.setup();
    renderScreen(<PaymentPage />, { path: `/core/user/payment/basic/1?id=${PAYMENT_ID}`, route: ROUTE });
    expect(await screen.findByTestId('pay-amount-display')).toHaveTextContent(expected.invoice);
    const exact = screen.getByTestId('pay-amount');
    expect(within(exact).getByRole('textbox')).toHaveValue('10.006');
    expect(exact).toHaveTextContent('USDT, BNB Smart Chain (BEP-20)');
    await user.click(screen.getByTestId('pay-amount-copy'));
    expect(await navigator.clipboard.readText()).toBe('10.006');
  });

  it('writes the payments table, the review cards and the plan cards the same way', async () => {
    await changeLanguage(expected.language);
    serve(expected.language);
    const history = renderScreen(<PaymentHistory />);
    expect(await screen.findByTestId('payment-row')).toHaveTextContent(expected.row);
    history.unmount();

    const review = renderScreen(<PaymentReviewPage />);
    const card = await screen.findByTestId('review-row');
    expect(card).toHaveTextContent(expected.row);
    expect(card).toHaveTextContent(expected.received);
    review.unmount();

    renderScreen(<PlansPage />);
    const premium = await screen.findByTestId('plan-premium');
    expect(within(premium).getByTestId('plan-price')).toHaveTextContent(expected.price);
    expect(screen.getByTestId('plans-tax')).toHaveTextContent(expected.tax);
  });
});
