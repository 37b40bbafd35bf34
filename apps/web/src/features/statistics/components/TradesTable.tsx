import { EXPORT_PAGE_SIZE, PAGE_SIZES, type TradeSortField } from '@bitdata/contracts/constants';
import type { StatisticRun, StatisticTrade } from '@bitdata/contracts/statistics';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatDateTimeZoned } from '../../../i18n/format';
import { formatPercent, formatPrice } from '../../market';
import { statisticsApi } from '../api';
import { downloadWorkbook, EXPORT_COLUMNS, tradeSheetRows } from '../export-trades';
import { useStatisticTrades } from '../hooks';
import { type ResultKey, tradeChartPath } from '../run-state';
import '../texts';

const RESULT_COLOR = { win: 'success', lost: 'error', open: 'default' } as const;
const DEFAULT_PAGE_SIZE = 10;
/**
 * A date keeps its day and time on one line (16 characters, some narrower than a digit); where the
 * table is tight its zone goes under them.
 */
const DATE_CELL = { boxSizing: 'content-box', minWidth: '15ch' } as const;

interface Props {
  run: Pick<StatisticRun, 'statisticId' | 'exchangeId' | 'dataType' | 'filterName'>;
  result: ResultKey;
}

/**
 * The trades of one result, paged and sorted by the server (5 to 100 a page), each opening the market
 * chart with its entry (and exit) candle marked, with the price it closed at (the level, or a gap's
 * open) and its return after the run's fee; the export writes up to 10,000 of them to Excel.
 */
