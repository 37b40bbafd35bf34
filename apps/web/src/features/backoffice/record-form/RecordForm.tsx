import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/form/FormError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { recordsApi } from '../api';
import { type FormValues, recordFormSchema, toFormValues } from './form-values';
import { RecordFormFields } from './RecordFormFields';
import '../texts';

interface Props {
  document: BackofficeDocument;
  /** The record being edited; none: a new one. */
  record?: BackofficeRecord;
  mayDelete: boolean;
  /** The caller may see but not change it: no save button. */
  readOnly?: boolean;
  onSaved: (record: BackofficeRecord) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Server field issues name `data.<field>`: put each on its input; true when one matched. */
function applyServerIssues(
  error: unknown,
  codes: Set<string>,
  setError: (name: string, key: string) => void,
) {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const issue of error.fieldIssues) {
    const code = issue.path.replace(/^data\./, '');
    if (codes.has(code)) {
      setError(code, issue.key);
      applied = true;
    }
  }
  return applied;
}

/**
 * The generated create and edit form of any document: its fields' inputs, validated with the same
 * schema as the server, the server's field issues put on the inputs, 'There are no changes to the
 * form' when an unchanged record is saved, 'Update success' after a save, delete after a confirmation.
 */
export function RecordForm({
  document,
  record,
  mayDelete,
  readOnly = false,
  onSaved,
  onDeleted,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resolver = useMemo(() => zodResolver(recordFormSchema(document.fields)), [document.fields]);
  const codes = useMemo(() => new Set(document.fields.map((field) => field.code)), [document.fields]);
  const { control, handleSubmit, setError, setValue, formState, reset } = useForm<
    FormValues,
    unknown,
    Record<string, unknown>
  >({ resolver, defaultValues: toFormValues(document.fields, record?.data) });

  // Read while rendering: react-hook-form only tracks isDirty for forms that subscribe to it.
  const { isDirty } = formState;
  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    if (record && !isDirty) {
      notify(t('messages.noChanges'), 'info');
      return;
    }
    try {
      const saved = record
        ? await recordsApi.update(document.code, record.id, data)
        : await recordsApi.create(document.code, data);
      reset(toFormValues(document.fields, saved.data));
      notify(t('messages.updateSuccess'), 'success');
      onSaved(saved);
    } catch (error) {
      applyServerIssues(error, codes, (name, key) =>
        setError(name as FieldPath<FormValues>, { type: 'server', message: key }),
      );
      setFormError(errorText(error));
    }
  });

  const remove = async () => {
    if (!record) return;
    try {
      await recordsApi.remove(document.code, record.id);
      setConfirming(false);
      notify(t('backoffice:records.deleted'), 'success');
      onDeleted();
    } catch (error) {
      setConfirming(false);
      setFormError(errorText(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="record-form">
      <FormError text={formError} />
      <RecordFormFields fields={document.fields} control={control} setValue={setValue} data={record?.data} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        {record && mayDelete && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: { sm: 'auto' } }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        {!readOnly && (
          <SubmitButton control={control} data-testid="record-save">
            {record ? t('common.saveChanges') : t('backoffice:records.create')}
          </SubmitButton>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('backoffice:records.deleteTitle')}
        text={t('backoffice:records.deleteText')}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
