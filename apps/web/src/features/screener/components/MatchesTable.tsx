import type { ConditionReading, FilterField, FilterMatches } from '@bitdata/contracts/filters';
import { readingText } from '@bitdata/contracts/reading-text';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatDateTimeZoned } from '../../../i18n/format';
import { marketDetailPath } from '../../market';
import { fieldLabel } from './FieldPicker';
import { stackedOnPhones } from './stacked-table';
import '../texts';

interface Props {
  matches: FilterMatches;
  fields: readonly FilterField[];
  testId?: string;
}

type SortKey = 'symbol' | 'time' | `value:${number}`;

const readingKey = (r: ConditionReading) =>
  r.member === undefined ? `${r.index}` : `${r.index}.${r.member}`;
const readingsOf = (values: ConditionReading[]) => new Map(values.map((r) => [readingKey(r), r]));

/** The chart of the matched market at the matched candle (`at` marks it). */
export const matchChartPath = (m: FilterMatches, symbol: string, candleTime: number) =>
  `${marketDetailPath({ exchangeId: m.exchangeId, dataType: m.dataType, symbol }, m.interval)}&at=${candleTime}`;

/**
 * The markets a filter matches now, one column per condition with the values that matched ("why it
 * matched"), sortable by any column; each symbol opens its chart with the matched candle marked.
 */
export function MatchesTable({ matches, fields, testId = 'matches-table' }: Props) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'symbol', asc: true });
  // the readings of the first market name the columns: every market answers the same conditions
  const columns = useMemo(() => matches.markets[0]?.values.map(readingKey) ?? [], [matches]);

  const rows = useMemo(() => {
    const list = matches.markets.map((m) => ({ ...m, readings: readingsOf(m.values) }));
    const dir = sort.asc ? 1 : -1;
    return list.sort((a, b) => {
      if (sort.key === 'symbol') return dir * a.symbol.localeCompare(b.symbol);
      if (sort.key === 'time') return dir * (a.candleTime - b.candleTime);
      const col = columns[Number(sort.key.slice(6))];
      const av = a.readings.get(col)?.left ?? Number.NEGATIVE_INFINITY;
      const bv = b.readings.get(col)?.left ?? Number.NEGATIVE_INFINITY;
      return dir * (av - bv);
    });
  }, [matches, sort, columns]);

  const header = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && !sort.asc ? 'desc' : 'asc'}
      onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : true }))}
    >
      {label}
    </TableSortLabel>
  );
  const first = matches.markets[0];
  const fieldName = (name: string) =>
    fieldLabel(
      fields.find((f) => f.name === name),
      i18n.language,
      name,
    );

  // a column's name: on a phone it also labels each reading (stacked-table.ts)
  const columnName = (i: number, col: string) => {
    const r = first?.values[i];
    return r ? `${fieldName(r.field)}${r.interval ? ` (${t(`market.intervals.${r.interval}`)})` : ''}` : col;
  };

  return (
    <ScrollTable data-testid={testId} sx={stackedOnPhones}>
      <Table size="small" aria-label={t('screener:matches.title')}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort.key === 'symbol' ? (sort.asc ? 'asc' : 'desc') : false}>
              {header('symbol', t('screener:matches.symbol'))}
            </TableCell>
            <TableCell sortDirection={sort.key === 'time' ? (sort.asc ? 'asc' : 'desc') : false}>
              {header('time', t('screener:matches.candle'))}
            </TableCell>
            {columns.map((col, i) => {
              const key: SortKey = `value:${i}`;
              return (
                <TableCell
                  key={col}
                  align="right"
                  sortDirection={sort.key === key ? (sort.asc ? 'asc' : 'desc') : false}
                >
                  {header(key, columnName(i, col))}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.symbol} hover data-testid="match-row">
              <TableCell>
                <Link
                  component={RouterLink}
                  to={matchChartPath(matches, m.symbol, m.candleTime)}
                  sx={{ fontWeight: 600 }}
                >
                  {m.symbol}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeZoned(m.candleTime)}</TableCell>
              {columns.map((col, i) => {
                const r = m.readings.get(col);
                return (
                  <TableCell
                    key={col}
                    data-label={columnName(i, col)}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {r ? readingText(r, fields, i18n.language) : '–'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
