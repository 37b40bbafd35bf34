import { PAGE_SIZES } from '@bitdata/contracts/constants';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MarketPicker, type MarketPickerValue } from './MarketPicker';

/** Symbol search plus exchange / data type picker, above every market list. Both reset the page. */
export function MarketListFilters({
  search,
  onSearch,
  filter,
  onFilter,
  searchWidth = 220,
}: {
  search: string;
  onSearch: (value: string) => void;
  filter: MarketPickerValue;
  onFilter: (value: MarketPickerValue) => void;
  searchWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        size="small"
        sx={{ width: { xs: 1, sm: searchWidth } }}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('market.table.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('market.table.search'), maxLength: 30 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <MarketPicker noWrap allowAll value={filter} onChange={onFilter} />
    </Stack>
  );
}

/** A failed load, said in the user's language, with a way to try again. */
export function RetryAlert({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** One full-width row that says why a table is empty. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** Placeholder rows while the first page loads, so the table does not jump when it arrives. */
export function SkeletonRows({ colSpan, rows = 5 }: { colSpan: number; rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={i}>
      <TableCell colSpan={colSpan}>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}

/** Pagination of the market lists with the spec's page sizes, in the user's language. */
export function MarketListPagination({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_, p) => onPage(p)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
      labelRowsPerPage={t('market.table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('market.table.displayed', { from, to, count })}
    />
  );
}
