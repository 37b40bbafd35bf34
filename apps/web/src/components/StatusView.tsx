import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../app/paths';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  code?: string;
  children?: ReactNode;
  testId?: string;
  /** Where the button goes back to: the site's home by default, the dashboard inside it. */
  homePath?: string;
  /** Inside the dashboard: a smaller title and button, in a card among the page's own content. */
  compact?: boolean;
  /** 'p' when the page already has its h1 above the view. */
  titleComponent?: 'h1' | 'p';
}

/** One look for every status screen: a large mark, a title, one sentence and the way back. */
export function StatusView({
  icon,
  title,
  text,
  code,
  children,
  testId,
  homePath = PATHS.home,
  compact = false,
  titleComponent = 'h1',
}: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={compact ? 2 : 3}
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
      <Typography variant={compact ? 'h4' : 'h3'} component={titleComponent}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {children}
      <Button component={RouterLink} to={homePath} variant="contained" size={compact ? 'medium' : 'large'}>
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
