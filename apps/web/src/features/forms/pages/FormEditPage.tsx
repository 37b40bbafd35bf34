import { can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuth } from '../../auth';
import { LoadFailure, Loading, NotAllowed, PageHeader } from '../../backoffice';
import { FormDesigner } from '../designer/FormDesigner';
import { useFormDefinition } from '../hooks';
import { FORMS_NS } from '../texts';

/** /core/form/create and /core/form/{id}: the designer, for a new form or a saved one. */
export function FormEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(FORMS_NS);
  const grants = useAuth().user?.grants;
  const allowed = can(grants, RESOURCE.form, id ? PERMISSION_LEVEL.view : PERMISSION_LEVEL.create);
  const form = useFormDefinition(allowed ? id : undefined);
  if (!allowed) return <NotAllowed />;
  if (form.error) return <LoadFailure error={form.error} onRetry={() => void form.refetch()} />;
  return (
    <Stack spacing={3} data-testid="form-edit-page">
      <PageHeader title={id ? (form.data?.name ?? t('titles.form')) : t('titles.create')} subtitle={id} />
      {id && !form.data ? (
        <Loading rows={4} />
      ) : (
        <FormDesigner key={form.data?.updatedAt ?? 'new'} form={form.data} />
      )}
    </Stack>
  );
}
