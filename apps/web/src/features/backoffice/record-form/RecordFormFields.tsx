import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, vi } from 'date-fns/locale';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput';
import type { FormValues } from './form-values';

interface Props {
  fields: readonly DocumentField[];
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** The record's stored data, for the computed and read-only fields shown beside the inputs. */
  data?: Record<string, unknown>;
  /** One column always (the designer's preview beside its editor). */
  narrow?: boolean;
}

const wide = (field: DocumentField) => field.type === 'object' || field.type === 'array';

/** The generated inputs of a document's fields, in its order: two columns on wide screens, JSON full width. */
export function RecordFormFields({ fields, control, setValue, data, narrow = false }: Props) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={i18n.language.startsWith('vi') ? vi : enUS}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: narrow ? '1fr' : { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {fields.map((field) => (
          <Box key={field.code} sx={{ gridColumn: wide(field) && !narrow ? { md: '1 / -1' } : undefined }}>
            <FieldInput field={field} control={control} setValue={setValue} shownValue={data?.[field.code]} />
          </Box>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
