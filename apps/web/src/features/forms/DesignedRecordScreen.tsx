import { can, PERMISSION_LEVEL } from '@bitdata/contracts/constants';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth';
import {
  LoadFailure,
  Loading,
  localized,
  NotAllowed,
  PageHeader,
  RecordEditScreen,
  type RecordScreens,
  useDocument,
  useRecord,
} from '../backoffice';
import { useFormDefinition } from './hooks';
import { FormRenderer } from './renderer/FormRenderer';
import './texts';

interface Props {
  documentCode: string;
  id?: string | undefined;
  screens: RecordScreens;
}

/**
 * A document's create and edit screen: its assigned form when it has one, the generated
 * form otherwise, or when the form cannot be read (the generated screen then says why, if anything).
 */
export function DesignedRecordScreen({ documentCode, id, screens }: Props) {
  const document = useDocument(documentCode);
  const formId = document.data?.formId ?? undefined;
  const form = useFormDefinition(formId);
  if (document.isPending || (formId && form.isPending)) return <Loading rows={4} />;
  if (!formId || !form.data || !document.data)
    return <RecordEditScreen documentCode={documentCode} {...(id ? { id } : {})} screens={screens} />;
  return <FormRecordEdit id={id} screens={screens} document={document.data} form={form.data} />;
}

function FormRecordEdit({
  id,
  screens,
  document: doc,
  form,
}: {
  id: string | undefined;
  screens: RecordScreens;
  document: NonNullable<ReturnType<typeof useDocument>['data']>;
  form: NonNullable<ReturnType<typeof useFormDefinition>['data']>;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const grants = useAuth().user?.grants;
  const may = (level: number) => can(grants, doc.code, level as never);
  const allowed = id ? may(PERMISSION_LEVEL.view) : may(PERMISSION_LEVEL.create);
  const record = useRecord(doc.code, allowed ? id : undefined);
  if (!allowed) return <NotAllowed />;
  if (record.error) return <LoadFailure error={record.error} onRetry={() => void record.refetch()} />;
  const title =
    localized(form.title, i18n.language) ||
    t(id ? 'backoffice:records.editTitle' : 'backoffice:records.createTitle', {
      name: localized(doc.name, i18n.language),
    });
  return (
    <Stack spacing={3} data-testid="record-edit-page">
      <PageHeader title={title} subtitle={id} />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        {!id || record.data ? (
          <FormRenderer
            key={record.data?.updatedAt ?? 'new'}
            document={doc}
            layout={form.layout}
            formId={form.id}
            record={record.data}
            readOnly={Boolean(id) && !(may(PERMISSION_LEVEL.edit) && doc.operations.update)}
            onSaved={() => {
              if (!id) navigate(screens.list);
            }}
            onCancel={() => navigate(screens.list)}
          />
        ) : (
          <Loading rows={4} />
        )}
      </Card>
    </Stack>
  );
}
