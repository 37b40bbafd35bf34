import { INTERVAL_CODES } from '@bitdata/contracts/constants';
import type { StatisticDetail, StatisticResult } from '@bitdata/contracts/statistics';
import ButtonBase from '@mui/material/ButtonBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatPercent } from '../../market';
import {
  formatShare,
  intervalsWithoutHistory,
  pairsOf,
  type ResultKey,
  sameResult,
  winRateBand,
} from '../run-state';
import '../texts';

interface Props {
  results: readonly StatisticResult[];
  /** the run's warnings: an interval without any market's candles shows "no history", not zeros */
  warnings: StatisticDetail['warnings'];
  selected: ResultKey | undefined;
  onSelect: (key: ResultKey) => void;
}

/**
 * The multi-timeframe matrix: one row per interval, one column per take-profit/stop-loss pair, each
 * cell its trades, win rate and expectancy after the run's fee; a cell is a button that opens its trades.
 */
export function ResultMatrix({ results, warnings, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const pairs = pairsOf(results);
  const intervals = INTERVAL_CODES.filter((i) => results.some((r) => r.interval === i));
  const withoutHistory = intervalsWithoutHistory(warnings);
  const winRate = (r: StatisticResult) => {
    const band = winRateBand(r);
    if (!band) return '–';
    return band.low === band.high
      ? formatShare(band.low, lng)
      : t('statistics:totals.band', { low: formatShare(band.low, lng), high: formatShare(band.high, lng) });
  };
  return (
    <ScrollTable data-testid="statistic-matrix">
      <Table size="small" aria-label={t('statistics:matrix.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statistics:picker.interval')}</TableCell>
            {pairs.map((p) => (
              <TableCell key={`${p.takeProfit}/${p.stoploss}`} align="center">
                {t('statistics:picker.pairLabel', { tp: p.takeProfit, sl: p.stoploss })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {intervals.map((interval) => (
            <TableRow key={interval} data-testid="matrix-row">
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t(`market.intervals.${interval}`)}
              </TableCell>
              {withoutHistory.has(interval) ? (
                <TableCell
                  colSpan={pairs.length}
                  align="center"
                  sx={{ color: 'text.secondary' }}
                  data-testid="matrix-no-history"
                >
                  {t('statistics:matrix.noHistory')}
                </TableCell>
              ) : (
                pairs.map((p) => {
                  const r = results.find(
                    (x) =>
                      x.interval === interval && x.takeProfit === p.takeProfit && x.stoploss === p.stoploss,
                  );
                  const key = { interval, ...p };
                  const active = selected !== undefined && sameResult(selected, key);
                  return (
                    <TableCell key={`${p.takeProfit}/${p.stoploss}`} align="center" sx={{ p: 0.5 }}>
                      {r ? (
                        <ButtonBase
                          onClick={() => onSelect(key)}
                          aria-pressed={active}
                          aria-label={t('statistics:matrix.cellLabel', {
                            interval: t(`market.intervals.${interval}`),
                            tp: p.takeProfit,
                            sl: p.stoploss,
                            trades: r.trades,
                          })}
                          data-testid="matrix-cell"
                          sx={{
                            width: 1,
                            p: 1,
                            borderRadius: 1,
                            flexDirection: 'column',
                            border: 1,
                            borderColor: active ? 'primary.main' : 'divider',
                            bgcolor: active ? 'action.selected' : undefined,
                            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                          }}
                        >
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {t('statistics:matrix.trades', { count: r.trades })}
                          </Typography>
                          <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {winRate(r)}
                          </Typography>
                          <Typography
                            variant="caption"
                            sx={{
                              fontVariantNumeric: 'tabular-nums',
                              color:
                                r.netExpectancyPercent === null
                                  ? 'text.secondary'
                                  : r.netExpectancyPercent >= 0
                                    ? 'success.main'
                                    : 'error.main',
                            }}
                          >
                            {formatPercent(r.netExpectancyPercent, lng)}
                          </Typography>
                        </ButtonBase>
                      ) : (
                        '–'
                      )}
                    </TableCell>
                  );
                })
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
