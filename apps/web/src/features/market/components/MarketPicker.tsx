import { EXCHANGES, type IntervalCode } from '@bitdata/contracts/constants';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useExchangesWithMarkets } from '../hooks/useMarketQueries';
import { SELECTABLE_DATA_TYPES } from '../markets';
import { IntervalToggle } from './IntervalToggle';

/** 0 stands for "all" where the picker filters a list. */
export interface MarketPickerValue {
  exchangeId: number;
  dataType: number;
  interval?: IntervalCode;
}

export interface MarketPickerProps {
  value: MarketPickerValue;
  onChange: (next: MarketPickerValue) => void;
  /** offer "All exchanges" / "All types" (list filters) */
  allowAll?: boolean;
  /** show the interval choice (charts, the filter builder); intervals without history are marked */
  showInterval?: boolean;
  /** intervals that have candles; the others are shown disabled */
  availableIntervals?: readonly IntervalCode[];
  size?: 'small' | 'medium';
  /** keep the selects on one line from the sm breakpoint (toolbars) */
  noWrap?: boolean;
}

/**
 * The market type (exchange) / data type / interval picker, shared by the market
 * list and the chart. Exchanges and data types are the fixed reference ids of constants/market; an
 * exchange with no stored market (offline, nothing seeded for it) is shown disabled and says so.
 */
export function MarketPicker({
  value,
  onChange,
  allowAll = false,
  showInterval = false,
  availableIntervals,
  size = 'small',
  noWrap = false,
}: MarketPickerProps) {
  const { t } = useTranslation();
  const withMarkets = useExchangesWithMarkets();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        flexWrap: { xs: 'wrap', sm: noWrap ? 'nowrap' : 'wrap' },
      }}
      useFlexGap
      data-testid="market-picker"
    >
      <FormControl size={size} sx={{ minWidth: 150 }}>
        <InputLabel id="picker-exchange">{t('market.picker.exchange')}</InputLabel>
        <Select
          labelId="picker-exchange"
          label={t('market.picker.exchange')}
          value={String(value.exchangeId)}
          onChange={(e) => onChange({ ...value, exchangeId: Number(e.target.value) })}
        >
          {allowAll && <MenuItem value="0">{t('market.picker.allExchanges')}</MenuItem>}
          {EXCHANGES.map((x) => {
            const empty = withMarkets !== null && !withMarkets.has(x.id);
            return (
              <MenuItem
                key={x.id}
                value={String(x.id)}
                disabled={empty && x.id !== value.exchangeId}
                data-testid={`exchange-${x.code}`}
              >
                {empty ? t('market.picker.exchangeNoData', { exchange: x.name }) : x.name}
              </MenuItem>
            );
          })}
        </Select>
      </FormControl>
      <FormControl size={size} sx={{ minWidth: 140 }}>
        <InputLabel id="picker-data-type">{t('market.picker.dataType')}</InputLabel>
        <Select
          labelId="picker-data-type"
          label={t('market.picker.dataType')}
          value={String(value.dataType)}
          onChange={(e) => onChange({ ...value, dataType: Number(e.target.value) })}
        >
          {allowAll && <MenuItem value="0">{t('market.picker.allTypes')}</MenuItem>}
          {SELECTABLE_DATA_TYPES.map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {t(`market.dataTypes.${d.code}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {showInterval && (
        <IntervalToggle
          exchangeId={value.exchangeId}
          dataType={value.dataType}
          value={value.interval ?? null}
          onChange={(interval) => onChange({ ...value, interval })}
          available={availableIntervals}
          label={t('market.picker.interval')}
        />
      )}
    </Stack>
  );
}
