import type { DocumentGrant } from '@bitdata/contracts/backoffice/access';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PermissionMatrix } from './PermissionMatrix';

/** The permission matrix as a form field (its value: the grants list). */
export function GrantsField<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <Controller
      name={'permissions' as FieldPath<T>}
      control={control}
      render={({ field }) => (
        <PermissionMatrix
          value={(field.value as DocumentGrant[]) ?? []}
          onChange={(next) => field.onChange(next)}
        />
      )}
    />
  );
}
