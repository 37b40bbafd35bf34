import type { MenuNode, MenuNodeWrite } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/MenuOpen';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/endpoints';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useAuth, useCan } from '../../auth';
import { accessApi } from '../api';
import { MenuNodeDialog } from '../components/MenuNodeDialog';
import { MenuTree } from '../components/MenuTree';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { useInvalidate, useMenus } from '../hooks';
import { buildTree, type MenuBranch, moveAmongSiblings, nextOrder, writeOf } from '../menu-tree';
import { localized } from '../names';
import '../texts';

type Editing = { id: string | null; body: MenuNodeWrite };

const blank = (kind: MenuNode['kind'], parentId: string | null, order: number): MenuNodeWrite => ({
  kind,
  parentId,
  title: { en: '', vi: '' },
  path: '',
  icon: '',
  service: '',
  urlDynamic: false,
  document: null,
  order,
  roles: [],
  groups: [],
});

/** /core/menu: the menu sections and items every member's sidebar is built from. */
export function MenuEditorPage() {
  const mayView = useCan(RESOURCE.menu, PERMISSION_LEVEL.view);
  return mayView ? <MenuEditor /> : <NotAllowed />;
}

function MenuEditor() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidate();
  const { updateUser } = useAuth();
  const mayEdit = useCan(RESOURCE.menu, PERMISSION_LEVEL.edit);
  const menus = useMenus();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MenuBranch | null>(null);
  const [busy, setBusy] = useState(false);
  const nodes = menus.data ?? [];
  const siblingsOf = (parentId: string | null) => nodes.filter((n) => n.parentId === parentId);

  // The operator's own sidebar follows at once; every other member's on their next request.
  const afterWrite = async () => {
    await invalidate('menu');
    updateUser(await authApi.me());
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await afterWrite();
      return true;
    } catch (error) {
      notify(errorText(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (body: MenuNodeWrite) => {
    const id = editing?.id;
    // The dialog says what failed; here the error only has to reach it.
    if (id) await accessApi.updateMenu(id, body);
    else await accessApi.createMenu(body);
    await afterWrite();
  };

  const move = (branch: MenuBranch, step: -1 | 1) =>
    void run(async () => {
      for (const n of moveAmongSiblings(siblingsOf(branch.node.parentId), branch.node.id, step))
        await accessApi.updateMenu(n.id, writeOf(n));
    });

  const remove = async () => {
    if (!deleting) return;
    if (await run(() => accessApi.deleteMenu(deleting.node.id)))
      notify(t('backofficeAccess:common.deleted'), 'success');
    setDeleting(null);
  };

  return (
    <Stack spacing={3} data-testid="menu-editor-page">
      <PageHeader
        title={t('backofficeAccess:menus.title')}
        subtitle={t('backofficeAccess:menus.subtitle')}
        action={
          mayEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                setEditing({ id: null, body: blank('section', null, nextOrder(siblingsOf(null))) })
              }
              data-testid="menu-add-section"
            >
              {t('backofficeAccess:menus.addSection')}
            </Button>
          )
        }
      />
      <QueryState query={menus}>
        {(list) =>
          list.length === 0 ? (
            <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="menu-empty">
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <MenuIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
                <Typography sx={{ color: 'text.secondary' }}>{t('backofficeAccess:menus.empty')}</Typography>
              </Stack>
            </Card>
          ) : (
            <Card sx={{ p: { xs: 1.5, md: 3 } }}>
              <MenuTree
                branches={buildTree(list)}
                disabled={!mayEdit || busy}
                onEdit={(b) => setEditing({ id: b.node.id, body: writeOf(b.node) })}
                onAddChild={(b) =>
                  setEditing({ id: null, body: blank('item', b.node.id, nextOrder(siblingsOf(b.node.id))) })
                }
                onMove={move}
                onDelete={setDeleting}
              />
            </Card>
          )
        }
      </QueryState>
      {editing && (
        <MenuNodeDialog
          key={editing.id ?? 'new'}
          initial={editing.body}
          isNew={editing.id === null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('backofficeAccess:common.deleteTitle')}
        text={t('backofficeAccess:menus.deleteText', {
          name: deleting ? localized(deleting.node.title, i18n.language) : '',
        })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
