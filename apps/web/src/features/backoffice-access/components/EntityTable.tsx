import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { stickyFirst } from './sticky';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The roles and groups lists: the first column (the name, a link to the row's screen) stays while
 * the others scroll sideways on a phone.
 */
export function EntityTable<T>({
  rows,
  keyOf,
  nameOf,
  linkOf,
  columns,
  label,
  empty,
  emptyIcon,
}: {
  rows: T[];
  keyOf: (row: T) => string;
  nameOf: (row: T) => string;
  linkOf: (row: T) => string;
  columns: Column<T>[];
  label: string;
  empty: string;
  emptyIcon: ReactNode;
}) {
  if (rows.length === 0)
    return (
      <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="entity-empty">
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {emptyIcon}
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        </Stack>
      </Card>
    );
  return (
    <Card>
      <TableContainer>
        <Table aria-label={label} data-testid="entity-table">
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirst(2)}>{label}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} sx={{ whiteSpace: 'nowrap' }}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={keyOf(row)} hover>
                <TableCell component="th" scope="row" sx={stickyFirst(1)}>
                  <Link component={RouterLink} to={linkOf(row)} sx={{ fontWeight: 600 }}>
                    {nameOf(row)}
                  </Link>
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {keyOf(row)}
                  </Typography>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.header}>{c.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
