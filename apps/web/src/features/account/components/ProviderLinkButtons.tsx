import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { notify } from '../../../components/notify';
import {
  apiAddress,
  type IdentityItem,
  leaveFor,
  oauthApi,
  ProviderMark,
  usePasskeyErrorText,
  useSignInProviders,
} from '../../auth';

/**
 * "Connect Google" and the like for each provider the server offers that the account has not linked
 * yet. The server names the start address for this member; the browser leaves for the provider and
 * comes back to the account page.
 */
export function ProviderLinkButtons({ linked }: { linked: readonly IdentityItem[] }) {
  const { t } = useTranslation();
  const errorText = usePasskeyErrorText();
  const { providers } = useSignInProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const open = providers.filter((p) => !linked.some((i) => i.provider === p.id));
  if (open.length === 0) return null;

  const link = async (provider: (typeof open)[number]['id']) => {
    setBusy(provider);
    try {
      const { url } = await oauthApi.linkStart(provider, PATHS.dashboard.account);
      leaveFor(apiAddress(url));
    } catch (error) {
      notify(errorText(error), 'error');
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="identity-link-buttons">
      {open.map((p) => (
        <Button
          key={p.id}
          variant="outlined"
          color="inherit"
          startIcon={<ProviderMark provider={p.id} />}
          loading={busy === p.id}
          disabled={busy !== null && busy !== p.id}
          onClick={() => void link(p.id)}
          data-testid={`identity-link-${p.id}`}
        >
          {t('account.identities.link', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
