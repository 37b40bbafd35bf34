import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ID, paymentDetail, renderScreen, servePayments } from '../test/fixtures';
import { PaymentHistory } from './PaymentHistory';

const { audit: _audit, ...completed } = paymentDetail({
  status: 'completed',
  months: 12,
  plan: 'middle',
  role: 'midium',
  amount: '54.003',
  startsAt: Date.UTC(2026, 10, 23, 10),
  endsAt: Date.UTC(2027, 10, 23, 10),
});

describe('PaymentHistory', () => {
  it("lists the member's payments with plan, amount, state and paid period, each reopening its payment", async () => {
    servePayments((method, path) =>
      method === 'GET' && path === '/payments'
        ? { status: 200, body: { data: [completed], total: 1, page: 1, pageSize: 25 } }
        : { status: 404, body: {} },
    );
    renderScreen(<PaymentHistory />);
    const row = await screen.findByTestId('payment-row');
    expect(row).toHaveTextContent('Middle · 12 months');
    expect(row).toHaveTextContent('54.003 USDT');
    expect(row).toHaveTextContent('BNB Smart Chain (BEP-20)');
    expect(within(row).getByTestId('payment-status')).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('23/11/2026 – 23/11/2027');
    expect(within(row).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/core/user/payment/midium/12?id=${PAYMENT_ID}`,
    );
  });

  it('says so when there is no payment yet', async () => {
    servePayments(() => ({ status: 200, body: { data: [], total: 0, page: 1, pageSize: 25 } }));
    renderScreen(<PaymentHistory />);
    expect(await screen.findByTestId('payment-history-empty')).toHaveTextContent('No payments yet.');
  });
});
