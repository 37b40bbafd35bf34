import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { LoginForm } from './LoginForm';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

/** The browser's WebAuthn, as @simplewebauthn/browser reaches it: present (PublicKeyCredential, stubbed in each test), without autofill. */
const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  autofill: vi.fn(async () => false),
}));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: browser.autofill,
  startAuthentication: browser.startAuthentication,
  startRegistration: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  WebAuthnError: class WebAuthnError extends Error {},
}));

const CREDENTIAL = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig', userHandle: 'uh' },
};

/** The server: passkeys offered (or not), sign-in options, and `login` answering the sign-in. */
const server =
  (login: Handler, passkeys = true): Handler =>
  (method, path, init) => {
    if (path === '/auth/providers') return { status: 200, body: { data: { providers: [], passkeys } } };
    if (path === '/auth/passkeys/login/options')
      return {
        status: 200,
        body: { data: { challengeId: 'ch-1', options: { challenge: 'abc', rpId: 'localhost' } } },
      };
    return login(method, path, init);
  };

describe('signing in with a passkey', () => {
  beforeEach(() => {
    notify.mockClear();
    browser.startAuthentication.mockReset();
    // jsdom has no WebAuthn: the browsers the button is for do
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the passkey the browser gives, says Login success and continues', async () => {
    browser.startAuthentication.mockResolvedValue(CREDENTIAL);
    const api = installApi(
      server(() => ({ status: 201, body: { data: { accessToken: 'tok', user: testUser() } } })),
    );
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith('Login success', 'success');
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'abc', rpId: 'localhost' },
      useBrowserAutofill: false,
    });
    expect(api.calls.find((c) => c.path === '/auth/passkeys/login')?.body).toEqual({
      challengeId: 'ch-1',
      credential: CREDENTIAL,
    });
  });

  it("tells what to do next when the server no longer knows the passkey, in the reader's language", async () => {
    browser.startAuthentication.mockResolvedValue(CREDENTIAL);
    installApi(
      server(() => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'x', key: 'passkeyNotRecognised' } },
      })),
    );
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'This passkey is not registered here (it may have been removed). Sign in with your password, then add a new passkey',
    );
  });

  it('says the request was cancelled when the member closes the browser dialog', async () => {
    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    installApi(server(() => ({ status: 500, body: {} })));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The passkey request was cancelled or timed out. Try again, or sign in with your e-mail and password.',
    );
  });

  it('offers no passkey button when the server offers no passkeys', async () => {
    const api = installApi(server(() => ({ status: 500, body: {} }), false));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/auth/providers')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
