import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RHFTextField } from '../../../components/form/RHFTextField';
import '../texts';

/** The code (fixed once created) and the name in both languages of a role or a group. */
export function NameFields<T extends FieldValues>({
  control,
  codeLocked,
}: {
  control: Control<T>;
  codeLocked: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: string) => name as FieldPath<T>;
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 4 }}>
        <RHFTextField
          name={field('code')}
          control={control}
          label={t('backofficeAccess:common.code')}
          helperText={t('backofficeAccess:common.codeHelp')}
          disabled={codeLocked}
          fullWidth
          required
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RHFTextField
          name={field('name.en')}
          control={control}
          label={t('backofficeAccess:common.nameEn')}
          fullWidth
          required
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RHFTextField
          name={field('name.vi')}
          control={control}
          label={t('backofficeAccess:common.nameVi')}
          fullWidth
          required
        />
      </Grid>
    </Grid>
  );
}
