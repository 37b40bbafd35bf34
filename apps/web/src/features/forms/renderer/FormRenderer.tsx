import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { type FormComponent, walkLayout } from '@bitdata/contracts/backoffice/forms';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import type { UploadedFile } from '@bitdata/contracts/files';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, vi } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { FormError } from '../../../components/form/FormError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import {
  type FormValues,
  issueText,
  localized,
  recordFormSchema,
  recordsApi,
  toFormValues,
} from '../../backoffice';
import { formsApi } from '../forms.api';
import { FORMS_NS } from '../texts';
import { LayoutGrid, type RenderContext } from './ComponentView';

interface Props {
  document: BackofficeDocument;
  layout: readonly FormComponent[];
  /** The saved form (charts count for it); none in the designer's preview of an unsaved form. */
  formId?: string | undefined;
  record?: BackofficeRecord | undefined;
  readOnly?: boolean;
  /** The designer's preview: validates like the real form, sends nothing. */
  preview?: boolean;
  onSaved?: (record: BackofficeRecord) => void;
  onCancel?: () => void;
}

const fileOf = (text: unknown): UploadedFile | null => {
  if (typeof text !== 'object' || text === null) return null;
  const v = text as UploadedFile;
  return typeof v.id === 'string' && typeof v.path === 'string' ? v : null;
};

/**
 * A record's create or edit form drawn from a designed layout. Validation is the generated form's:
 * the same contracts schema over the document's fields (recordFormSchema -> recordDataSchema) that the
 * server applies, so a value refused here is refused there and the other way round. Files uploaded
 * before the record existed are tied to it once it is created, so its viewers may download them.
 */
export function FormRenderer({
  document,
  layout,
  formId,
  record,
  readOnly = false,
  preview = false,
  onSaved,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const { t: tApp } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const resolver = useMemo(() => zodResolver(recordFormSchema(document.fields)), [document.fields]);
  const fields = useMemo(() => new Map(document.fields.map((f) => [f.code, f])), [document.fields]);
  const { control, handleSubmit, setError, setValue, formState, reset } = useForm<
    FormValues,
    unknown,
    Record<string, unknown>
  >({ resolver, defaultValues: toFormValues(document.fields, record?.data) });
  const { isDirty, errors } = formState;
  const placed = useMemo(
    () => new Set(walkLayout(layout).flatMap(({ component }) => (component.field ? [component.field] : []))),
    [layout],
  );
  const hasButtons = walkLayout(layout).some(({ component }) => component.kind === 'buttons');
  // a field the layout does not show can still be refused (a required one): said above the form
  const unplaced = Object.entries(errors)
    .filter(([code]) => !placed.has(code))
    .map(([code, e]) => {
      const field = fields.get(code);
      const name = field ? localized(field.label, i18n.language) || code : code;
      return `${name}: ${issueText(tApp, i18n, String(e?.message ?? ''))}`;
    });

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    if (preview) {
      setChecked(true);
      return;
    }
    if (record && !isDirty) {
      notify(tApp('messages.noChanges'), 'info');
      return;
    }
    try {
      const saved = record
        ? await recordsApi.update(document.code, record.id, data)
        : await recordsApi.create(document.code, data);
      if (!record)
        for (const value of Object.values(data)) {
          const file = fileOf(value);
          if (file) await formsApi.attach({ document: document.code, recordId: saved.id, fileId: file.id });
        }
      reset(toFormValues(document.fields, saved.data));
      notify(tApp('messages.updateSuccess'), 'success');
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError)
        for (const issue of error.fieldIssues) {
          const code = issue.path.replace(/^data\./, '');
          if (fields.has(code))
            setError(code as FieldPath<FormValues>, { type: 'server', message: issue.key });
        }
      setFormError(errorText(error));
    }
  });

  const ctx: RenderContext = {
    document,
    fields,
    control,
    setValue,
    formId,
    recordId: record?.id,
    data: record?.data,
    readOnly,
    onCancel: onCancel ?? (() => undefined),
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={i18n.language.startsWith('vi') ? vi : enUS}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="designed-form">
        <FormError text={formError} />
        {unplaced.length > 0 && (
          <Alert severity="error" data-testid="form-unplaced-errors">
            {unplaced.join('; ')}
          </Alert>
        )}
        {preview && checked && Object.keys(errors).length === 0 && (
          <Alert severity="success">{t('preview.valid')}</Alert>
        )}
        <LayoutGrid layout={layout} ctx={ctx} />
        {!hasButtons && (
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            {onCancel && <Button onClick={onCancel}>{t('buttons.cancel')}</Button>}
            {!readOnly && (
              <SubmitButton control={control} data-testid="record-save">
                {preview ? t('preview.check') : record ? t('buttons.saveChanges') : t('buttons.create')}
              </SubmitButton>
            )}
          </Stack>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
