import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { serveAccess } from '../test/serve';
import { UserSessions } from './UserSessions';

const session = (
  id: string,
  method: string,
  events: { kind: string; method: string; at: number }[] = [],
) => ({
  id,
  createdAt: Date.UTC(2026, 11, 1, 8),
  expiresAt: Date.UTC(2026, 11, 2, 8),
  ip: '203.0.113.7',
  userAgent: `Browser ${id}`,
  method,
  current: false,
  events,
});

describe("an account's sessions in the back office", () => {
  beforeEach(() => window.localStorage.clear());

  it('says how each session signed in, and names a method it does not know as the server does', async () => {
    serveAccess(
      (_method, path) =>
        path === '/admin/users/u1/sessions'
          ? {
              status: 200,
              body: {
                data: [session('a', 'password'), session('b', 'passkey'), session('c', 'saml')],
              },
            }
          : { status: 404, body: {} },
      { [RESOURCE.user]: [PERMISSION_LEVEL.view] },
    );
    renderWithApp(<UserSessions userId="u1" mayEdit={false} />);

    const list = await screen.findByTestId('user-sessions');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('IP 203.0.113.7 · password · signed in');
    expect(items[1]).toHaveTextContent('· passkey ·');
    expect(items[2]).toHaveTextContent('· saml ·');
  });

  it("lists the providers a session linked and unlinked, in the reader's language", async () => {
    const at = Date.UTC(2026, 11, 1, 9);
    serveAccess(
      (_method, path) =>
        path === '/admin/users/u1/sessions'
          ? {
              status: 200,
              body: {
                data: [
                  session('a', 'password', [
                    { kind: 'link', method: 'google', at },
                    { kind: 'unlink', method: 'oidc', at: at + 60_000 },
                  ]),
                ],
              },
            }
          : { status: 404, body: {} },
      { [RESOURCE.user]: [PERMISSION_LEVEL.view] },
    );
    renderWithApp(<UserSessions userId="u1" mayEdit={false} />);

    const [item] = within(await screen.findByTestId('user-sessions')).getAllByRole('listitem');
    expect(item).toHaveTextContent('Linked Google at');
    expect(item).toHaveTextContent('Unlinked OpenID Connect at');
  });
});
