import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { type Handler, installApi as install, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { AccountPage } from './AccountPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

/** The member's passkeys, as the server holds them for the page's sign-in methods. */
let passkeys: Array<{
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  backedUp: boolean;
}> = [];

/**
 * The page's own calls answered by `handler`; its payment history section gets an empty list, its
 * sign-in methods the passkeys above (DELETE removes one).
 */
const installApi = (handler: Handler) =>
  install((method, path, init) => {
    if (method === 'GET' && path === '/payments') return { status: 200, body: { data: [], total: 0 } };
    if (method === 'GET' && path === '/auth/passkeys') return { status: 200, body: { data: passkeys } };
    if (method === 'DELETE' && path.startsWith('/auth/passkeys/')) {
      passkeys = passkeys.filter((p) => path !== `/auth/passkeys/${p.id}`);
      return { status: 200, body: { data: { ok: true } } };
    }
    return handler(method, path, init);
  });

describe('AccountPage', () => {
  beforeEach(() => {
    notify.mockClear();
    passkeys = [];
    saveSession({ accessToken: 'tok', user: testUser({ displayName: 'Ann', phone: '0912' }) }, true);
  });

  it('reports "There are no changes to the form" when nothing changed', async () => {
    const api = installApi(() => ({ status: 200, body: { data: testUser() } }));
    renderWithApp(<AccountPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('There are no changes to the form', 'warning'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends only the changed fields and says Update success', async () => {
    const api = installApi((method) => ({
      status: 200,
      body: { data: testUser({ displayName: method === 'PUT' ? 'Annie' : 'Ann' }) },
    }));
    renderWithApp(<AccountPage />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Annie');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Update success', 'success'));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/auth/profile',
      body: { displayName: 'Annie' },
    });
  });

  it('confirms a switch to Vietnamese in Vietnamese', async () => {
    installApi((method) => ({
      status: 200,
      body: { data: testUser({ language: method === 'PUT' ? 'vi' : 'en' }) },
    }));
    renderWithApp(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Language'));
    await user.click(await screen.findByRole('option', { name: /Tiếng Việt/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    try {
      await waitFor(() => expect(notify).toHaveBeenCalledWith('Cập nhật thành công', 'success'));
    } finally {
      await changeLanguage('en');
    }
  });

  it('validates the password change form', async () => {
    installApi(() => ({ status: 200, body: { data: testUser() } }));
    renderWithApp(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('tab-password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('lists the sign-in methods: the password and each passkey with its dates', async () => {
    passkeys = [
      {
        id: 'pk1',
        name: 'Work laptop',
        createdAt: Date.UTC(2026, 0, 2, 3, 4),
        lastUsedAt: null,
        backedUp: false,
      },
      {
        id: 'pk2',
        name: 'Phone',
        createdAt: Date.UTC(2026, 1, 3),
        lastUsedAt: Date.UTC(2026, 2, 4, 5, 6),
        backedUp: true,
      },
    ];
    installApi(() => ({ status: 200, body: { data: testUser() } }));
    renderWithApp(<AccountPage />);
    const items = await screen.findAllByTestId('passkey-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Work laptopCreated .+ · Last used never/),
      expect.stringMatching(/^PhoneSyncedCreated .+ · Last used \d/),
    ]);
    expect(screen.getByTestId('passkey-list').textContent).toContain('Password');
  });

  it('removes a passkey once confirmed', async () => {
    passkeys = [{ id: 'pk1', name: 'Work laptop', createdAt: Date.now(), lastUsedAt: null, backedUp: false }];
    const api = installApi(() => ({ status: 200, body: { data: testUser() } }));
    renderWithApp(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('passkey-remove'));
    expect(await screen.findByText('Remove the passkey \u201cWork laptop\u201d?')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Passkey removed', 'success'));
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/auth/passkeys/pk1');
    expect(await screen.findByTestId('passkeys-empty')).toBeInTheDocument();
  });

  it('changes the password and confirms it', async () => {
    const api = installApi((method) =>
      method === 'POST'
        ? {
            status: 200,
            body: { data: { message: 'Your password has been changed', key: 'passwordChanged' } },
          }
        : { status: 200, body: { data: testUser() } },
    );
    renderWithApp(<AccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('tab-password'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your password has been changed', 'success'));
    expect(api.calls.find((c) => c.method === 'POST')?.path).toBe('/auth/password/change');
  });
});
