import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { roleOf, serveAccess } from '../test/serve';
import { UserCreatePage } from './UserCreatePage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const { view, viewAll, create } = PERMISSION_LEVEL;
const OPERATOR = { [RESOURCE.user]: [view, viewAll, create], [RESOURCE.role]: [view] };
const at = { path: '/core/user/create', route: '/core/user/create' };

const created = {
  id: 'u-new',
  username: 'bea@example.test',
  name: 'Bea',
  displayName: 'Bea',
  phone: '',
  role: 'basic',
  groups: [],
  status: 'active',
  verified: true,
  language: 'en',
  timezone: 'UTC',
  createdAt: 0,
  lastSeenAt: null,
};

function fill() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Bea' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'bea@example.test' } });
}

describe('the new user screen', () => {
  beforeEach(() => notify.mockClear());

  it('creates a basic member who gets a reset link: no password is sent', async () => {
    const { calls } = serveAccess((method, path) => {
      if (path === '/roles') return { status: 200, body: { data: [roleOf('basic')] } };
      if (path === '/groups') return { status: 200, body: { data: [] } };
      if (method === 'POST' && path === '/admin/users') return { status: 201, body: { data: created } };
      return { status: 404, body: {} };
    }, OPERATOR);
    renderWithApp(<UserCreatePage />, at);
    fill();
    fireEvent.click(screen.getByTestId('user-submit'));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Bea',
      username: 'bea@example.test',
      phone: '',
      role: 'basic',
      groups: [],
    });
  });

  it('asks for a password of 8 characters when one is set now', async () => {
    const { calls } = serveAccess(() => ({ status: 200, body: { data: [] } }), OPERATOR);
    renderWithApp(<UserCreatePage />, at);
    fill();
    fireEvent.click(screen.getByLabelText('Set a password now'));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('user-submit'));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("puts the server's refusal on the field it names, translated", async () => {
    serveAccess((method, path) => {
      if (method === 'POST' && path === '/admin/users')
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'An account with this e-mail already exists',
              key: 'accountExists',
              details: [
                {
                  path: 'username',
                  key: 'accountExists',
                  message: 'An account with this e-mail already exists',
                },
              ],
            },
          },
        };
      return { status: 200, body: { data: [] } };
    }, OPERATOR);
    renderWithApp(<UserCreatePage />, at);
    fill();
    fireEvent.click(screen.getByTestId('user-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});
