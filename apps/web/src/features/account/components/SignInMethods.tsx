import KeyIcon from '@mui/icons-material/KeyOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../i18n/format';
import { type PasskeyItem, passkeysApi, passkeysSupported, usePasskeyErrorText } from '../../auth';
import { AddPasskeyDialog } from './AddPasskeyDialog';

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

/**
 * Every account has a password today (sign-up sets it); the rule below still reads it, so a way to
 * sign in is never removed when it is the last one, as the server also refuses.
 */
const HAS_PASSWORD = true;

/** The account's ways to sign in: the password and each passkey, with adding and removing passkeys. */
export function SignInMethods() {
  const { t } = useTranslation();
  const errorText = usePasskeyErrorText();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: passkeysApi.list });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const list = passkeys.data ?? [];
  const mayRemove = HAS_PASSWORD || list.length > 1;
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const remove = async () => {
    if (!removing) return;
    try {
      await passkeysApi.remove(removing.id);
      notify(t('account.passkeys.removed'), 'success');
      await refresh();
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card sx={{ p: 3 }} data-testid="sign-in-methods">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Stack>
            <Typography variant="h6" component="h2">
              {t('account.passkeys.methods')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('account.passkeys.methodsText')}
            </Typography>
          </Stack>
          {passkeysSupported() && (
            <Button
              variant="outlined"
              startIcon={<KeyIcon />}
              onClick={() => setAdding(true)}
              data-testid="passkey-add"
              sx={{ flexShrink: 0 }}
            >
              {t('account.passkeys.add')}
            </Button>
          )}
        </Stack>
        <List disablePadding data-testid="passkey-list">
          {HAS_PASSWORD && (
            <ListItem divider>
              <ListItemIcon>
                <PasswordIcon />
              </ListItemIcon>
              <ListItemText
                primary={t('account.passkeys.password')}
                secondary={t('account.passkeys.passwordText')}
              />
            </ListItem>
          )}
          {passkeys.isPending && <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />}
          {passkeys.isError && (
            <Typography sx={{ color: 'error.main', py: 1 }}>{errorText(passkeys.error)}</Typography>
          )}
          {list.map((p) => (
            <ListItem
              key={p.id}
              divider
              data-testid="passkey-item"
              secondaryAction={
                mayRemove && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(p)}
                    data-testid="passkey-remove"
                  >
                    {t('common.delete')}
                  </Button>
                )
              }
              sx={{ pr: 12 }}
            >
              <ListItemIcon>
                <KeyIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{p.name}</span>
                    {p.backedUp && <Chip size="small" label={t('account.passkeys.synced')} />}
                  </Stack>
                }
                secondary={t('account.passkeys.dates', {
                  created: formatDateTime(p.createdAt),
                  lastUsed: p.lastUsedAt ? formatDateTime(p.lastUsedAt) : t('account.passkeys.neverUsed'),
                })}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
        {!passkeys.isPending && list.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="passkeys-empty">
            {t('account.passkeys.empty')}
          </Typography>
        )}
      </Stack>
      <AddPasskeyDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          notify(t('account.passkeys.added'), 'success');
          void refresh();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('account.passkeys.removeTitle', { name: removing?.name ?? '' })}
        text={t('account.passkeys.removeText')}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
