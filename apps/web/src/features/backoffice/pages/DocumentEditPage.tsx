import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../auth';
import { PageHeader } from '../components/PageHeader';
import { LoadFailure, Loading, NotAllowed } from '../components/PageStates';
import { DocumentDesigner } from '../designer/DocumentDesigner';
import { useDocument } from '../hooks';
import { localized } from '../localized';
import { backofficePaths } from '../paths';
import '../texts';

/** /core/document/create and /core/document/{id}: the document designer. */
export function DocumentEditPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const mayView = useCan(RESOURCE.document, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.document, PERMISSION_LEVEL.create);
  const document = useDocument(mayView ? id : undefined);
  if (!mayView || (!id && !mayCreate)) return <NotAllowed />;
  if (document.isError) return <LoadFailure error={document.error} onRetry={() => void document.refetch()} />;
  if (id && !document.data) return <Loading rows={4} />;
  const doc = document.data;
  return (
    <Stack spacing={3} data-testid="document-edit-page">
      <PageHeader
        title={doc ? localized(doc.name, i18n.language) : t('backoffice:documents.createTitle')}
        subtitle={doc ? t('backoffice:documents.editSubtitle', { code: doc.code }) : undefined}
        action={
          doc?.operations.list && (
            <Button component={RouterLink} to={backofficePaths.records(doc.code)} variant="outlined">
              {t('backoffice:documents.records')}
            </Button>
          )
        }
      />
      <DocumentDesigner key={`${doc?.code ?? 'new'}:${doc?.updatedAt ?? 0}`} document={doc} />
    </Stack>
  );
}
