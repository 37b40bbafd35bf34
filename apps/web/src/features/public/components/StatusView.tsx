import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  code?: string;
  children?: ReactNode;
  testId?: string;
}

/** One look for every status screen: a large mark, a title, one sentence and the way back. */
export function StatusView({ icon, title, text, code, children, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto' }}
      data-testid={testId}
    >
      {code && (
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: 96, md: 140 },
            fontWeight: 900,
            lineHeight: 1,
            color: 'primary.main',
            opacity: 0.9,
          }}
        >
          {code}
        </Typography>
      )}
      {!code && icon}
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {children}
      <Button component={RouterLink} to={PATHS.home} variant="contained" size="large">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
