import {
  type Collection,
  type CollectionWrite,
  collectionWriteSchema,
} from '@bitdata/contracts/backoffice/documents';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/form/FormError';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { collectionsApi } from '../api';
import { PageHeader } from '../components/PageHeader';
import { LoadFailure, Loading, NotAllowed } from '../components/PageStates';
import { useCollection } from '../hooks';
import { backofficePaths } from '../paths';
import '../texts';

const FIELDS = ['code', 'name.en', 'name.vi'] as const;

function CollectionForm({ collection }: { collection?: Collection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const mayDelete = useCan(RESOURCE.collection, PERMISSION_LEVEL.delete);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, formState, reset } = useForm<CollectionWrite>({
    resolver: zodResolver(collectionWriteSchema),
    defaultValues: collection
      ? { code: collection.code, name: collection.name }
      : { code: '', name: { en: '', vi: '' } },
  });
  // Read while rendering: react-hook-form only tracks isDirty for forms that subscribe to it.
  const { isDirty } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (collection && !isDirty) return notify(t('messages.noChanges'), 'info');
    try {
      const saved = collection
        ? await collectionsApi.update(collection.code, values)
        : await collectionsApi.create(values);
      notify(t('messages.updateSuccess'), 'success');
      if (collection) reset({ code: saved.code, name: saved.name });
      else navigate(backofficePaths.collections);
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      setFormError(errorText(error));
    }
  });
  const remove = async () => {
    if (!collection) return;
    try {
      await collectionsApi.remove(collection.code);
      notify(t('backoffice:collections.deleted'), 'success');
      navigate(backofficePaths.collections);
    } catch (error) {
      setConfirming(false);
      setFormError(errorText(error));
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="collection-form">
      <FormError text={formError} />
      <RHFTextField
        name="code"
        control={control}
        label={t('backoffice:code')}
        disabled={Boolean(collection)}
        helperText={t('backoffice:codeHint')}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RHFTextField name="name.en" control={control} label={t('backoffice:nameEn')} fullWidth required />
        <RHFTextField name="name.vi" control={control} label={t('backoffice:nameVi')} fullWidth required />
      </Stack>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        {collection && !collection.builtIn && mayDelete && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: { sm: 'auto' } }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={() => navigate(backofficePaths.collections)}>{t('common.cancel')}</Button>
        <SubmitButton control={control}>
          {collection ? t('common.saveChanges') : t('backoffice:collections.create')}
        </SubmitButton>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('backoffice:collections.deleteTitle')}
        text={t('backoffice:collections.deleteText')}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** /core/collection/create and /core/collection/{id}: a collection's code and names. */
export function CollectionEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const mayView = useCan(RESOURCE.collection, PERMISSION_LEVEL.view);
  const mayWrite = useCan(RESOURCE.collection, id ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create);
  const collection = useCollection(mayView && mayWrite ? id : undefined);
  if (!mayView || !mayWrite) return <NotAllowed />;
  if (collection.isError)
    return <LoadFailure error={collection.error} onRetry={() => void collection.refetch()} />;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t(id ? 'backoffice:collections.editTitle' : 'backoffice:collections.createTitle')}
        subtitle={id}
      />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        {id && !collection.data ? (
          <Loading />
        ) : (
          <CollectionForm key={id ?? 'new'} collection={collection.data} />
        )}
      </Card>
    </Stack>
  );
}
