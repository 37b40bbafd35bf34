import { MAX_TARGET_PERCENT, MAX_TARGETS } from '@bitdata/contracts/constants';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import '../texts';

interface Props {
  value: number[];
  onChange: (next: number[]) => void;
  label: string;
  /** offered choices (the percent config) */
  suggestions?: readonly number[];
  testId?: string;
}

const parsePercent = (text: string): number | null => {
  const n = Number(text.replace('%', '').replace(',', '.').trim());
  return Number.isFinite(n) && n > 0 && n <= MAX_TARGET_PERCENT ? n : null;
};

/** Take-profit or stop-loss percentages as chips: type a number and Enter, Backspace removes the last. */
export function PercentChips({ value, onChange, label, suggestions = [], testId }: Props) {
  const { t } = useTranslation();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      size="small"
      options={suggestions.map(String)}
      value={value.map(String)}
      onChange={(_, next) => {
        const numbers = next.map(parsePercent).filter((n): n is number => n !== null);
        onChange([...new Set(numbers)].sort((a, b) => a - b).slice(0, MAX_TARGETS));
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={`${item}%`} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={t('screener:builder.percentHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, inputMode: 'decimal' },
          }}
        />
      )}
    />
  );
}
