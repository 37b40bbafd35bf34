import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/endpoints';
import { ApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/form/FormError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useAuth, useCan } from '../../auth';
import { documentsApi } from '../api';
import { useCollections } from '../hooks';
import { localized } from '../localized';
import { backofficePaths } from '../paths';
import { type DocumentDraft, draftPath, newField, previewFields, toDraft, toWrite } from './draft';
import { FieldEditor } from './FieldEditor';
import { FormPreview } from './FormPreview';
import { DraftText } from './inputs';
import { RemovedFields } from './RemovedFields';
import { draftResolver } from './resolver';
import { offencesOf, TypeChangeRefusal } from './TypeChangeRefusal';

/** The designer: a document's code, names, collection and fields, with the generated form beside it. */
export function DocumentDesigner({ document }: { document?: BackofficeDocument }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const mayDelete = useCan(RESOURCE.document, PERMISSION_LEVEL.delete);
  const mayEdit = useCan(RESOURCE.document, PERMISSION_LEVEL.edit);
  const collections = useCollections();
  const { updateUser } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof offencesOf>>(null);
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const { control, handleSubmit, formState, reset, setError } = useForm<DocumentDraft>({
    resolver: draftResolver,
    defaultValues: toDraft(document),
  });
  // Read while rendering: react-hook-form only tracks isDirty for forms that subscribe to it.
  const { isDirty } = formState;
  const fields = useFieldArray({ control, name: 'fields' });
  const draft = useWatch({ control }) as DocumentDraft;
  const preview = useMemo(
    () => previewFields({ ...toDraft(), ...draft, fields: draft.fields ?? [] }),
    [draft],
  );
  const codes = (draft.fields ?? []).map((f) => f.code).filter(Boolean);
  const readOnly = Boolean(document?.builtIn) || (Boolean(document) && !mayEdit);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      setRefusal(null);
      if (document && !isDirty) return notify(t('messages.noChanges'), 'info');
      try {
        const saved = document
          ? await documentsApi.update(document.code, toWrite(values))
          : await documentsApi.create(toWrite(values));
        notify(t('messages.updateSuccess'), 'success');
        if (document) reset(toDraft(saved));
        else {
          // The creator's role was granted every level on the new document: the session learns it now.
          updateUser(await authApi.me());
          navigate(backofficePaths.document(saved.code), { replace: true });
        }
      } catch (error) {
        setRefusal(
          offencesOf(
            error,
            values.fields.map((f) => f.code),
          ),
        );
        if (error instanceof ApiError)
          for (const issue of error.fieldIssues)
            setError(draftPath(issue.path.split('.')) as FieldPath<DocumentDraft>, {
              type: 'server',
              message: issue.key,
            });
        setFormError(errorText(error));
      }
    },
    (errors) => {
      // The first field with an error opens, so the operator sees what to fix.
      const index = errors.fields ? (errors.fields as unknown[]).findIndex(Boolean) : -1;
      if (index >= 0) setOpen(index);
    },
  );
  const remove = async () => {
    if (!document) return;
    try {
      await documentsApi.remove(document.code);
      notify(t('backoffice:documents.deleted'), 'success');
      navigate(backofficePaths.documents);
    } catch (error) {
      setConfirming(false);
      setFormError(errorText(error));
    }
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="document-designer">
        <FormError text={formError} />
        {refusal && document && <TypeChangeRefusal document={document.code} offences={refusal} />}
        {readOnly && (
          <Typography sx={{ color: 'text.secondary' }}>{t('backoffice:designer.builtInText')}</Typography>
        )}
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DraftText
                name="code"
                control={control}
                label={t('backoffice:code')}
                helperText={t('backoffice:codeHint')}
                disabled={Boolean(document)}
                required
              />
              <DraftText
                name="collection"
                control={control}
                label={t('backoffice:documents.collection')}
                select
                required
              >
                {(collections.data ?? []).map((c) => (
                  <MenuItem key={c.code} value={c.code}>
                    {localized(c.name, i18n.language)}
                  </MenuItem>
                ))}
              </DraftText>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DraftText name="name.en" control={control} label={t('backoffice:nameEn')} required />
              <DraftText name="name.vi" control={control} label={t('backoffice:nameVi')} required />
            </Stack>
          </Stack>
        </Card>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('backoffice:designer.fields')}
          </Typography>
          {fields.fields.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('backoffice:designer.noFields')}
            </Typography>
          )}
          <div>
            {fields.fields.map((item, index) => (
              <FieldEditor
                key={item.id}
                index={index}
                count={fields.fields.length}
                control={control}
                codes={codes}
                expanded={open === index}
                onToggle={() => setOpen(open === index ? null : index)}
                onMove={(to) => {
                  fields.move(index, to);
                  setOpen(to);
                }}
                onRemove={() => {
                  fields.remove(index);
                  setOpen(null);
                }}
              />
            ))}
          </div>
          {!readOnly && (
            <Button
              startIcon={<AddIcon />}
              onClick={() => {
                fields.append(newField());
                setOpen(fields.fields.length);
              }}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="add-field"
            >
              {t('backoffice:designer.addField')}
            </Button>
          )}
        </Stack>
        {!readOnly && (
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            {document && mayDelete && (
              <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: { sm: 'auto' } }}>
                {t('common.delete')}
              </Button>
            )}
            <Button onClick={() => navigate(backofficePaths.documents)}>{t('common.cancel')}</Button>
            <SubmitButton control={control} data-testid="document-save">
              {document ? t('common.saveChanges') : t('backoffice:documents.create')}
            </SubmitButton>
          </Stack>
        )}
        {document && <RemovedFields document={document} mayPurge={mayEdit && !document.builtIn} />}
      </Stack>
      <FormPreview fields={preview} />
      <ConfirmDialog
        open={confirming}
        title={t('backoffice:documents.deleteTitle')}
        text={t('backoffice:documents.deleteText')}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
