import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { type Handler, installApi as install, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { AccountPage } from './AccountPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

/** The page's own calls answered by `handler`; its payment history section gets an empty list. */
const installApi = (handler: Handler) =>
  install((method, path, init) =>
    method === 'GET' && path === '/payments'
      ? { status: 200, body: { data: [], total: 0 } }
      : handler(method, path, init),
  );

describe('AccountPage', () => {
  beforeEach(() => {
    notify.mockClear();
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
