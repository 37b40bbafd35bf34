import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../api/session';
import { installApi, renderWithApp, testUser } from '../../../test/render';
import { OAuthLinkPage } from './OAuthLinkPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const open = (query: string) =>
  renderWithApp(
    <StrictMode>
      <OAuthLinkPage />
    </StrictMode>,
    { path: `/auth/link?${query}`, route: '/auth/link' },
  );

describe('the mailed link that connects a provider', () => {
  it('spends the token once, signs the person in and says the provider is connected', async () => {
    const api = installApi(() => ({
      status: 201,
      body: { data: { accessToken: 'linked-token', user: testUser() } },
    }));
    open('token=mail-token');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const confirms = api.calls.filter((c) => c.path === '/auth/oauth/link-confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ token: 'mail-token' });
    expect(getAccessToken()).toBe('linked-token');
    expect(notify).toHaveBeenCalledWith('The provider is connected to your account', 'success');
  });

  it('says an opened-again link has expired, in the reader’s language', async () => {
    installApi(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'x', key: 'oauthCodeInvalid' } },
    }));
    open('token=spent');
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'This sign-in link has expired or was already used. Please sign in again',
    );
  });
});
