import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { RegisterPage } from './RegisterPage';

/** The browser's WebAuthn, as @simplewebauthn/browser reaches it: present, without autofill. */
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
  WebAuthnError: class WebAuthnError extends Error {},
}));

describe('the register screen', () => {
  beforeEach(() => vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {}));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the providers and "Sign in with a passkey" beside the sign-up form', async () => {
    installApi(() => ({
      status: 200,
      body: { data: { providers: [{ id: 'google', name: 'Google' }], passkeys: true } },
    }));
    renderWithApp(<RegisterPage />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(screen.getByTestId('register-submit')).toBeInTheDocument();
  });
});
