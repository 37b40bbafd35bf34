import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from './PageContainer';

/** The heading band at the top of content pages. */
export function PageHero({
  overline,
  title,
  text,
  children,
}: {
  overline?: string;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={(theme) => ({
        bgcolor: theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100',
        py: { xs: 6, md: 10 },
      })}
    >
      <PageContainer>
        {overline && (
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h2" component="h1" sx={{ maxWidth: 820 }}>
          {title}
        </Typography>
        {text && (
          <Typography
            variant="h6"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 400, mt: 2, maxWidth: 720 }}
          >
            {text}
          </Typography>
        )}
        {children}
      </PageContainer>
    </Box>
  );
}
