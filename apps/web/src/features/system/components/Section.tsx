import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of the screen: its title, then a table (scrolling sideways on a phone) or its empty text. */
export function Section({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  /** shown instead of the table when set */
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid={testId}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {empty ? (
          <Typography sx={{ color: 'text.secondary' }} data-testid={`${testId}-empty`}>
            {empty}
          </Typography>
        ) : (
          <TableContainer>{children}</TableContainer>
        )}
      </Stack>
    </Card>
  );
}
