import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { type IdentityItem, ProviderMark } from '../../auth';

/** One provider linked to the account, in the sign-in methods list: who it is, since when, last used. */
export function LinkedProviderItem({
  identity,
  onRemove,
}: {
  identity: IdentityItem;
  /** absent when it is the account's last way to sign in */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const dates = t('account.passkeys.dates', {
    created: formatDateTime(identity.createdAt),
    lastUsed: identity.lastUsedAt ? formatDateTime(identity.lastUsedAt) : t('account.passkeys.neverUsed'),
  });
  return (
    <ListItem
      divider
      data-testid="identity-item"
      secondaryAction={
        onRemove && (
          <Button size="small" color="error" onClick={onRemove} data-testid="identity-remove">
            {t('common.delete')}
          </Button>
        )
      }
      sx={{ pr: 12 }}
    >
      <ListItemIcon>
        <ProviderMark provider={identity.provider} />
      </ListItemIcon>
      <ListItemText
        primary={identity.providerName}
        secondary={identity.email ? `${identity.email} · ${dates}` : dates}
        slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
      />
    </ListItem>
  );
}
