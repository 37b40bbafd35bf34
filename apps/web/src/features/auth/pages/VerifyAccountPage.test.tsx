import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { VerifyAccountPage } from './VerifyAccountPage';

const open = () =>
  renderWithApp(<VerifyAccountPage />, {
    path: '/core/auth/verify/account/ann%40example.test/code123',
    route: '/core/auth/verify/account/:username/:codeVerify',
  });

describe('VerifyAccountPage', () => {
  it('verifies the account and offers sign-in', async () => {
    const api = installApi(() => ({
      status: 200,
      body: {
        data: { key: 'accountVerified', message: 'Your account has been verified. You can now sign in' },
      },
    }));
    open();
    expect(await screen.findByTestId('verify-verified')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-already')).not.toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: '/auth/verify', body: { username: 'ann@example.test' } });
  });

  it('says a link opened again belongs to an account already verified, and offers sign-in', async () => {
    installApi(() => ({
      status: 200,
      body: {
        data: { key: 'accountAlreadyVerified', message: 'This account is already verified. You can sign in' },
      },
    }));
    open();
    expect(await screen.findByTestId('verify-already')).toHaveTextContent(
      'This account is already verified. You can sign in',
    );
    expect(screen.getByTestId('verified-login')).toHaveTextContent('Login');
  });
});
