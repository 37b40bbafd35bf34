import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { documentOf, roleOf, serveAccess } from '../test/serve';
import { RoleEditPage } from './RoleEditPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const { view, viewAll, create, edit } = PERMISSION_LEVEL;
const OPERATOR = { [RESOURCE.role]: [view, create, edit] };
const documents = [documentOf('vault', 'Vault'), documentOf('ledger', 'Ledger', 'payment')];
const at = { path: '/core/role/basic', route: '/core/role/:code' };

describe('the role screen', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notify.mockClear();
  });

  it('saves the levels ticked in the matrix, by name, as the role grants', async () => {
    let stored = roleOf('basic', [{ document: 'ledger', levels: [view], hiddenFields: [] }]);
    const { calls } = serveAccess((method, path, init) => {
      if (path === '/documents') return { status: 200, body: { data: documents } };
      if (path === '/roles/basic' && method === 'PUT') {
        stored = { ...stored, ...(init.body as object) };
        return { status: 200, body: { data: stored } };
      }
      if (path === '/roles/basic') return { status: 200, body: { data: stored } };
      return { status: 404, body: {} };
    }, OPERATOR);
    renderWithApp(<RoleEditPage />, at);

    const matrix = await screen.findByTestId('permission-matrix');
    expect(within(matrix).getByRole('checkbox', { name: 'Ledger: View' })).toBeChecked();
    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Vault: View' }));
    fireEvent.click(within(matrix).getByRole('checkbox', { name: 'Vault: Create' }));
    fireEvent.click(screen.getByTestId('role-save'));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Update success', 'success'));
    const body = calls.find((c) => c.method === 'PUT')?.body as { permissions: unknown[] };
    expect(body.permissions).toEqual(
      expect.arrayContaining([
        { document: 'ledger', levels: [view], hiddenFields: [] },
        { document: 'vault', levels: [view, create], hiddenFields: [] },
      ]),
    );
  });

  it('sends nothing when nothing changed', async () => {
    const { calls } = serveAccess((_method, path) => {
      if (path === '/documents') return { status: 200, body: { data: documents } };
      if (path === '/roles/basic') return { status: 200, body: { data: roleOf('basic') } };
      return { status: 404, body: {} };
    }, OPERATOR);
    renderWithApp(<RoleEditPage />, at);
    await screen.findByTestId('permission-matrix');
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('There are no changes to the form', 'warning'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('filters the documents by the search and offers no delete for a built-in role', async () => {
    serveAccess(
      (_method, path) => {
        if (path === '/documents') return { status: 200, body: { data: documents } };
        if (path === '/roles/basic') return { status: 200, body: { data: roleOf('basic') } };
        return { status: 404, body: {} };
      },
      { [RESOURCE.role]: [view, viewAll, create, edit, PERMISSION_LEVEL.delete] },
    );
    renderWithApp(<RoleEditPage />, at);
    const matrix = await screen.findByTestId('permission-matrix');
    fireEvent.change(within(matrix).getByLabelText('Search documents'), { target: { value: 'ledg' } });
    expect(within(matrix).queryByRole('checkbox', { name: 'Vault: View' })).toBeNull();
    expect(within(matrix).getByRole('checkbox', { name: 'Ledger: View' })).toBeInTheDocument();
    expect(screen.queryByTestId('entity-delete')).toBeNull();
  });

  it('says "not allowed" to a role without the grant, before asking the server', async () => {
    const { calls } = serveAccess(() => ({ status: 500, body: {} }), {});
    renderWithApp(<RoleEditPage />, at);
    expect(await screen.findByTestId('access-forbidden')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/roles'))).toEqual([]);
  });

  it('says "not allowed" when the server refuses', async () => {
    serveAccess(
      () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'no', key: 'forbidden' } } }),
      OPERATOR,
    );
    renderWithApp(<RoleEditPage />, at);
    expect(await screen.findByTestId('access-forbidden')).toBeInTheDocument();
  });
});
