import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGroupOptions, useRoleOptions } from '../hooks';
import { CodesAutocomplete } from './CodesAutocomplete';
import '../texts';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  testId?: string;
}

/** A role chosen by its name in the reader's language; the form holds its code. */
export function RoleSelect<T extends FieldValues>({ name, control, label, testId }: Props<T>) {
  const { t, i18n } = useTranslation();
  const roles = useRoleOptions(i18n.language);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          select
          fullWidth
          label={label}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message
              ? t(`messages.${fieldState.error.message}`, { defaultValue: fieldState.error.message })
              : undefined
          }
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {roles.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Groups chosen by name (several); the form holds their codes. */
export function GroupsSelect<T extends FieldValues>({ name, control, label }: Props<T>) {
  const { i18n } = useTranslation();
  const groups = useGroupOptions(i18n.language);
  return <CodesAutocomplete name={name} control={control} label={label} options={groups} />;
}
