import KeyIcon from '@mui/icons-material/KeyOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import Alert from '@mui/material/Alert';
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
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../i18n/format';
import {
  type IdentityItem,
  oauthApi,
  oauthRefusalFrom,
  type PasskeyItem,
  passkeysApi,
  passkeysSupported,
  usePasskeyErrorText,
} from '../../auth';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { LinkedProviderItem } from './LinkedProviderItem';
import { ProviderLinkButtons } from './ProviderLinkButtons';

const PASSKEYS_KEY = ['account', 'passkeys'] as const;
const IDENTITIES_KEY = ['account', 'identities'] as const;

/**
 * The account's ways to sign in: the password, each linked provider and each passkey, with adding
 * and removing them. The last one left has no remove button, as the server also refuses to remove it.
 */
export function SignInMethods() {
  const { t } = useTranslation();
  const errorText = usePasskeyErrorText();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: passkeysApi.list });
  const identities = useQuery({ queryKey: IDENTITIES_KEY, queryFn: oauthApi.identities });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const [unlinking, setUnlinking] = useState<IdentityItem | null>(null);
  const list = passkeys.data ?? [];
  const linked = identities.data?.identities ?? [];
  // an account made through a provider has no password until the member sets one by the reset e-mail
  const hasPassword = identities.data?.hasPassword ?? true;
  const mayRemove = (hasPassword ? 1 : 0) + list.length + linked.length > 1;
  // a provider linked from here and refused comes back with the reason
  const refusal = oauthRefusalFrom(search);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
      queryClient.invalidateQueries({ queryKey: IDENTITIES_KEY }),
    ]);

  const unlink = async () => {
    if (!unlinking) return;
    try {
      await oauthApi.remove(unlinking.id);
      notify(t('account.identities.removed', { name: unlinking.providerName }), 'success');
      await refresh();
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setUnlinking(null);
    }
  };

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
        {refusal && (
          <Alert
            severity="error"
            onClose={() => navigate(pathname, { replace: true })}
            data-testid="identity-refusal"
          >
            {refusal.error === 'unknown' ? t('auth.oauth.failed') : t(`messages.${refusal.error}`)}
          </Alert>
        )}
        <List disablePadding data-testid="passkey-list">
          {hasPassword ? (
            <ListItem divider>
              <ListItemIcon>
                <PasswordIcon />
              </ListItemIcon>
              <ListItemText
                primary={t('account.passkeys.password')}
                secondary={t('account.passkeys.passwordText')}
              />
            </ListItem>
          ) : (
            <ListItem
              divider
              data-testid="no-password"
              secondaryAction={
                <Button size="small" component={RouterLink} to={PATHS.auth.resetPassword}>
                  {t('account.identities.setPassword')}
                </Button>
              }
              sx={{ pr: 16 }}
            >
              <ListItemIcon>
                <PasswordIcon />
              </ListItemIcon>
              <ListItemText
                primary={t('account.identities.noPassword')}
                secondary={t('account.identities.noPasswordText')}
              />
            </ListItem>
          )}
          {linked.map((identity) => (
            <LinkedProviderItem
              key={identity.id}
              identity={identity}
              onRemove={mayRemove ? () => setUnlinking(identity) : undefined}
            />
          ))}
          {identities.isError && (
            <Typography sx={{ color: 'error.main', py: 1 }}>{errorText(identities.error)}</Typography>
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
        <ProviderLinkButtons linked={linked} />
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
      <ConfirmDialog
        open={unlinking !== null}
        title={t('account.identities.removeTitle', { name: unlinking?.providerName ?? '' })}
        text={t('account.identities.removeText', { name: unlinking?.providerName ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={unlink}
        onClose={() => setUnlinking(null)}
      />
    </Card>
  );
}
