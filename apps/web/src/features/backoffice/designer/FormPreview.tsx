import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormValues, recordFormSchema, toFormValues } from '../record-form/form-values';
import { RecordFormFields } from '../record-form/RecordFormFields';

/** The generated form as the document's fields make it now; "check" validates without saving. */
function Preview({ fields }: { fields: DocumentField[] }) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(recordFormSchema(fields)), [fields]);
  const { control, setValue, handleSubmit } = useForm<FormValues, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: toFormValues(fields),
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => undefined)}>
      <RecordFormFields fields={fields} control={control} setValue={setValue} narrow />
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-end' }}>
        {t('backoffice:designer.check')}
      </Button>
    </Stack>
  );
}

export function FormPreview({ fields }: { fields: DocumentField[] }) {
  const { t } = useTranslation();
  // A new form whenever the fields change, so types, defaults and options apply at once.
  const key = JSON.stringify(fields);
  return (
    <Card
      sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}
      data-testid="form-preview"
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('backoffice:designer.preview')}
        </Typography>
        {fields.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('backoffice:designer.previewEmpty')}
          </Typography>
        ) : (
          <Preview key={key} fields={fields} />
        )}
      </Stack>
    </Card>
  );
}
