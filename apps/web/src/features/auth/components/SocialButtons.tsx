import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import XIcon from '@mui/icons-material/X';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';

const PROVIDERS = [
  { id: 'google', icon: <GoogleIcon />, color: '#DB4437' },
  { id: 'facebook', icon: <FacebookIcon />, color: '#1877F2' },
  { id: 'twitter', icon: <XIcon />, color: 'text.primary' },
] as const;

/**
 * Sign-in with Google, Facebook or Twitter exists in the spec without a described behaviour; until
 * the server offers it, a press says so and the attempt is only logged.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Divider>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {t('auth.or')}
        </Typography>
      </Divider>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {PROVIDERS.map((p) => (
          <IconButton
            key={p.id}
            aria-label={t(`auth.social.${p.id}`)}
            onClick={() => {
              console.info('Social sign-in not available', p.id);
              notify(t('auth.socialUnavailable'), 'info');
            }}
            sx={{ color: p.color, border: 1, borderColor: 'divider', width: 48, height: 48 }}
          >
            {p.icon}
          </IconButton>
        ))}
      </Stack>
    </Stack>
  );
}
