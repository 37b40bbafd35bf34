import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A text field bound to react-hook-form; a validation message is a MESSAGES key, shown translated. */
export function RHFTextField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          {...rest}
          error={Boolean(error)}
          helperText={
            error?.message ? t(`messages.${error.message}`, { defaultValue: error.message }) : helperText
          }
        />
      )}
    />
  );
}
