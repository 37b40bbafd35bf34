import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function GalleryCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card sx={{ p: 3, height: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Stack>
      {children}
    </Card>
  );
}

/** One gallery tile in the page grid. */
export function Cell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Grid size={{ xs: 12, md: wide ? 12 : 6, lg: wide ? 8 : 4 }}>{children}</Grid>;
}
