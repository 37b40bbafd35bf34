import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { SnackbarHost } from '../../components/SnackbarHost';
import { changeLanguage, i18n } from '../../i18n';
import { type Handler, installApi, renderWithApp, testUser } from '../../test/render';
import { restoreSession, saveSession } from './auth-storage';
import { useAuth } from './hooks/useAuth';

/** One language setting: the screens' and the profile's (which the e-mails speak) never disagree. */
let current: ReturnType<typeof useAuth> | null = null;
function Screen() {
  current = useAuth();
  return (
    <>
      <SnackbarHost />
      <LanguageSwitcher />
      <p data-testid="profile-language">{current.user?.language ?? 'signed out'}</p>
    </>
  );
}

/** A server that keeps the profile's language as it is saved. */
function server(initial: 'en' | 'vi', profileAnswer?: Handler) {
  const state = { user: testUser({ language: initial }) };
  return installApi((method, path, init) => {
    if (path === '/auth/loginV1')
      return { status: 201, body: { data: { accessToken: 'tok', user: state.user } } };
    if (method === 'PUT' && path === '/auth/profile') {
      if (profileAnswer) return profileAnswer(method, path, init);
      state.user = { ...state.user, ...(init.body as object) };
      return { status: 200, body: { data: state.user, message: 'Update success', key: 'updateSuccess' } };
    }
    if (path === '/auth/me') return { status: 200, body: { data: state.user } };
    return { status: 200, body: { data: [] } };
  });
}

const signIn = () =>
  act(async () => {
    await current?.login({ username: 'ann@example.test', password: 'secret-pass', remember: true });
  });

afterEach(() => changeLanguage('en'));

describe('the language of a signed-in member', () => {
  it('is saved to the profile when chosen in the top switcher', async () => {
    const api = server('en');
    saveSession({ accessToken: 'tok', user: testUser({ language: 'en' }) }, true);
    renderWithApp(<Screen />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(screen.getByTestId('language-vi'));
    await waitFor(() => expect(screen.getByTestId('profile-language')).toHaveTextContent('vi'));
    expect(i18n.language).toBe('vi');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/auth/profile',
      body: { language: 'vi' },
    });
    expect(restoreSession()?.user.language).toBe('vi');
    expect(screen.getByTestId('language-switcher')).toHaveTextContent('vi');
  });

  it('puts the screens back in the profile language when the profile cannot be saved', async () => {
    server('en', () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x', key: 'unknownError' } },
    }));
    saveSession({ accessToken: 'tok', user: testUser({ language: 'en' }) }, true);
    renderWithApp(<Screen />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(screen.getByTestId('language-vi'));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('profile-language')).toHaveTextContent('en');
    expect(await screen.findByText('Unknown error. Please contact Admin')).toBeInTheDocument();
  });

  it('follows the profile when a session is restored', async () => {
    server('vi');
    saveSession({ accessToken: 'tok', user: testUser({ language: 'vi' }) }, true);
    renderWithApp(<Screen />);
    await waitFor(() => expect(i18n.language).toBe('vi'));
  });

  it("shows the profile's language at sign-in, whatever this device showed before", async () => {
    const api = server('en');
    await changeLanguage('vi');
    renderWithApp(<Screen />);
    await screen.findByText('signed out');
    await signIn();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('profile-language')).toHaveTextContent('en');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('takes a Vietnamese profile at sign-in on a device showing English', async () => {
    const api = server('vi');
    renderWithApp(<Screen />);
    await screen.findByText('signed out');
    await signIn();
    await waitFor(() => expect(i18n.language).toBe('vi'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
