import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installApi } from '../../../test/render';
import { plansAnswer, renderScreen, servePayments } from '../test/fixtures';
import { PublicPaymentPage } from './PublicPaymentPage';

describe('PublicPaymentPage', () => {
  it('asks a guest to sign in first and brings them back here', async () => {
    localStorage.clear();
    sessionStorage.clear();
    installApi(() => ({ status: 404, body: {} }));
    renderScreen(<PublicPaymentPage />, { path: '/payment?role=premium&time=12', route: '/payment' });
    expect(await screen.findByTestId('payment-sign-in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/core/auth/login?returnTo=${encodeURIComponent('/payment?role=premium&time=12')}`,
    );
  });

  it('lets a member pick plan and period, preselected from the address', async () => {
    servePayments((method, path) =>
      method === 'GET' && path === '/plans'
        ? { status: 200, body: { data: plansAnswer() } }
        : { status: 404, body: {} },
    );
    renderScreen(<PublicPaymentPage />, { path: '/payment?role=premium&time=12', route: '/payment' });
    expect(await screen.findByRole('button', { name: 'Premium', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 months', pressed: true })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total: 108 USDT');
  });
});
