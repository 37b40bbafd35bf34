import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { leaveFor, oauthStartAddress } from './oauth-start';
import { ProviderMark } from './ProviderMark';
import { useSignInProviders } from './useSignInProviders';

/**
 * "Continue with Google" and the like, one per provider the server offers, above the e-mail form;
 * nothing at all when it offers none. Each leaves the app for the server's start, which sends the
 * browser on to the provider: its pages need the whole window. A button, not a link: the address is
 * the API's, not a screen of the app to open in a tab or follow like one.
 */
export function ProviderButtons({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const { providers } = useSignInProviders();
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5} data-testid="oauth-providers">
      {providers.map((p) => (
        <Button
          key={p.id}
          onClick={() => leaveFor(oauthStartAddress(p.id, returnTo))}
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<ProviderMark provider={p.id} />}
          data-testid={`oauth-${p.id}`}
        >
          {t('auth.oauth.continueWith', { name: p.name })}
        </Button>
      ))}
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth.or')}</Divider>
    </Stack>
  );
}
