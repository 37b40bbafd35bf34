import type { AdminUser } from '@bitdata/contracts/backoffice/access';
import BlockIcon from '@mui/icons-material/Block';
import LinkIcon from '@mui/icons-material/Link';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { accessApi } from '../api';
import { useInvalidate } from '../hooks';
import '../texts';

type Action = 'block' | 'unblock' | 'resetLink';

/** Block (signs every session out), unblock, and a new password link by e-mail, each confirmed first. */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState<Action | null>(null);
  const name = user.name || user.username;

  const run = async () => {
    if (!asking) return;
    try {
      if (asking === 'block') await accessApi.block(user.id);
      else if (asking === 'unblock') await accessApi.unblock(user.id);
      else await accessApi.resetLink(user.id);
      notify(t(`backofficeAccess:actions.${asking}Done`, { name }), 'success');
      await invalidate('user');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setAsking(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {user.status === 'blocked' ? (
        <Button
          variant="outlined"
          startIcon={<LockOpenIcon />}
          onClick={() => setAsking('unblock')}
          data-testid="user-unblock"
        >
          {t('backofficeAccess:actions.unblock')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          onClick={() => setAsking('block')}
          data-testid="user-block"
        >
          {t('backofficeAccess:actions.block')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        onClick={() => setAsking('resetLink')}
        data-testid="user-reset-link"
      >
        {t('backofficeAccess:actions.resetLink')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`backofficeAccess:actions.${asking}Title`) : ''}
        text={asking ? t(`backofficeAccess:actions.${asking}Text`, { name }) : ''}
        confirmLabel={asking ? t(`backofficeAccess:actions.${asking}`) : ''}
        danger={asking === 'block'}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