export function TradesTable({ run, result }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const lng = i18n.language;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<{ field: TradeSortField; order: 'asc' | 'desc' }>({
    field: 'entryDate',
    order: 'desc',
  });
  const [exporting, setExporting] = useState(false);
  // another result starts on its first page
  const resultKey = `${result.interval}/${result.takeProfit}/${result.stoploss}`;
  const [seen, setSeen] = useState(resultKey);
  if (seen !== resultKey) {
    setSeen(resultKey);
    setPage(0);
  }
  const base = { ...result, sort: sort.field, order: sort.order };
  const trades = useStatisticTrades(run.statisticId, { ...base, page: page + 1, pageSize });

  const sortLabel = (field: TradeSortField) => (
    <TableSortLabel
      active={sort.field === field}
      direction={sort.field === field ? sort.order : 'asc'}
      onClick={() => {
        setSort((s) => ({ field, order: s.field === field && s.order === 'asc' ? 'desc' : 'asc' }));
        setPage(0);
      }}
    >
      {t(`statistics:trades.${field}`)}
    </TableSortLabel>
  );
  const header = (field: TradeSortField, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sortDirection={sort.field === field ? sort.order : false}>
      {sortLabel(field)}
    </TableCell>
  );

  const exportAll = async () => {
    setExporting(true);
    try {
      const total = Math.min(trades.data?.total ?? EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE);
      const all = await statisticsApi.trades(run.statisticId, {
        ...base,
        page: 1,
        pageSize: Math.max(1, total),
      });
      const rows = tradeSheetRows(all.data, (column, value) =>
        column === 'ambiguous'
          ? t(`statistics:trades.ambiguousValue.${value}`)
          : t(`statistics:${column}.${value}`),
      );
      await downloadWorkbook(
        `${run.filterName}-${result.interval}-tp${result.takeProfit}-sl${result.stoploss}.xlsx`.replace(
          /[^\w.-]+/g,
          '_',
        ),
        t('statistics:trades.title'),
        EXPORT_COLUMNS.map((c) => t(`statistics:trades.${c}`)),
        rows,
      );
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
  const row = (trade: StatisticTrade) => (
    <TableRow key={`${trade.symbol}-${trade.entryDate}`} hover data-testid="trade-row">
      <TableCell>
        <Link component={RouterLink} to={tradeChartPath(run, trade)} sx={{ fontWeight: 600 }}>
          {trade.symbol}
        </Link>
      </TableCell>
      <TableCell sx={DATE_CELL}>{formatDateTimeZoned(trade.entryDate)}</TableCell>
      <TableCell {...num}>{formatPrice(trade.entryPrice, lng)}</TableCell>
      <TableCell {...num} data-testid="trade-levels">
        {formatPrice(trade.takeProfitPrice, lng)}
        <br />
        {formatPrice(trade.stoplossPrice, lng)}
      </TableCell>
      <TableCell {...num} data-testid="trade-exit">
        {trade.exitPrice === null ? '–' : formatPrice(trade.exitPrice, lng)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={RESULT_COLOR[trade.result]}
            label={t(`statistics:result.${trade.result}`)}
          />
          {trade.ambiguous && trade.resolvedBy && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={t(`statistics:resolvedBy.${trade.resolvedBy}`)}
              title={t('statistics:trades.ambiguousHint')}
            />
          )}
        </Stack>
      </TableCell>
      {/* an open trade has no result yet: the cell stays empty */}
      <TableCell sx={DATE_CELL} data-testid="trade-result-date">
        {trade.resultDate === null ? '' : formatDateTimeZoned(trade.resultDate)}
      </TableCell>
      <TableCell {...num}>{trade.length}</TableCell>
      <TableCell {...num} data-testid="trade-excursion">
        {formatPercent(trade.lowestPricePercent, lng)}
        <br />
        {formatPercent(trade.highestPricePercent, lng)}
      </TableCell>
      <TableCell {...num} data-testid="trade-net-return">
        {formatPercent(trade.netReturnPercent, lng)}
      </TableCell>
    </TableRow>
  );

  return (
    <Stack spacing={1} data-testid="trades">
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h3">
          {t('statistics:trades.title')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={() => void exportAll()}
          loading={exporting}
          disabled={!trades.data || trades.data.total === 0}
          data-testid="trades-export"
        >
          {t('statistics:trades.export', {
            max: EXPORT_PAGE_SIZE.toLocaleString(lng === 'vi' ? 'vi-VN' : 'en-US'),
          })}
        </Button>
      </Stack>
      {trades.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void trades.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(trades.error)}
        </Alert>
      ) : (
        <>
          {trades.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          <ScrollTable>
            <Table
              size="small"
              aria-label={t('statistics:trades.title')}
              data-testid="trades-table"
              // ten columns of figures fit a laptop's card (1440 px beside the menu) with a narrower gutter
              sx={{ '& .MuiTableCell-root': { px: 0.75 } }}
            >
              <TableHead>
                <TableRow>
                  {header('symbol')}
                  {header('entryDate')}
                  <TableCell align="right">{t('statistics:trades.entryPrice')}</TableCell>
                  {/* one result, one pair: its percentages head the levels, take-profit over stop-loss */}
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                    title={t('statistics:trades.levels')}
                  >
                    {t('statistics:trades.levelTakeProfit', {
                      percent: formatPercent(result.takeProfit, lng),
                    })}
                    <br />
                    {t('statistics:trades.levelStoploss', { percent: formatPercent(-result.stoploss, lng) })}
                  </TableCell>
                  <TableCell align="right">{t('statistics:trades.exitPrice')}</TableCell>
                  {header('result')}
                  {header('resultDate')}
                  {header('length', 'right')}
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                    sortDirection={
                      sort.field === 'lowestPricePercent' || sort.field === 'highestPricePercent'
                        ? sort.order
                        : false
                    }
                  >
                    {sortLabel('lowestPricePercent')}
                    <br />
                    {sortLabel('highestPricePercent')}
                  </TableCell>
                  <TableCell align="right">{t('statistics:trades.netReturnPercent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {trades.data?.data.map(row)}
                {trades.data && trades.data.total === 0 && (
                  <TableRow>
                    <TableCell colSpan={10} data-testid="trades-empty">
                      {t('statistics:trades.none')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </ScrollTable>
          <TablePagination
            component="div"
            count={trades.data?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('statistics:trades.perPage')}
            labelDisplayedRows={({ from, to, count }) => t('statistics:trades.shown', { from, to, count })}
          />
        </>
      )}
    </Stack>
  );
}
