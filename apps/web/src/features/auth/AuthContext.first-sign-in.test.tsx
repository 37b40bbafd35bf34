import { act, cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installApi, renderWithApp, testUser } from '../../test/render';
import { DashboardHomePage } from '../dashboard/pages/DashboardHomePage';
import { useAuth } from './hooks/useAuth';

/** The dashboard greets an account's first sign-in as a welcome, and only later ones as a return. */
let current: ReturnType<typeof useAuth> | null = null;
function Screen() {
  current = useAuth();
  return current.isAuthenticated ? <DashboardHomePage /> : <p>signed out</p>;
}

function server(firstSignIn: boolean) {
  const user = testUser({ displayName: 'Ann' });
  installApi((_method, path) => {
    if (path === '/auth/loginV1')
      return { status: 201, body: { data: { accessToken: 'tok', user, firstSignIn } } };
    if (path === '/auth/me') return { status: 200, body: { data: user } };
    return { status: 200, body: { data: [] } };
  });
}

const signIn = () =>
  act(async () => {
    await current?.login({ username: 'ann@example.test', password: 'secret-pass', remember: true });
  });

describe('the dashboard greeting', () => {
  it('says "Welcome" after the first sign-in, reload included, and "Welcome back" after a later one', async () => {
    server(true);
    renderWithApp(<Screen />);
    await screen.findByText('signed out');
    await signIn();
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent(/^Welcome, Ann$/);

    // the page loaded again in the same session
    cleanup();
    renderWithApp(<Screen />);
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent(/^Welcome, Ann$/);

    await act(async () => {
      await current?.logout();
    });
    server(false);
    await signIn();
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent(/^Welcome back, Ann$/);
  });
});
