import { dataTypeCode, exchangeName, INTERVAL_CODES } from '@bitdata/contracts/constants';
import type { FilterMatches } from '@bitdata/contracts/filters';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import '../texts';

/**
 * Said instead of "no market matches" (and above any list) when the filter reads an interval of which
 * its exchange and data type hold no candles: the empty answer is missing history, not a verdict.
 */
export function NoHistoryNotice({ matches }: { matches: FilterMatches }) {
  const { t, i18n } = useTranslation();
  const missing = INTERVAL_CODES.filter((i) => matches.intervalsWithoutHistory.includes(i));
  if (missing.length === 0) return null;
  const intervals = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    missing.map((i) => t(`market.intervals.${i}`)),
  );
  return (
    <Alert severity="info" data-testid="no-history-notice">
      {t('screener:matches.noHistory', {
        intervals,
        exchange: exchangeName(matches.exchangeId),
        dataType: t(`market.dataTypes.${dataTypeCode(matches.dataType)}`),
      })}
    </Alert>
  );
}

/** No market matched, and every interval the filter reads has history: a real "nothing matches". */
export const nothingMatches = (matches: FilterMatches) =>
  matches.markets.length === 0 && matches.intervalsWithoutHistory.length === 0;
