import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '../record-form/issue-text';
import type { DocumentDraft } from './draft';

type Name = FieldPath<DocumentDraft>;

/** A text (or select, with children) input of the draft, its error translated. */
export function DraftText({
  name,
  control,
  ...rest
}: Omit<TextFieldProps, 'name'> & { name: Name; control: Control<DocumentDraft> }) {
  const { t, i18n } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          size="small"
          fullWidth
          {...rest}
          error={Boolean(error)}
          helperText={error?.message ? issueText(t, i18n, error.message) : rest.helperText}
        />
      )}
    />
  );
}

export function DraftSwitch({
  name,
  control,
  label,
}: {
  name: Name;
  control: Control<DocumentDraft>;
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** A list of texts typed as chips (options, a function's arguments): Enter adds one. */
export function DraftChips({
  name,
  control,
  label,
  helperText,
  choices = [],
}: {
  name: Name;
  control: Control<DocumentDraft>;
  label: string;
  helperText?: string;
  choices?: string[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={choices}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              size="small"
              label={label}
              error={Boolean(error)}
              helperText={error?.message ? issueText(t, i18n, error.message) : helperText}
            />
          )}
        />
      )}
    />
  );
}
