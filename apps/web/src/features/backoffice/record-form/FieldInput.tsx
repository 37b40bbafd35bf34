import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import { isWritableField } from '@bitdata/contracts/backoffice/record-schema';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '../localized';
import { DateTimeInput } from './DateTimeInput';
import type { FormValues } from './form-values';
import { jsonError } from './form-values';
import { issueText } from './issue-text';
import { ReferenceInput } from './ReferenceInput';

interface Props {
  field: DocumentField;
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** The stored value of a computed or read-only field (they are shown, never sent). */
  shownValue?: unknown;
}

const shown = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The input for one field of a document, chosen by its type and reference mode. */
export function FieldInput({ field, control, setValue, shownValue }: Props) {
  const { t, i18n } = useTranslation();
  const label = localized(field.label, i18n.language) || field.code;
  if (!isWritableField(field))
    return (
      <TextField
        label={label}
        value={shown(shownValue)}
        name={field.code}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText={t(`backoffice:form.${field.reference?.mode === 'function' ? 'computed' : 'readonly'}`)}
      />
    );
  const options = field.validation?.options ?? [];
  return (
    <Controller
      name={field.code}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message ? issueText(t, i18n, fieldState.error.message) : undefined;
        const common = {
          name: field.code,
          label,
          required: field.required,
          error: Boolean(error),
          onBlur: input.onBlur,
          fullWidth: true,
          inputRef: input.ref,
        };
        const reference = field.reference;
        if (reference?.mode === 'own' || reference?.mode === 'api')
          return (
            <ReferenceInput
              reference={reference}
              label={label}
              name={field.code}
              value={input.value}
              required={field.required}
              error={error}
              onBlur={input.onBlur}
              onChange={(value, option) => {
                input.onChange(value ?? '');
                for (const fill of reference.fills ?? [])
                  setValue(fill.to, option ? (option.item[fill.from] ?? '') : '', { shouldDirty: true });
              }}
            />
          );
        if (field.type === 'boolean')
          return (
            <FormControl error={Boolean(error)}>
              <FormControlLabel
                control={
                  <Switch
                    name={field.code}
                    checked={input.value === true}
                    onChange={(event) => input.onChange(event.target.checked)}
                    onBlur={input.onBlur}
                  />
                }
                label={label}
              />
              {error && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          );
        if (field.type === 'date' || field.type === 'time' || field.type === 'datetime')
          return (
            <DateTimeInput
              type={field.type}
              label={label}
              name={field.code}
              value={input.value}
              required={field.required}
              error={error}
              onBlur={input.onBlur}
              onChange={input.onChange}
            />
          );
        if (options.length > 0)
          return (
            <TextField
              {...common}
              select
              value={input.value ?? ''}
              onChange={(event) => input.onChange(event.target.value)}
              helperText={error}
            >
              {!field.required && (
                <MenuItem value="">
                  <em>{t('backoffice:form.none')}</em>
                </MenuItem>
              )}
              {options.map((option) => (
                <MenuItem key={String(option)} value={String(option)}>
                  {String(option)}
                </MenuItem>
              ))}
            </TextField>
          );
        if (field.type === 'object' || field.type === 'array') {
          const parseError = jsonError(input.value);
          return (
            <TextField
              {...common}
              multiline
              minRows={3}
              value={input.value ?? ''}
              onChange={(event) => input.onChange(event.target.value)}
              error={Boolean(error || parseError)}
              helperText={
                parseError
                  ? t('backoffice:form.jsonError', { error: parseError })
                  : (error ?? t(`backoffice:form.${field.type}Hint`))
              }
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
          );
        }
        const numeric = field.type === 'number' || field.type === 'double' || field.type === 'float';
        return (
          <TextField
            {...common}
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
            helperText={error}
            slotProps={{
              htmlInput: numeric ? { inputMode: field.type === 'number' ? 'numeric' : 'decimal' } : {},
            }}
          />
        );
      }}
    />
  );
}
