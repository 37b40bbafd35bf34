import type { PaymentDetail } from '@bitdata/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/render';
import { POLL_MS } from '../hooks';
import { PAYMENT_ID, paymentDetail, plansAnswer, renderScreen, servePayments } from '../test/fixtures';
import { PaymentPage } from './PaymentPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const ROUTE = '/core/user/payment/:role/:time';
const TX = `0x${'ab'.repeat(32)}`;

/** A fake payments API holding one payment whose state the test moves on. */
function fakeServer(initial = paymentDetail()) {
  const state = { payment: initial, role: 'member' as string };
  const fake = servePayments(
    (method, path, init) => {
      if (method === 'GET' && path === '/plans') return { status: 200, body: { data: plansAnswer() } };
      if (method === 'POST' && path === '/payments') {
        const { paymentId, amount, coin, network, address, tokenContract, expiresAt, status } = state.payment;
        return {
          status: 201,
          body: {
            data: { paymentId, amount, coin, network, address, tokenContract, expiresAt, status },
            init,
          },
        };
      }
      if (method === 'GET' && path === `/payments/${PAYMENT_ID}`)
        return { status: 200, body: { data: state.payment } };
      if (method === 'POST' && path === `/payments/${PAYMENT_ID}/transaction`) {
        state.payment = {
          ...state.payment,
          status: 'checking',
          reason: 'notFound',
          txHash: TX,
          confirmations: 0,
        };
        return {
          status: 202,
          body: {
            data: {
              status: 'checking',
              key: 'paymentCheck',
              message: 'The system will check your transaction before completing the payment.',
            },
          },
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found', key: 'notFound' } } };
    },
    { me: () => testUser({ role: state.role as 'member', grants: {} }) },
  );
  return {
    ...fake,
    move: (patch: Partial<PaymentDetail>, role?: string) => {
      state.payment = { ...state.payment, ...patch };
      if (role) state.role = role;
    },
  };
}

describe('PaymentPage', () => {
  it('opens an invoice on the chosen network and shows the exact amount, address, QR code and timer', async () => {
    const server = fakeServer();
    renderScreen(<PaymentPage />, { path: '/core/user/payment/basic/1', route: ROUTE });
    expect(await screen.findByTestId('checkout-summary')).toHaveTextContent('Basic, 1 month');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: 3 USDT');
    // only the networks the server offers
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bsc', 'tron']);
    await userEvent.click(screen.getByRole('radio', { name: 'TRON (TRC-20)' }));
    await userEvent.click(screen.getByTestId('checkout-start'));

    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/payments')?.body).toEqual({
      plan: 'basic',
      months: 1,
      network: 'tron',
    });
    const invoice = await screen.findByTestId('invoice');
    expect(within(invoice).getByTestId('payment-status')).toHaveTextContent('Waiting for your transfer');
    expect(within(screen.getByTestId('pay-amount')).getByRole('textbox')).toHaveValue('3.007');
    expect(within(screen.getByTestId('pay-address')).getByRole('textbox')).toHaveValue(
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    );
    expect(await screen.findByTestId('pay-qr')).toBeInTheDocument();
    expect(screen.getByTestId('pay-timer-value').textContent).toMatch(/^(29|30):[0-5]\d$/);
  });

  it('copies the exact amount', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderScreen(<PaymentPage />, { path: `/core/user/payment/basic/1?id=${PAYMENT_ID}`, route: ROUTE });
    await user.click(await screen.findByTestId('pay-amount-copy'));
    expect(await navigator.clipboard.readText()).toBe('3.007');
  });

  it("submits the hash with the spec's message, follows the check, and reads the session again once completed", async () => {
    const server = fakeServer();
    renderScreen(<PaymentPage />, { path: `/core/user/payment/basic/1?id=${PAYMENT_ID}`, route: ROUTE });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Transaction hash' }), TX);
    await userEvent.click(screen.getByTestId('tx-submit'));
    expect(server.calls.find((c) => c.path === `/payments/${PAYMENT_ID}/transaction`)?.body).toEqual({
      txHash: TX,
    });

    expect(notify).toHaveBeenCalledWith(
      'The system will check your transaction before completing the payment.',
      'success',
    );
    await waitFor(() =>
      expect(screen.getByTestId('payment-status')).toHaveAttribute('data-status', 'checking'),
    );
    expect(screen.getByTestId('pay-status-text')).toHaveTextContent(
      'The system will check your transaction before completing the payment.',
    );
    expect(screen.getByTestId('pay-reason')).toHaveTextContent('The transaction is not on the chain yet');

    // the payment is polled while it is checked (no live channel in this test)
    server.move({ confirmations: 7, reason: 'confirmations' });
    expect(
      await screen.findByText('Confirmations: 7 of 15', {}, { timeout: POLL_MS + 2000 }),
    ).toBeInTheDocument();

    const meCalls = () => server.calls.filter((c) => c.path === '/auth/me').length;
    const before = meCalls();
    server.move(
      {
        status: 'completed',
        reason: null,
        confirmations: 15,
        startsAt: Date.UTC(2026, 10, 23, 10),
        endsAt: Date.UTC(2026, 11, 23, 10),
      },
      'basic',
    );
    await waitFor(
      () => expect(screen.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed'),
      {
        timeout: POLL_MS + 2000,
      },
    );
    expect(screen.getByTestId('pay-status-text')).toHaveTextContent(
      'Your Basic plan is active until 23/12/2026.',
    );
    // the new role's menus and limits: the session's user is read again at once, once
    await waitFor(() => expect(meCalls()).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 300));
    expect(meCalls()).toBe(before + 1);
  }, 30_000);

  it('explains a refused transfer and keeps the invoice open for another hash', async () => {
    fakeServer(paymentDetail({ reason: 'wrongToken' }));
    renderScreen(<PaymentPage />, { path: `/core/user/payment/basic/1?id=${PAYMENT_ID}`, route: ROUTE });
    expect(await screen.findByTestId('pay-refused')).toHaveTextContent(
      'That transaction does not move the accepted USDT token.',
    );
    expect(screen.getByTestId('tx-form')).toBeInTheDocument();
  });

  it.each([
    ['review', 'amountMismatch', 'The amount received differs'],
    ['expired', 'expired', 'The time for this payment ran out'],
  ] as const)('explains a payment in %s', async (status, reason, text) => {
    fakeServer(paymentDetail({ status, reason, receivedAmount: status === 'review' ? '3.006' : null }));
    renderScreen(<PaymentPage />, { path: `/core/user/payment/basic/1?id=${PAYMENT_ID}`, route: ROUTE });
    expect(await screen.findByTestId('pay-status-text')).toHaveTextContent(text);
    expect(screen.queryByTestId('tx-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pay-timer')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an invoice (a lower plan while a higher one runs)", async () => {
    servePayments((_method, path) => {
      if (path === '/plans') return { status: 200, body: { data: plansAnswer() } };
      return {
        status: 409,
        body: {
          error: {
            code: 'PAYMENT_DOWNGRADE',
            message: 'You cannot buy a lower plan while a higher plan is running',
            key: 'paymentDowngrade',
          },
        },
      };
    });
    renderScreen(<PaymentPage />, { path: '/core/user/payment/basic/12', route: ROUTE });
    await userEvent.click(await screen.findByTestId('checkout-start'));
    expect(await screen.findByTestId('checkout-create-error')).toHaveTextContent(
      'You cannot buy a lower plan while a higher plan is running',
    );
  });

  it('does not open an invoice for a plan lower than the one running, and says why before any payment details', async () => {
    const fake = servePayments((_method, path) =>
      path === '/plans'
        ? {
            status: 200,
            body: {
              data: plansAnswer({
                currentPlan: {
                  code: 'middle',
                  role: 'midium',
                  endsAt: Date.UTC(2026, 11, 24, 12),
                  lowerPlans: ['basic'],
                },
              }),
            },
          }
        : { status: 404, body: {} },
    );
    renderScreen(<PaymentPage />, { path: '/core/user/payment/basic/12', route: ROUTE });
    expect(await screen.findByTestId('checkout-lower')).toHaveTextContent(
      'Your Middle plan runs until 24/12/2026: a lower plan can be bought once it ends.',
    );
    expect(screen.getByTestId('checkout-start')).toBeDisabled();
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says a payment of another account does not exist, and an address without a plan is wrong', async () => {
    fakeServer();
    const { unmount } = renderScreen(<PaymentPage />, {
      path: '/core/user/payment/basic/1?id=99999999-2222-4333-8444-555555555555',
      route: ROUTE,
    });
    expect(await screen.findByTestId('invoice-error')).toHaveTextContent(
      'This payment does not exist or belongs to another account.',
    );
    unmount();
    renderScreen(<PaymentPage />, { path: '/core/user/payment/gold/3', route: ROUTE });
    expect(await screen.findByTestId('payment-bad-route')).toHaveTextContent('names no plan or period');
  });
});

vi.setConfig({ testTimeout: 20_000 });
