import Button, { type ButtonProps } from '@mui/material/Button';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';

type Props<T extends FieldValues> = ButtonProps & { control: Control<T> };

/**
 * The submit button every form ends with: contained, type="submit", and busy while react-hook-form
 * submits. It reads isSubmitting from the form's control itself, so a form does not thread it through.
 */
export function SubmitButton<T extends FieldValues>({ control, ...rest }: Props<T>) {
  const { isSubmitting } = useFormState({ control });
  return <Button type="submit" variant="contained" loading={isSubmitting} {...rest} />;
}
