import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewPayment } from '../api';
import { OPERATOR, PAYMENT_ID, paymentDetail, renderScreen, servePayments } from '../test/fixtures';
import { PaymentReviewPage } from './PaymentReviewPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const { audit: _audit, ...payment } = paymentDetail({
  status: 'review',
  reason: 'amountMismatch',
  txHash: `0x${'cd'.repeat(32)}`,
  receivedAmount: '3.006',
});
const inReview: ReviewPayment = { ...payment, username: 'ann@example.test' };

function reviewServer() {
  let list = [inReview];
  return servePayments(
    (method, path, init) => {
      if (method === 'GET' && path === '/payments/review')
        return { status: 200, body: { data: list, total: list.length, page: 1, pageSize: 50, init } };
      if (method === 'POST' && path === `/payments/${PAYMENT_ID}/reject`) {
        list = [];
        return { status: 200, body: { data: { ...payment, status: 'rejected' } } };
      }
      return { status: 404, body: {} };
    },
    { grants: OPERATOR },
  );
}

describe('PaymentReviewPage', () => {
  it('lists the payments in review with what was expected, what arrived and why', async () => {
    const server = reviewServer();
    renderScreen(<PaymentReviewPage />);
    const row = await screen.findByTestId('review-row');
    expect(row).toHaveTextContent('ann@example.test');
    expect(row).toHaveTextContent('Basic · 1 month');
    expect(row).toHaveTextContent('3.007 USDT');
    expect(row).toHaveTextContent('Received3.006 USDT');
    expect(row).toHaveTextContent('The amount received differs from this payment');
    expect(server.calls.find((c) => c.path === '/payments/review')?.query).toMatchObject({
      status: 'review',
    });
  });

  it('rejects with a reason the member reads, and the list empties', async () => {
    const server = reviewServer();
    renderScreen(<PaymentReviewPage />);
    await userEvent.click(within(await screen.findByTestId('review-row')).getByTestId('review-reject'));
    const dialog = screen.getByTestId('decision-dialog');
    await userEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Exchange fee');
    await userEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(server.calls.find((c) => c.path === `/payments/${PAYMENT_ID}/reject`)?.body).toEqual({
      reason: 'Exchange fee',
    });
    expect(notify).toHaveBeenCalledWith('The payment is rejected.', 'success');
    await waitFor(() => expect(screen.getByTestId('review-empty')).toBeInTheDocument());
  }, 30_000);

  it('offers no decision to a role that may only view, and nothing to a member', async () => {
    reviewServer();
    servePayments(
      (_m, path) =>
        path === '/payments/review'
          ? { status: 200, body: { data: [inReview], total: 1, page: 1, pageSize: 50 } }
          : { status: 404, body: {} },
      { grants: { [RESOURCE.payment]: [PERMISSION_LEVEL.view, PERMISSION_LEVEL.viewAll] } },
    );
    const { unmount } = renderScreen(<PaymentReviewPage />);
    expect(await screen.findByTestId('review-row')).toBeInTheDocument();
    expect(screen.queryByTestId('review-approve')).not.toBeInTheDocument();
    unmount();
    const member = servePayments(() => ({ status: 404, body: {} }));
    renderScreen(<PaymentReviewPage />);
    expect(await screen.findByTestId('review-forbidden')).toHaveTextContent(
      'Reviewing payments is not part of your role.',
    );
    expect(member.calls.some((c) => c.path === '/payments/review')).toBe(false);
  });
});
