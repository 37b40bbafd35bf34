import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { heading: string; size: { xs: number; md: number }; children: ReactNode };

/** One titled column of the public footer: an overline heading over a list of links. */
export function FooterColumn({ heading, size, children }: Props) {
  return (
    <Grid size={size}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {heading}
      </Typography>
      <Stack spacing={1.25} sx={{ mt: 1.5 }}>
        {children}
      </Stack>
    </Grid>
  );
}
