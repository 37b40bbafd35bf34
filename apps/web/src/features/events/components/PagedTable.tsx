import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { Pager } from './Pager';

interface PageOf<T> {
  data: T[];
  total: number;
  pageSize: number;
}

/**
 * One page of an events list (activity, rules, runs) in its four states: loading, error with retry,
 * empty, the table; the pager under it. Test ids are `<name>-loading|error|empty|table`.
 */
export function PagedTable<T>({
  list,
  name,
  label,
  empty,
  columns,
  row,
  page,
  onPage,
}: {
  list: UseQueryResult<PageOf<T>>;
  name: string;
  label: string;
  empty: string;
  columns: string[];
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack spacing={2}>
      {list.isPending ? (
        <SkeletonRows testId={`${name}-loading`} />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId={`${name}-error`} />
      ) : list.data.data.length === 0 ? (
        <Alert severity="info" data-testid={`${name}-empty`}>
          {empty}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label} data-testid={`${name}-table`}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{list.data.data.map(row)}</TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data && (
        <Pager total={list.data.total} pageSize={list.data.pageSize} page={page} onChange={onPage} />
      )}
    </Stack>
  );
}
