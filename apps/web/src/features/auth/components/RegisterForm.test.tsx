import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { installApi, renderWithApp, testUser } from '../../../test/render';
import { RegisterPage } from '../pages/RegisterPage';

describe('RegisterForm', () => {
  it('validates every field with the shared messages', async () => {
    installApi(() => ({ status: 500, body: {} }));
    renderWithApp(<RegisterPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for 8 characters and matching passwords', async () => {
    installApi(() => ({ status: 500, body: {} }));
    renderWithApp(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Email address'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers and asks the user to check e-mail and spam', async () => {
    const signup = vi.fn(() => ({ status: 201, body: { data: testUser({ verified: false }) } }));
    installApi(signup);
    renderWithApp(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ann Trader');
    await user.type(screen.getByLabelText('Phone number'), '+84 912 345 678');
    await user.type(screen.getByLabelText('Email address'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('register-success')).toHaveTextContent(
      'Your account has been created. Please check your e-mail (and the spam folder) for the verification link',
    );
    await waitFor(() => expect(signup).toHaveBeenCalledWith('POST', '/auth/signupV1', expect.anything()));
  });

  it("sends the language the visitor reads and the browser's zone with the sign-up", async () => {
    const fake = installApi(() => ({ status: 201, body: { data: testUser({ verified: false }) } }));
    await changeLanguage('vi');
    try {
      renderWithApp(<RegisterPage />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Họ và tên'), 'Lan');
      await user.type(screen.getByLabelText('Địa chỉ e-mail'), 'lan@example.test');
      await user.type(screen.getByLabelText('Mật khẩu', { exact: true }), 'long-enough-1');
      await user.type(screen.getByLabelText('Xác nhận mật khẩu'), 'long-enough-1');
      await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
      await screen.findByTestId('register-success');
    } finally {
      await changeLanguage('en');
    }
    expect(fake.calls.find((c) => c.path === '/auth/signupV1')?.body).toMatchObject({
      language: 'vi',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
