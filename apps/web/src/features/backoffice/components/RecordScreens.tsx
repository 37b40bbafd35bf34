import { can, PERMISSION_LEVEL } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth';
import { useDocument, useRecord } from '../hooks';
import { localized } from '../localized';
import type { RecordScreens } from '../paths';
import { RecordForm } from '../record-form/RecordForm';
import { PageHeader } from './PageHeader';
import { LoadFailure, Loading, NotAllowed } from './PageStates';
import { RecordGrid } from './RecordGrid';
import '../texts';

/** The caller's grants on a document code, as the server's data routes check them. */
function useGrants(document: string) {
  const grants = useAuth().user?.grants;
  return {
    view: can(grants, document, PERMISSION_LEVEL.view),
    create: can(grants, document, PERMISSION_LEVEL.create),
    edit: can(grants, document, PERMISSION_LEVEL.edit),
    delete: can(grants, document, PERMISSION_LEVEL.delete),
  };
}

/** The list of a document's records: permission first, then its definition, then the grid. */
export function RecordListScreen({
  documentCode,
  screens,
  above,
}: {
  documentCode: string;
  screens: RecordScreens;
  above?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const may = useGrants(documentCode);
  const document = useDocument(may.view ? documentCode : undefined);
  if (!may.view) return <NotAllowed />;
  if (document.isError) return <LoadFailure error={document.error} onRetry={() => void document.refetch()} />;
  const doc = document.data;
  return (
    <Stack spacing={3} data-testid="record-list-page">
      <PageHeader
        title={doc ? localized(doc.name, i18n.language) : t('common.loading')}
        subtitle={doc?.code}
        action={
          doc?.operations.create &&
          may.create && (
            <Button component={RouterLink} to={screens.create} variant="contained" startIcon={<AddIcon />}>
              {t('backoffice:records.create')}
            </Button>
          )
        }
      />
      {above}
      {doc ? <RecordGrid key={doc.code} document={doc} screens={screens} /> : <Loading />}
    </Stack>
  );
}

/** Create (no id) or edit one record of a document with the generated form. */
export function RecordEditScreen({
  documentCode,
  id,
  screens,
}: {
  documentCode: string;
  id?: string;
  screens: RecordScreens;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const may = useGrants(documentCode);
  const allowed = id ? may.view : may.create;
  const document = useDocument(allowed ? documentCode : undefined);
  const record = useRecord(documentCode, allowed ? id : undefined);
  if (!allowed) return <NotAllowed />;
  const failed = document.error ?? record.error;
  if (failed)
    return (
      <LoadFailure
        error={failed}
        onRetry={() => {
          void document.refetch();
          if (id) void record.refetch();
        }}
      />
    );
  const doc = document.data;
  const ready = doc && (!id || record.data);
  const title = doc
    ? t(id ? 'backoffice:records.editTitle' : 'backoffice:records.createTitle', {
        name: localized(doc.name, i18n.language),
      })
    : t('common.loading');
  return (
    <Stack spacing={3} data-testid="record-edit-page">
      <PageHeader title={title} subtitle={id} />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        {ready ? (
          <RecordForm
            key={record.data?.updatedAt ?? 'new'}
            document={doc}
            record={record.data}
            readOnly={Boolean(id) && !(may.edit && doc.operations.update)}
            mayDelete={may.delete && doc.operations.delete}
            onSaved={() => {
              if (!id) navigate(screens.list);
            }}
            onDeleted={() => navigate(screens.list)}
            onCancel={() => navigate(screens.list)}
          />
        ) : (
          <Loading rows={4} />
        )}
      </Card>
    </Stack>
  );
}
