import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../texts';

/** Several codes chosen by their names (roles, groups); the form holds the codes. */
export function CodesAutocomplete<T extends FieldValues>({
  name,
  control,
  label,
  options,
  helperText,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: { code: string; label: string }[];
  helperText?: string;
}) {
  const { t } = useTranslation();
  const labelOf = (code: string) => options.find((o) => o.code === code)?.label ?? code;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options.map((o) => o.code)}
          getOptionLabel={labelOf}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, value) => field.onChange(value)}
          onBlur={field.onBlur}
          noOptionsText={t('backofficeAccess:common.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message
                  ? t(`messages.${fieldState.error.message}`, { defaultValue: fieldState.error.message })
                  : helperText
              }
            />
          )}
        />
      )}
    />
  );
}
