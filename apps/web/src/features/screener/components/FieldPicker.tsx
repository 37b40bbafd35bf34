import type { FilterField } from '@bitdata/contracts/filters';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

export interface FieldPickerProps {
  fields: readonly FilterField[];
  value: string;
  onChange: (name: string) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  testId?: string;
}

/** Group order of the catalogue: what traders reach for first comes first. */
const GROUP_ORDER = ['candle', 'momentum', 'trend', 'volatility', 'volume', 'levels', 'pattern', 'futures'];
const groupRank = (g: string) => {
  const i = GROUP_ORDER.indexOf(g);
  return i === -1 ? GROUP_ORDER.length : i;
};

/** The reader's name of a field, the other language's name searchable too. */
export const fieldLabel = (f: FilterField | undefined, language: string, fallback = '') =>
  f ? (language === 'vi' ? f.name_vi : f.name_en) : fallback;

/**
 * The field of a condition: a searchable list grouped by indicator family, each entry with its name and
 * description in the reader's language, so a trader picks "RSI" without knowing the column is `rsi`.
 * A Vietnamese reader also sees the English name, the one charts and trading talk use; an English
 * reader sees no Vietnamese. Names in either language are searchable.
 */
export function FieldPicker({ fields, value, onChange, label, error, helperText, testId }: FieldPickerProps) {
  const { t, i18n } = useTranslation();
  const vi = i18n.language === 'vi';
  const options = useMemo(
    () => [...fields].sort((a, b) => groupRank(a.group) - groupRank(b.group)),
    [fields],
  );
  const selected = options.find((f) => f.name === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, next) => onChange(next?.name ?? '')}
      groupBy={(f) => t(`screener:groups.${f.group}`, { defaultValue: f.group })}
      getOptionLabel={(f) => fieldLabel(f, i18n.language)}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      filterOptions={(list, { inputValue }) => {
        const q = inputValue.trim().toLowerCase();
        if (!q) return list;
        return list.filter((f) =>
          [f.name, f.name_en, f.name_vi, f.description_en, f.description_vi].some((s) =>
            s.toLowerCase().includes(q),
          ),
        );
      }}
      autoHighlight
      fullWidth
      size="small"
      data-testid={testId}
      renderOption={({ key, ...props }, f) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {vi ? f.name_vi : f.name_en}
          </Typography>
          {vi && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} lang="en">
              {f.name_en}
            </Typography>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {vi ? f.description_vi : f.description_en}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={
            helperText ?? (selected ? (vi ? selected.description_vi : selected.description_en) : undefined)
          }
        />
      )}
    />
  );
}
